CREATE TABLE "project_contacts" (
	"event_company_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"contact_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_contacts_project_id_contact_id_pk" PRIMARY KEY("project_id","contact_id")
);
--> statement-breakpoint
CREATE TABLE "project_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_company_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"kind" varchar(20) NOT NULL,
	"actor_id" bigint,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_files" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_company_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"name" varchar(255) NOT NULL,
	"storage_key" text NOT NULL,
	"size" integer NOT NULL,
	"mime_type" varchar(150) NOT NULL,
	"uploaded_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_ref_counters" (
	"event_company_id" bigint NOT NULL,
	"division_id" bigint NOT NULL,
	"year" smallint NOT NULL,
	"last_value" integer NOT NULL,
	CONSTRAINT "project_ref_counters_division_id_year_pk" PRIMARY KEY("division_id","year")
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "projects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_company_id" bigint NOT NULL,
	"code" varchar(64) NOT NULL,
	"name" varchar(255) NOT NULL,
	"name_search" varchar(255) NOT NULL,
	"project_ref" varchar(40),
	"stage" smallint DEFAULT 0 NOT NULL,
	"client_id" bigint,
	"project_type_id" bigint,
	"format" varchar(10),
	"starts_at" date NOT NULL,
	"ends_at" date NOT NULL,
	"country" varchar(2),
	"city" varchar(120),
	"expected_attendee_count" integer,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"currency" varchar(3),
	"fin_fee_type" varchar(10),
	"fin_fee_percentage" numeric(18, 4),
	"fin_fee_fixed_amount" numeric(18, 4),
	"fin_fee_currency" varchar(3),
	"profit_target" numeric(18, 4),
	"responsible_id" bigint,
	"lead_close_date" date,
	"lead_value" numeric(18, 4),
	"lead_currency" varchar(3),
	"client_response_date" date,
	"status_info" varchar(500),
	"note" text,
	"stage_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_stage_range" CHECK ("projects"."stage" between 0 and 14),
	CONSTRAINT "projects_dates_order" CHECK ("projects"."ends_at" >= "projects"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "notes" ADD COLUMN "project_id" bigint;--> statement-breakpoint
ALTER TABLE "phone_call_logs" ADD COLUMN "project_id" bigint;--> statement-breakpoint
ALTER TABLE "project_contacts" ADD CONSTRAINT "project_contacts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_contacts" ADD CONSTRAINT "project_contacts_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_events" ADD CONSTRAINT "project_events_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_events" ADD CONSTRAINT "project_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_files" ADD CONSTRAINT "project_files_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_files" ADD CONSTRAINT "project_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_ref_counters" ADD CONSTRAINT "project_ref_counters_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_project_type_id_project_types_id_fk" FOREIGN KEY ("project_type_id") REFERENCES "public"."project_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_responsible_id_users_id_fk" FOREIGN KEY ("responsible_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_contacts_contact_idx" ON "project_contacts" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "project_events_project_idx" ON "project_events" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "project_files_project_idx" ON "project_files" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_code_unique" ON "projects" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_company_ref_unique" ON "projects" USING btree ("event_company_id",upper("project_ref")) WHERE "projects"."project_ref" is not null;--> statement-breakpoint
CREATE INDEX "projects_company_stage_starts_idx" ON "projects" USING btree ("event_company_id","stage","starts_at","id");--> statement-breakpoint
CREATE INDEX "projects_company_starts_idx" ON "projects" USING btree ("event_company_id","starts_at","id");--> statement-breakpoint
CREATE INDEX "projects_company_active_starts_idx" ON "projects" USING btree ("event_company_id","starts_at","id","stage","responsible_id","created_by","ends_at","client_id") WHERE "projects"."stage" between 8 and 10;--> statement-breakpoint
CREATE INDEX "projects_company_board_idx" ON "projects" USING btree ("event_company_id","ends_at","stage","lead_currency","lead_value","responsible_id","created_by","starts_at");--> statement-breakpoint
CREATE INDEX "projects_company_stage_updated_idx" ON "projects" USING btree ("event_company_id","stage","updated_at","id");--> statement-breakpoint
CREATE INDEX "projects_company_responsible_idx" ON "projects" USING btree ("event_company_id","responsible_id","starts_at");--> statement-breakpoint
CREATE INDEX "projects_company_creator_idx" ON "projects" USING btree ("event_company_id","created_by","starts_at");--> statement-breakpoint
CREATE INDEX "projects_client_idx" ON "projects" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "projects_project_type_idx" ON "projects" USING btree ("project_type_id");--> statement-breakpoint
CREATE INDEX "projects_name_trgm_idx" ON "projects" USING gin ("name_search" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_call_logs" ADD CONSTRAINT "phone_call_logs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notes_project_idx" ON "notes" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "phone_call_logs_project_idx" ON "phone_call_logs" USING btree ("project_id","called_at");