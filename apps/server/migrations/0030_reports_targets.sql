CREATE TABLE "targets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "targets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_company_id" bigint NOT NULL,
	"year" integer NOT NULL,
	"target_for_type" varchar(10) NOT NULL,
	"target_for_id" bigint NOT NULL,
	"period" smallint NOT NULL,
	"amount" bigint NOT NULL,
	"updated_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "targets_period_month" CHECK ("targets"."period" between 1 and 12),
	CONSTRAINT "targets_amount_not_negative" CHECK ("targets"."amount" >= 0),
	CONSTRAINT "targets_for_type" CHECK ("targets"."target_for_type" in ('DIVISION', 'TEAM', 'USER'))
);
--> statement-breakpoint
ALTER TABLE "budgets" ADD COLUMN "is_main" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "budgets" ADD COLUMN "sell_total_company" numeric(18, 2);--> statement-breakpoint
ALTER TABLE "budgets" ADD COLUMN "buy_total_company" numeric(18, 2);--> statement-breakpoint
ALTER TABLE "targets" ADD CONSTRAINT "targets_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "targets_cell_unique" ON "targets" USING btree ("event_company_id","year","target_for_type","target_for_id","period");--> statement-breakpoint
CREATE UNIQUE INDEX "budgets_one_main_per_project" ON "budgets" USING btree ("project_id") WHERE "budgets"."is_main" and "budgets"."deleted_at" is null;