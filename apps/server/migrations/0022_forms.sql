CREATE TABLE "attendee_lists" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attendee_lists_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_company_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"name" varchar(120) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_flights" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_flights_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_company_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"airline_code" varchar(3) NOT NULL,
	"flight_code" varchar(8) NOT NULL,
	"flight_date" date NOT NULL,
	"departure_airport_code" varchar(3) NOT NULL,
	"departure_airport_name" varchar(150) NOT NULL,
	"arrival_airport_code" varchar(3) NOT NULL,
	"arrival_airport_name" varchar(150) NOT NULL,
	"departs_at" time,
	"arrives_at" time,
	"seats" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_attendee_list_matches" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "form_attendee_list_matches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"form_id" bigint NOT NULL,
	"field_id" bigint NOT NULL,
	"attendee_list_id_one" bigint NOT NULL,
	"attendee_list_id_two" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_field_options" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "form_field_options_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"field_id" bigint NOT NULL,
	"option_text" jsonb NOT NULL,
	"quota_allocated" integer,
	"quota_available" integer,
	"image" varchar(500),
	"column" varchar(100),
	"data" varchar(300),
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_fields" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "form_fields_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"form_id" bigint NOT NULL,
	"section_id" bigint NOT NULL,
	"type" varchar(40) NOT NULL,
	"title" jsonb NOT NULL,
	"placeholder" jsonb,
	"helptext" jsonb,
	"title_colour" varchar(7),
	"code" varchar(100),
	"is_required" boolean DEFAULT false NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"is_readonly" boolean DEFAULT false NOT NULL,
	"default_value_type" varchar(5) DEFAULT 'NONE' NOT NULL,
	"default_value" text,
	"default_value_db" varchar(100),
	"min_length" integer,
	"max_length" integer,
	"props" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dep_scope" varchar(3) DEFAULT 'ALL' NOT NULL,
	"dep_action" varchar(4) DEFAULT 'SHOW' NOT NULL,
	"direction" varchar(12),
	"verification_column" varchar(100),
	"selected_room_mate_visible" boolean DEFAULT false NOT NULL,
	"room_mate_approve" boolean DEFAULT false NOT NULL,
	"room_mate_type" varchar(20),
	"file_type" varchar(5),
	"file_size" double precision,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_flight_options" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "form_flight_options_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"field_id" bigint NOT NULL,
	"flight_id" bigint NOT NULL,
	"quota_available" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_rules" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "form_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"form_id" bigint NOT NULL,
	"section_id" bigint,
	"field_id" bigint,
	"target" varchar(120) NOT NULL,
	"operator" varchar(10) NOT NULL,
	"target_value" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_rules_one_source" CHECK (("form_rules"."section_id" is null) <> ("form_rules"."field_id" is null))
);
--> statement-breakpoint
CREATE TABLE "form_sections" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "form_sections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"form_id" bigint NOT NULL,
	"title" jsonb NOT NULL,
	"help_text" jsonb,
	"title_colour" varchar(7),
	"is_hidden" boolean DEFAULT false NOT NULL,
	"dep_scope" varchar(3) DEFAULT 'ALL' NOT NULL,
	"dep_action" varchar(4) DEFAULT 'SHOW' NOT NULL,
	"budget_category_id" bigint,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forms" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "forms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_company_id" bigint NOT NULL,
	"code" varchar(64) NOT NULL,
	"project_id" bigint,
	"name" varchar(255) NOT NULL,
	"slug" varchar(120) NOT NULL,
	"type" varchar(10) DEFAULT 'PUBLIC' NOT NULL,
	"form_type" varchar(20) NOT NULL,
	"status" varchar(10) DEFAULT 'draft' NOT NULL,
	"languages" text[] DEFAULT '{tr}'::text[] NOT NULL,
	"opens_at" timestamp with time zone,
	"closes_at" timestamp with time zone,
	"capacity" integer,
	"edit_deadline" timestamp with time zone,
	"confirmation_text" jsonb,
	"answers_count" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forms_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "attendee_lists" ADD CONSTRAINT "attendee_lists_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_flights" ADD CONSTRAINT "project_flights_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_attendee_list_matches" ADD CONSTRAINT "form_attendee_list_matches_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_attendee_list_matches" ADD CONSTRAINT "form_attendee_list_matches_field_id_form_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."form_fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_attendee_list_matches" ADD CONSTRAINT "form_attendee_list_matches_attendee_list_id_one_attendee_lists_id_fk" FOREIGN KEY ("attendee_list_id_one") REFERENCES "public"."attendee_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_attendee_list_matches" ADD CONSTRAINT "form_attendee_list_matches_attendee_list_id_two_attendee_lists_id_fk" FOREIGN KEY ("attendee_list_id_two") REFERENCES "public"."attendee_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_field_options" ADD CONSTRAINT "form_field_options_field_id_form_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."form_fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_fields" ADD CONSTRAINT "form_fields_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_fields" ADD CONSTRAINT "form_fields_section_id_form_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."form_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_flight_options" ADD CONSTRAINT "form_flight_options_field_id_form_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."form_fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_flight_options" ADD CONSTRAINT "form_flight_options_flight_id_project_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."project_flights"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_rules" ADD CONSTRAINT "form_rules_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_rules" ADD CONSTRAINT "form_rules_section_id_form_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."form_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_rules" ADD CONSTRAINT "form_rules_field_id_form_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."form_fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_sections" ADD CONSTRAINT "form_sections_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendee_lists_project_idx" ON "attendee_lists" USING btree ("project_id","sort_order");--> statement-breakpoint
CREATE INDEX "project_flights_project_idx" ON "project_flights" USING btree ("project_id","flight_date");--> statement-breakpoint
CREATE UNIQUE INDEX "form_attendee_list_matches_uq" ON "form_attendee_list_matches" USING btree ("field_id","attendee_list_id_one","attendee_list_id_two");--> statement-breakpoint
CREATE INDEX "form_field_options_field_idx" ON "form_field_options" USING btree ("field_id","sort_order");--> statement-breakpoint
CREATE INDEX "form_fields_form_idx" ON "form_fields" USING btree ("form_id","section_id","sort_order");--> statement-breakpoint
CREATE INDEX "form_fields_section_idx" ON "form_fields" USING btree ("section_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "form_flight_options_field_flight_uq" ON "form_flight_options" USING btree ("field_id","flight_id");--> statement-breakpoint
CREATE INDEX "form_rules_form_idx" ON "form_rules" USING btree ("form_id");--> statement-breakpoint
CREATE INDEX "form_sections_form_idx" ON "form_sections" USING btree ("form_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "forms_company_slug_uq" ON "forms" USING btree ("event_company_id","slug");--> statement-breakpoint
CREATE INDEX "forms_company_project_idx" ON "forms" USING btree ("event_company_id","project_id","form_type");