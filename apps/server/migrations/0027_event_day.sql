CREATE TABLE "badge_prints" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "badge_prints_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_company_id" bigint NOT NULL,
	"badge_id" bigint NOT NULL,
	"attendee_id" bigint NOT NULL,
	"printed_by" bigint,
	"printed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "badges" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "badges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_company_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"name" varchar(120) NOT NULL,
	"size" varchar(6) DEFAULT 'A6' NOT NULL,
	"width_mm" real NOT NULL,
	"height_mm" real NOT NULL,
	"elements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkin_points" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "checkin_points_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_company_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"code" varchar(64) NOT NULL,
	"name" varchar(120) NOT NULL,
	"admits" varchar(5) DEFAULT 'ALL' NOT NULL,
	"list_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"with_exit" boolean DEFAULT false NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkin_scans" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "checkin_scans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_company_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"point_id" bigint NOT NULL,
	"attendee_id" bigint NOT NULL,
	"direction" varchar(3) DEFAULT 'IN' NOT NULL,
	"method" varchar(4) DEFAULT 'QR' NOT NULL,
	"client_id" varchar(64) NOT NULL,
	"device_id" varchar(64) NOT NULL,
	"scanned_at" timestamp with time zone NOT NULL,
	"conflict" boolean DEFAULT false NOT NULL,
	"conflict_resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendee_declarations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attendee_declarations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_company_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"attendee_id" bigint NOT NULL,
	"form_id" bigint NOT NULL,
	"pdf_key" text,
	"declared_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photo_upload_links" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "photo_upload_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_company_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"code" varchar(64) NOT NULL,
	"name" varchar(120) NOT NULL,
	"max_file_bytes" bigint NOT NULL,
	"max_total_bytes" bigint NOT NULL,
	"used_bytes" bigint DEFAULT 0 NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photo_uploads" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "photo_uploads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_company_id" bigint NOT NULL,
	"link_id" bigint NOT NULL,
	"upload_code" varchar(64) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"total_bytes" bigint NOT NULL,
	"received_bytes" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_photos" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_company_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"link_id" bigint,
	"name" varchar(255) NOT NULL,
	"storage_key" text NOT NULL,
	"thumb_key" text NOT NULL,
	"size" bigint NOT NULL,
	"mime_type" varchar(50) NOT NULL,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "badge_prints" ADD CONSTRAINT "badge_prints_badge_id_badges_id_fk" FOREIGN KEY ("badge_id") REFERENCES "public"."badges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badge_prints" ADD CONSTRAINT "badge_prints_attendee_id_attendees_id_fk" FOREIGN KEY ("attendee_id") REFERENCES "public"."attendees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badge_prints" ADD CONSTRAINT "badge_prints_printed_by_users_id_fk" FOREIGN KEY ("printed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badges" ADD CONSTRAINT "badges_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkin_points" ADD CONSTRAINT "checkin_points_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkin_points" ADD CONSTRAINT "checkin_points_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkin_scans" ADD CONSTRAINT "checkin_scans_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkin_scans" ADD CONSTRAINT "checkin_scans_point_id_checkin_points_id_fk" FOREIGN KEY ("point_id") REFERENCES "public"."checkin_points"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkin_scans" ADD CONSTRAINT "checkin_scans_attendee_id_attendees_id_fk" FOREIGN KEY ("attendee_id") REFERENCES "public"."attendees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendee_declarations" ADD CONSTRAINT "attendee_declarations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendee_declarations" ADD CONSTRAINT "attendee_declarations_attendee_id_attendees_id_fk" FOREIGN KEY ("attendee_id") REFERENCES "public"."attendees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendee_declarations" ADD CONSTRAINT "attendee_declarations_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_upload_links" ADD CONSTRAINT "photo_upload_links_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_upload_links" ADD CONSTRAINT "photo_upload_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_uploads" ADD CONSTRAINT "photo_uploads_link_id_photo_upload_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."photo_upload_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_photos" ADD CONSTRAINT "project_photos_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_photos" ADD CONSTRAINT "project_photos_link_id_photo_upload_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."photo_upload_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "badge_prints_attendee_idx" ON "badge_prints" USING btree ("attendee_id","badge_id");--> statement-breakpoint
CREATE INDEX "badges_project_idx" ON "badges" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "checkin_points_code_uq" ON "checkin_points" USING btree ("code");--> statement-breakpoint
CREATE INDEX "checkin_points_project_idx" ON "checkin_points" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "checkin_scans_point_client_uq" ON "checkin_scans" USING btree ("point_id","client_id");--> statement-breakpoint
CREATE INDEX "checkin_scans_point_attendee_idx" ON "checkin_scans" USING btree ("point_id","attendee_id","scanned_at");--> statement-breakpoint
CREATE INDEX "checkin_scans_project_idx" ON "checkin_scans" USING btree ("project_id","scanned_at");--> statement-breakpoint
CREATE UNIQUE INDEX "attendee_declarations_attendee_form_uq" ON "attendee_declarations" USING btree ("attendee_id","form_id");--> statement-breakpoint
CREATE INDEX "attendee_declarations_project_idx" ON "attendee_declarations" USING btree ("project_id","declared_at");--> statement-breakpoint
CREATE UNIQUE INDEX "photo_upload_links_code_uq" ON "photo_upload_links" USING btree ("code");--> statement-breakpoint
CREATE INDEX "photo_upload_links_project_idx" ON "photo_upload_links" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "photo_uploads_code_uq" ON "photo_uploads" USING btree ("upload_code");--> statement-breakpoint
CREATE INDEX "photo_uploads_link_idx" ON "photo_uploads" USING btree ("link_id");--> statement-breakpoint
CREATE INDEX "project_photos_project_idx" ON "project_photos" USING btree ("project_id","created_at");