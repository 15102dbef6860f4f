CREATE TABLE "approval_chain_steps" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "approval_chain_steps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"chain_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"approver" varchar(10) NOT NULL,
	"user_id" bigint,
	"position_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_chain_steps_approver_matches_id" CHECK (("approval_chain_steps"."approver" = 'MANAGER' and "approval_chain_steps"."user_id" is null and "approval_chain_steps"."position_id" is null) or ("approval_chain_steps"."approver" = 'USER' and "approval_chain_steps"."user_id" is not null and "approval_chain_steps"."position_id" is null) or ("approval_chain_steps"."approver" = 'POSITION' and "approval_chain_steps"."position_id" is not null and "approval_chain_steps"."user_id" is null))
);
--> statement-breakpoint
CREATE TABLE "approval_chains" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "approval_chains_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_company_id" bigint NOT NULL,
	"request_type" varchar(40) NOT NULL,
	"needs_approval" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "approval_chain_steps" ADD CONSTRAINT "approval_chain_steps_chain_id_approval_chains_id_fk" FOREIGN KEY ("chain_id") REFERENCES "public"."approval_chains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_chain_steps" ADD CONSTRAINT "approval_chain_steps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_chain_steps" ADD CONSTRAINT "approval_chain_steps_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "approval_chain_steps_order_unique" ON "approval_chain_steps" USING btree ("chain_id","position");--> statement-breakpoint
CREATE INDEX "approval_chain_steps_user_idx" ON "approval_chain_steps" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "approval_chain_steps_position_idx" ON "approval_chain_steps" USING btree ("position_id");--> statement-breakpoint
CREATE UNIQUE INDEX "approval_chains_type_unique" ON "approval_chains" USING btree ("event_company_id","request_type");