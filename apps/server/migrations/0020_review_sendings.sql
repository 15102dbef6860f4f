CREATE TABLE "budget_review_sendings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "budget_review_sendings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_company_id" bigint NOT NULL,
	"budget_id" bigint NOT NULL,
	"review_code" varchar(64) NOT NULL,
	"recipients" jsonb NOT NULL,
	"subject" varchar(200) NOT NULL,
	"message" text NOT NULL,
	"language" varchar(2) NOT NULL,
	"sent_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "budget_review_sendings" ADD CONSTRAINT "budget_review_sendings_budget_id_budgets_id_fk" FOREIGN KEY ("budget_id") REFERENCES "public"."budgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_review_sendings" ADD CONSTRAINT "budget_review_sendings_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "budget_review_sendings_budget_idx" ON "budget_review_sendings" USING btree ("budget_id","created_at");