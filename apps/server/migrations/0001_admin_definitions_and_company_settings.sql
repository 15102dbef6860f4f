CREATE TABLE "payment_methods" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_methods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_company_id" bigint NOT NULL,
	"name" varchar(100) NOT NULL,
	"type" varchar(20) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- tax_offices was keyed by code; PostgreSQL names a column primary key <table>_pkey.
ALTER TABLE "tax_offices" DROP CONSTRAINT "tax_offices_pkey";--> statement-breakpoint
ALTER TABLE "event_companies" ADD COLUMN "state" varchar(120);--> statement-breakpoint
ALTER TABLE "tax_offices" ADD COLUMN "id" bigint PRIMARY KEY NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "tax_offices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "tax_offices" ADD COLUMN "event_company_id" bigint;--> statement-breakpoint
ALTER TABLE "tax_offices" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_offices" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "payment_methods_company_idx" ON "payment_methods" USING btree ("event_company_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "event_companies_domain_unique" ON "event_companies" USING btree ("domain");--> statement-breakpoint
CREATE INDEX "tax_offices_company_idx" ON "tax_offices" USING btree ("event_company_id");--> statement-breakpoint
CREATE INDEX "users_company_created_idx" ON "users" USING btree ("event_company_id","created_at");--> statement-breakpoint
ALTER TABLE "tax_offices" ADD CONSTRAINT "tax_offices_company_code_unique" UNIQUE NULLS NOT DISTINCT("event_company_id","code");