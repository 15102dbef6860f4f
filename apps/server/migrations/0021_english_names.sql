ALTER TABLE "client_industries" ADD COLUMN "name_en" varchar(150);--> statement-breakpoint
ALTER TABLE "contact_positions" ADD COLUMN "name_en" varchar(150);--> statement-breakpoint
ALTER TABLE "expense_sources" ADD COLUMN "name_en" varchar(150);--> statement-breakpoint
ALTER TABLE "meeting_types" ADD COLUMN "name_en" varchar(150);--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "name_en" varchar(100);--> statement-breakpoint
ALTER TABLE "project_types" ADD COLUMN "name_en" varchar(150);--> statement-breakpoint
ALTER TABLE "supplier_categories" ADD COLUMN "name_en" varchar(150);--> statement-breakpoint
ALTER TABLE "bizdev_stages" ADD COLUMN "name_en" varchar(100);