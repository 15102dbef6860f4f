CREATE TABLE "notes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_company_id" bigint NOT NULL,
	"note_type" varchar(1) NOT NULL,
	"client_id" bigint,
	"supplier_id" bigint,
	"note_title" varchar(255) NOT NULL,
	"note_content" text NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notes_subject_matches_type" CHECK (("notes"."note_type" = 'C' and "notes"."client_id" is not null and "notes"."supplier_id" is null) or ("notes"."note_type" = 'S' and "notes"."supplier_id" is not null and "notes"."client_id" is null))
);
--> statement-breakpoint
CREATE TABLE "phone_call_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "phone_call_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_company_id" bigint NOT NULL,
	"call_type" varchar(1) NOT NULL,
	"client_id" bigint,
	"supplier_id" bigint,
	"contact_id" bigint,
	"call_direction" varchar(10) NOT NULL,
	"called_at" timestamp with time zone NOT NULL,
	"description" varchar(500) NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "phone_call_logs_subject_matches_type" CHECK (("phone_call_logs"."call_type" = 'C' and "phone_call_logs"."client_id" is not null and "phone_call_logs"."supplier_id" is null) or ("phone_call_logs"."call_type" = 'S' and "phone_call_logs"."supplier_id" is not null and "phone_call_logs"."client_id" is null))
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_company_id" bigint NOT NULL,
	"code" varchar(64) NOT NULL,
	"name" varchar(255) NOT NULL,
	"name_search" varchar(255) NOT NULL,
	"legal_name" varchar(255),
	"industry_id" bigint,
	"tax_office_id" bigint,
	"tax_number" varchar(11),
	"address" text,
	"country" varchar(2),
	"city" varchar(120),
	"phone" varchar(40),
	"email" varchar(255),
	"website" varchar(255),
	"logo" text,
	"fin_fee_type" varchar(10),
	"fin_fee_rate" numeric(18, 4),
	"fin_fee_currency" varchar(3),
	"profit_target" numeric(18, 4),
	"first_confirmed_at" timestamp with time zone,
	"merged_into_id" bigint,
	"created_by" bigint,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_company_id" bigint NOT NULL,
	"name" varchar(150) NOT NULL,
	"name_search" varchar(150) NOT NULL,
	"position_id" bigint,
	"contact_type" varchar(1) NOT NULL,
	"client_id" bigint,
	"supplier_id" bigint,
	"email" varchar(255),
	"phone" varchar(40),
	"mobile" varchar(40),
	"fax" varchar(40),
	"profile_picture" text,
	"merged_into_id" bigint,
	"created_by" bigint,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contacts_company_matches_type" CHECK (("contacts"."contact_type" = 'C' and "contacts"."client_id" is not null and "contacts"."supplier_id" is null) or ("contacts"."contact_type" = 'S' and "contacts"."supplier_id" is not null and "contacts"."client_id" is null))
);
--> statement-breakpoint
CREATE TABLE "supplier_category_links" (
	"supplier_id" bigint NOT NULL,
	"supplier_category_id" bigint NOT NULL,
	CONSTRAINT "supplier_category_links_supplier_id_supplier_category_id_pk" PRIMARY KEY("supplier_id","supplier_category_id")
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "suppliers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_company_id" bigint NOT NULL,
	"code" varchar(64) NOT NULL,
	"name" varchar(255) NOT NULL,
	"name_search" varchar(255) NOT NULL,
	"legal_name" varchar(255),
	"tax_office_id" bigint,
	"tax_number" varchar(11),
	"address" text,
	"country" varchar(2),
	"city" varchar(120),
	"phone" varchar(40),
	"email" varchar(255),
	"website" varchar(255),
	"logo" text,
	"iban" varchar(34),
	"bank_name" varchar(150),
	"first_confirmed_at" timestamp with time zone,
	"merged_into_id" bigint,
	"created_by" bigint,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_call_logs" ADD CONSTRAINT "phone_call_logs_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_call_logs" ADD CONSTRAINT "phone_call_logs_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_call_logs" ADD CONSTRAINT "phone_call_logs_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_call_logs" ADD CONSTRAINT "phone_call_logs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_industry_id_client_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."client_industries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_tax_office_id_tax_offices_id_fk" FOREIGN KEY ("tax_office_id") REFERENCES "public"."tax_offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_merged_into_id_clients_id_fk" FOREIGN KEY ("merged_into_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_position_id_contact_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."contact_positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_merged_into_id_contacts_id_fk" FOREIGN KEY ("merged_into_id") REFERENCES "public"."contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_category_links" ADD CONSTRAINT "supplier_category_links_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_category_links" ADD CONSTRAINT "supplier_category_links_supplier_category_id_supplier_categories_id_fk" FOREIGN KEY ("supplier_category_id") REFERENCES "public"."supplier_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_tax_office_id_tax_offices_id_fk" FOREIGN KEY ("tax_office_id") REFERENCES "public"."tax_offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_merged_into_id_suppliers_id_fk" FOREIGN KEY ("merged_into_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notes_client_idx" ON "notes" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "notes_supplier_idx" ON "notes" USING btree ("supplier_id","created_at");--> statement-breakpoint
CREATE INDEX "phone_call_logs_client_idx" ON "phone_call_logs" USING btree ("client_id","called_at");--> statement-breakpoint
CREATE INDEX "phone_call_logs_supplier_idx" ON "phone_call_logs" USING btree ("supplier_id","called_at");--> statement-breakpoint
CREATE INDEX "phone_call_logs_contact_idx" ON "phone_call_logs" USING btree ("contact_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clients_code_unique" ON "clients" USING btree ("code");--> statement-breakpoint
CREATE INDEX "clients_company_name_idx" ON "clients" USING btree ("event_company_id",("name_search" collate "C"),"id") WHERE "clients"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "clients_company_created_idx" ON "clients" USING btree ("event_company_id","created_at","id") WHERE "clients"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "clients_company_city_idx" ON "clients" USING btree ("event_company_id","city",("name_search" collate "C"),"id") WHERE "clients"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "clients_name_trgm_idx" ON "clients" USING gin ("name_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_company_email_idx" ON "clients" USING btree ("event_company_id","email");--> statement-breakpoint
CREATE INDEX "clients_company_tax_number_idx" ON "clients" USING btree ("event_company_id","tax_number");--> statement-breakpoint
CREATE INDEX "clients_company_phone_idx" ON "clients" USING btree ("event_company_id","phone");--> statement-breakpoint
CREATE INDEX "clients_industry_idx" ON "clients" USING btree ("industry_id");--> statement-breakpoint
CREATE INDEX "clients_tax_office_idx" ON "clients" USING btree ("tax_office_id");--> statement-breakpoint
CREATE INDEX "contacts_company_name_idx" ON "contacts" USING btree ("event_company_id",("name_search" collate "C"),"id") WHERE "contacts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "contacts_name_trgm_idx" ON "contacts" USING gin ("name_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_client_idx" ON "contacts" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "contacts_supplier_idx" ON "contacts" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "contacts_position_idx" ON "contacts" USING btree ("position_id");--> statement-breakpoint
CREATE INDEX "contacts_company_email_idx" ON "contacts" USING btree ("event_company_id","email");--> statement-breakpoint
CREATE INDEX "contacts_company_mobile_idx" ON "contacts" USING btree ("event_company_id","mobile");--> statement-breakpoint
CREATE INDEX "contacts_company_phone_idx" ON "contacts" USING btree ("event_company_id","phone");--> statement-breakpoint
CREATE INDEX "supplier_category_links_category_idx" ON "supplier_category_links" USING btree ("supplier_category_id","supplier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_code_unique" ON "suppliers" USING btree ("code");--> statement-breakpoint
CREATE INDEX "suppliers_company_name_idx" ON "suppliers" USING btree ("event_company_id",("name_search" collate "C"),"id") WHERE "suppliers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "suppliers_company_created_idx" ON "suppliers" USING btree ("event_company_id","created_at","id") WHERE "suppliers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "suppliers_company_city_idx" ON "suppliers" USING btree ("event_company_id","city",("name_search" collate "C"),"id") WHERE "suppliers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "suppliers_name_trgm_idx" ON "suppliers" USING gin ("name_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "suppliers_company_email_idx" ON "suppliers" USING btree ("event_company_id","email");--> statement-breakpoint
CREATE INDEX "suppliers_company_tax_number_idx" ON "suppliers" USING btree ("event_company_id","tax_number");--> statement-breakpoint
CREATE INDEX "suppliers_company_phone_idx" ON "suppliers" USING btree ("event_company_id","phone");--> statement-breakpoint
CREATE INDEX "suppliers_tax_office_idx" ON "suppliers" USING btree ("tax_office_id");