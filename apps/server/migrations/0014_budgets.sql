CREATE TABLE "budget_templates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "budget_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_company_id" bigint NOT NULL,
	"kind" varchar(10) NOT NULL,
	"name" varchar(150) NOT NULL,
	"content" jsonb DEFAULT '{"categories":[]}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "budgets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "budgets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_company_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"code" varchar(64) NOT NULL,
	"name" varchar(150) NOT NULL,
	"currency" varchar(3) DEFAULT 'TRY' NOT NULL,
	"currencies" text[] DEFAULT '{}'::text[] NOT NULL,
	"rates" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"rates_date" date,
	"service_fee_type" varchar(10),
	"service_fee_amount" numeric(18, 4),
	"service_fee_currency" varchar(3),
	"version" integer DEFAULT 1 NOT NULL,
	"review_code" varchar(64),
	"review_status" varchar(20) DEFAULT 'NONE' NOT NULL,
	"review_comment" text,
	"review_decided_at" timestamp with time zone,
	"review_shared_at" timestamp with time zone,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "project_budget_categories" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_budget_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"budget_id" bigint NOT NULL,
	"category_id" bigint,
	"name" varchar(150) NOT NULL,
	"name_en" varchar(150),
	"vat_rate" numeric(8, 4) DEFAULT '0' NOT NULL,
	"taxes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_budget_item_suppliers" (
	"item_id" bigint NOT NULL,
	"supplier_id" bigint NOT NULL,
	"budget_id" bigint NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "project_budget_item_suppliers_item_id_supplier_id_pk" PRIMARY KEY("item_id","supplier_id")
);
--> statement-breakpoint
CREATE TABLE "project_budget_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_budget_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"budget_id" bigint NOT NULL,
	"budget_category_id" bigint NOT NULL,
	"item_id" bigint,
	"name" varchar(255) NOT NULL,
	"name_en" varchar(255),
	"product_type" varchar(12),
	"quantity" numeric(18, 4) DEFAULT '1' NOT NULL,
	"quantity_unit" varchar(10) DEFAULT 'PEOPLE' NOT NULL,
	"unit_count" numeric(18, 4) DEFAULT '1' NOT NULL,
	"count_unit" varchar(10) DEFAULT 'TIMES' NOT NULL,
	"price_buy" numeric(18, 4) DEFAULT '0' NOT NULL,
	"currency_buy" varchar(3) DEFAULT 'TRY' NOT NULL,
	"price_sell" numeric(18, 4) DEFAULT '0' NOT NULL,
	"currency_sell" varchar(3) DEFAULT 'TRY' NOT NULL,
	"alt_group" varchar(40),
	"is_default" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"notes" varchar(1000),
	"client_selected" boolean DEFAULT false NOT NULL,
	"client_comment" varchar(1000),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_budget_categories" ADD CONSTRAINT "project_budget_categories_budget_id_budgets_id_fk" FOREIGN KEY ("budget_id") REFERENCES "public"."budgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_budget_categories" ADD CONSTRAINT "project_budget_categories_category_id_budget_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."budget_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_budget_item_suppliers" ADD CONSTRAINT "project_budget_item_suppliers_item_id_project_budget_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."project_budget_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_budget_item_suppliers" ADD CONSTRAINT "project_budget_item_suppliers_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_budget_item_suppliers" ADD CONSTRAINT "project_budget_item_suppliers_budget_id_budgets_id_fk" FOREIGN KEY ("budget_id") REFERENCES "public"."budgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_budget_items" ADD CONSTRAINT "project_budget_items_budget_id_budgets_id_fk" FOREIGN KEY ("budget_id") REFERENCES "public"."budgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_budget_items" ADD CONSTRAINT "project_budget_items_budget_category_id_project_budget_categories_id_fk" FOREIGN KEY ("budget_category_id") REFERENCES "public"."project_budget_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_budget_items" ADD CONSTRAINT "project_budget_items_item_id_budget_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."budget_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "budget_templates_company_idx" ON "budget_templates" USING btree ("event_company_id","kind","name");--> statement-breakpoint
CREATE UNIQUE INDEX "budgets_code_unique" ON "budgets" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "budgets_review_code_unique" ON "budgets" USING btree ("review_code");--> statement-breakpoint
CREATE INDEX "budgets_project_idx" ON "budgets" USING btree ("project_id","created_at") WHERE "budgets"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "project_budget_categories_budget_idx" ON "project_budget_categories" USING btree ("budget_id","sort_order");--> statement-breakpoint
CREATE INDEX "project_budget_item_suppliers_budget_idx" ON "project_budget_item_suppliers" USING btree ("budget_id");--> statement-breakpoint
CREATE INDEX "project_budget_item_suppliers_supplier_idx" ON "project_budget_item_suppliers" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "project_budget_items_budget_idx" ON "project_budget_items" USING btree ("budget_id","budget_category_id","sort_order");--> statement-breakpoint
CREATE INDEX "project_budget_items_category_idx" ON "project_budget_items" USING btree ("budget_category_id");