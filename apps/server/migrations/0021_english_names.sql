ALTER TABLE "client_industries" ADD COLUMN IF NOT EXISTS "name_en" varchar(150);--> statement-breakpoint
ALTER TABLE "contact_positions" ADD COLUMN IF NOT EXISTS "name_en" varchar(150);--> statement-breakpoint
ALTER TABLE "expense_sources" ADD COLUMN IF NOT EXISTS "name_en" varchar(150);--> statement-breakpoint
ALTER TABLE "meeting_types" ADD COLUMN IF NOT EXISTS "name_en" varchar(150);--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN IF NOT EXISTS "name_en" varchar(100);--> statement-breakpoint
ALTER TABLE "project_types" ADD COLUMN IF NOT EXISTS "name_en" varchar(150);--> statement-breakpoint
ALTER TABLE "supplier_categories" ADD COLUMN IF NOT EXISTS "name_en" varchar(150);--> statement-breakpoint
ALTER TABLE "bizdev_stages" ADD COLUMN IF NOT EXISTS "name_en" varchar(100);--> statement-breakpoint
ALTER TABLE "event_companies" ADD COLUMN IF NOT EXISTS "budget_footer_note_en" text;
