ALTER TABLE "event_companies" ADD COLUMN "annual_leave_days" smallint DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "annual_leave_days" smallint;