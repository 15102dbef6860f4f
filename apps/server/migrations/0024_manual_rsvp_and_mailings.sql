CREATE TABLE "attendee_mailing_recipients" (
	"mailing_id" bigint NOT NULL,
	"attendee_id" bigint NOT NULL,
	"status" varchar(8) DEFAULT 'queued' NOT NULL,
	"error" varchar(500),
	"sent_at" timestamp with time zone,
	CONSTRAINT "attendee_mailing_recipients_mailing_id_attendee_id_pk" PRIMARY KEY("mailing_id","attendee_id")
);
--> statement-breakpoint
CREATE TABLE "attendee_mailings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attendee_mailings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_company_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"form_id" bigint NOT NULL,
	"kind" varchar(12) NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"created_by" bigint,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manual_rsvp_accesses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "manual_rsvp_accesses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_company_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"form_id" bigint NOT NULL,
	"name" varchar(150) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manual_rsvp_sessions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "manual_rsvp_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"access_id" bigint NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attendee_mailing_recipients" ADD CONSTRAINT "attendee_mailing_recipients_mailing_id_attendee_mailings_id_fk" FOREIGN KEY ("mailing_id") REFERENCES "public"."attendee_mailings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendee_mailing_recipients" ADD CONSTRAINT "attendee_mailing_recipients_attendee_id_attendees_id_fk" FOREIGN KEY ("attendee_id") REFERENCES "public"."attendees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendee_mailings" ADD CONSTRAINT "attendee_mailings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendee_mailings" ADD CONSTRAINT "attendee_mailings_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendee_mailings" ADD CONSTRAINT "attendee_mailings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_rsvp_accesses" ADD CONSTRAINT "manual_rsvp_accesses_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_rsvp_accesses" ADD CONSTRAINT "manual_rsvp_accesses_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_rsvp_accesses" ADD CONSTRAINT "manual_rsvp_accesses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_rsvp_sessions" ADD CONSTRAINT "manual_rsvp_sessions_access_id_manual_rsvp_accesses_id_fk" FOREIGN KEY ("access_id") REFERENCES "public"."manual_rsvp_accesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendee_mailings_project_idx" ON "attendee_mailings" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "manual_rsvp_accesses_token_uq" ON "manual_rsvp_accesses" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "manual_rsvp_accesses_project_idx" ON "manual_rsvp_accesses" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "manual_rsvp_sessions_token_uq" ON "manual_rsvp_sessions" USING btree ("token_hash");