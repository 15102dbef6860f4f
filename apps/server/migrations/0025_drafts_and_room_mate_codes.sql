CREATE TABLE "form_drafts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "form_drafts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"form_id" bigint NOT NULL,
	"code" varchar(64) NOT NULL,
	"email" varchar(255) NOT NULL,
	"pcode" varchar(64),
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attendees" ADD COLUMN "room_mate_code" varchar(64);--> statement-breakpoint
ALTER TABLE "form_drafts" ADD CONSTRAINT "form_drafts_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "form_drafts_code_uq" ON "form_drafts" USING btree ("code");--> statement-breakpoint
CREATE INDEX "form_drafts_form_idx" ON "form_drafts" USING btree ("form_id");--> statement-breakpoint
CREATE UNIQUE INDEX "attendees_room_mate_code_uq" ON "attendees" USING btree ("room_mate_code") WHERE "attendees"."room_mate_code" is not null;