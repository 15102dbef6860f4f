CREATE TABLE "attendee_answers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attendee_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"attendee_id" bigint NOT NULL,
	"form_id" bigint NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"seats" jsonb DEFAULT '{"options":[],"flight_options":[]}'::jsonb NOT NULL,
	"helper_name" varchar(150),
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendee_custom_columns" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attendee_custom_columns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_company_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"key" varchar(60) NOT NULL,
	"label" varchar(120) NOT NULL,
	"kind" varchar(10) DEFAULT 'text' NOT NULL,
	"choices" jsonb,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendee_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attendee_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"attendee_id" bigint NOT NULL,
	"actor_type" varchar(10) NOT NULL,
	"actor_user_id" bigint,
	"actor_name" varchar(150),
	"action" varchar(30) NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendee_list_members" (
	"attendee_id" bigint NOT NULL,
	"list_id" bigint NOT NULL,
	CONSTRAINT "attendee_list_members_attendee_id_list_id_pk" PRIMARY KEY("attendee_id","list_id")
);
--> statement-breakpoint
CREATE TABLE "attendee_waitlist" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attendee_waitlist_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"attendee_id" bigint NOT NULL,
	"form_id" bigint NOT NULL,
	"option_id" bigint,
	"flight_option_id" bigint,
	"status" varchar(10) DEFAULT 'WAITING' NOT NULL,
	"claim_code" varchar(64),
	"offered_at" timestamp with time zone,
	"claim_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendees" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attendees_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_company_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"pcode" varchar(64) NOT NULL,
	"acode" varchar(64) NOT NULL,
	"dcode" varchar(64) NOT NULL,
	"first_name" varchar(100) DEFAULT '' NOT NULL,
	"last_name" varchar(100) DEFAULT '' NOT NULL,
	"name_search" varchar(210) DEFAULT '' NOT NULL,
	"email" varchar(255),
	"phone" varchar(40),
	"company" varchar(255),
	"title" varchar(150),
	"country" varchar(2),
	"city" varchar(120),
	"gender" varchar(10),
	"language" varchar(5) DEFAULT 'tr' NOT NULL,
	"status" varchar(15) DEFAULT 'INVITED' NOT NULL,
	"source" varchar(12) DEFAULT 'STAFF' NOT NULL,
	"main_attendee_id" bigint,
	"room_mate_id" bigint,
	"room_mate_confirmed" boolean DEFAULT false NOT NULL,
	"custom" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"registered_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "form_field_options" ALTER COLUMN "quota_allocated" SET DEFAULT 0;--> statement-breakpoint
UPDATE "form_field_options" SET "quota_allocated" = 0 WHERE "quota_allocated" IS NULL;--> statement-breakpoint
ALTER TABLE "form_field_options" ALTER COLUMN "quota_allocated" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "form_flight_options" ADD COLUMN "quota_allocated" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "attendee_answers" ADD CONSTRAINT "attendee_answers_attendee_id_attendees_id_fk" FOREIGN KEY ("attendee_id") REFERENCES "public"."attendees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendee_answers" ADD CONSTRAINT "attendee_answers_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendee_custom_columns" ADD CONSTRAINT "attendee_custom_columns_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendee_history" ADD CONSTRAINT "attendee_history_attendee_id_attendees_id_fk" FOREIGN KEY ("attendee_id") REFERENCES "public"."attendees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendee_history" ADD CONSTRAINT "attendee_history_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendee_list_members" ADD CONSTRAINT "attendee_list_members_attendee_id_attendees_id_fk" FOREIGN KEY ("attendee_id") REFERENCES "public"."attendees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendee_list_members" ADD CONSTRAINT "attendee_list_members_list_id_attendee_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."attendee_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendee_waitlist" ADD CONSTRAINT "attendee_waitlist_attendee_id_attendees_id_fk" FOREIGN KEY ("attendee_id") REFERENCES "public"."attendees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendee_waitlist" ADD CONSTRAINT "attendee_waitlist_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendee_waitlist" ADD CONSTRAINT "attendee_waitlist_option_id_form_field_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."form_field_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendee_waitlist" ADD CONSTRAINT "attendee_waitlist_flight_option_id_form_flight_options_id_fk" FOREIGN KEY ("flight_option_id") REFERENCES "public"."form_flight_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendees" ADD CONSTRAINT "attendees_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendees" ADD CONSTRAINT "attendees_main_attendee_id_attendees_id_fk" FOREIGN KEY ("main_attendee_id") REFERENCES "public"."attendees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendees" ADD CONSTRAINT "attendees_room_mate_id_attendees_id_fk" FOREIGN KEY ("room_mate_id") REFERENCES "public"."attendees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendee_answers_attendee_form_uq" ON "attendee_answers" USING btree ("attendee_id","form_id");--> statement-breakpoint
CREATE INDEX "attendee_answers_form_idx" ON "attendee_answers" USING btree ("form_id");--> statement-breakpoint
CREATE INDEX "attendee_answers_answers_gin" ON "attendee_answers" USING gin ("answers");--> statement-breakpoint
CREATE UNIQUE INDEX "attendee_custom_columns_project_key_uq" ON "attendee_custom_columns" USING btree ("project_id","key");--> statement-breakpoint
CREATE INDEX "attendee_history_attendee_idx" ON "attendee_history" USING btree ("attendee_id","created_at");--> statement-breakpoint
CREATE INDEX "attendee_list_members_list_idx" ON "attendee_list_members" USING btree ("list_id");--> statement-breakpoint
CREATE INDEX "attendee_waitlist_queue_idx" ON "attendee_waitlist" USING btree ("form_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "attendee_waitlist_claim_uq" ON "attendee_waitlist" USING btree ("claim_code") WHERE "attendee_waitlist"."claim_code" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "attendees_pcode_uq" ON "attendees" USING btree ("pcode");--> statement-breakpoint
CREATE UNIQUE INDEX "attendees_acode_uq" ON "attendees" USING btree ("acode");--> statement-breakpoint
CREATE UNIQUE INDEX "attendees_dcode_uq" ON "attendees" USING btree ("dcode");--> statement-breakpoint
CREATE INDEX "attendees_project_status_idx" ON "attendees" USING btree ("project_id","status","id");--> statement-breakpoint
CREATE INDEX "attendees_project_name_idx" ON "attendees" USING btree ("project_id","name_search","id");--> statement-breakpoint
CREATE INDEX "attendees_name_trgm_idx" ON "attendees" USING gin ("name_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "attendees_project_email_idx" ON "attendees" USING btree ("project_id",lower("email"));--> statement-breakpoint
CREATE INDEX "attendees_main_idx" ON "attendees" USING btree ("main_attendee_id") WHERE "attendees"."main_attendee_id" is not null;