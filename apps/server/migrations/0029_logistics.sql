CREATE TABLE "attendee_payments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attendee_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_company_id" bigint NOT NULL,
	"attendee_id" bigint NOT NULL,
	"amount" numeric(18, 4) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"paid_on" date NOT NULL,
	"method" varchar(10) NOT NULL,
	"reference" varchar(150),
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendee_payments_not_zero" CHECK ("attendee_payments"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "attendee_rooms" (
	"attendee_id" bigint PRIMARY KEY NOT NULL,
	"event_company_id" bigint NOT NULL,
	"block_id" bigint NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"note" varchar(300),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendee_rooms_stay" CHECK ("attendee_rooms"."check_in" < "attendee_rooms"."check_out")
);
--> statement-breakpoint
CREATE TABLE "project_room_block_nights" (
	"block_id" bigint NOT NULL,
	"night" date NOT NULL,
	"rooms" integer NOT NULL,
	CONSTRAINT "project_room_block_nights_block_id_night_pk" PRIMARY KEY("block_id","night"),
	CONSTRAINT "project_room_block_nights_rooms" CHECK ("project_room_block_nights"."rooms" >= 0)
);
--> statement-breakpoint
CREATE TABLE "project_room_blocks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_room_blocks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_company_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"hotel_id" bigint NOT NULL,
	"room_type" varchar(10) NOT NULL,
	"release_on" date,
	"note" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_pricing_periods" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_pricing_periods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_company_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"kind" varchar(10) NOT NULL,
	"name" varchar(100) NOT NULL,
	"name_en" varchar(100),
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_pricing_periods_bounds" CHECK ("project_pricing_periods"."starts_on" <= "project_pricing_periods"."ends_on")
);
--> statement-breakpoint
CREATE TABLE "project_product_prices" (
	"product_id" bigint NOT NULL,
	"pricing_period_id" bigint NOT NULL,
	"price" numeric(18, 4) NOT NULL,
	CONSTRAINT "project_product_prices_product_id_pricing_period_id_pk" PRIMARY KEY("product_id","pricing_period_id")
);
--> statement-breakpoint
CREATE TABLE "project_products" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_company_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"product_type" varchar(12) NOT NULL,
	"name" varchar(255) NOT NULL,
	"name_en" varchar(255),
	"capacity" integer,
	"vat_rate" numeric(8, 4) DEFAULT '0' NOT NULL,
	"currency" varchar(3) DEFAULT 'TRY' NOT NULL,
	"budget_item_id" bigint,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_products_capacity" CHECK ("project_products"."capacity" is null or "project_products"."capacity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "form_field_options" ADD COLUMN "product_id" bigint;--> statement-breakpoint
ALTER TABLE "attendee_payments" ADD CONSTRAINT "attendee_payments_attendee_id_attendees_id_fk" FOREIGN KEY ("attendee_id") REFERENCES "public"."attendees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendee_payments" ADD CONSTRAINT "attendee_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendee_rooms" ADD CONSTRAINT "attendee_rooms_attendee_id_attendees_id_fk" FOREIGN KEY ("attendee_id") REFERENCES "public"."attendees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendee_rooms" ADD CONSTRAINT "attendee_rooms_block_id_project_room_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."project_room_blocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_room_block_nights" ADD CONSTRAINT "project_room_block_nights_block_id_project_room_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."project_room_blocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_room_blocks" ADD CONSTRAINT "project_room_blocks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_room_blocks" ADD CONSTRAINT "project_room_blocks_hotel_id_suppliers_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_pricing_periods" ADD CONSTRAINT "project_pricing_periods_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_product_prices" ADD CONSTRAINT "project_product_prices_product_id_project_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."project_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_product_prices" ADD CONSTRAINT "project_product_prices_pricing_period_id_project_pricing_periods_id_fk" FOREIGN KEY ("pricing_period_id") REFERENCES "public"."project_pricing_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_products" ADD CONSTRAINT "project_products_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_products" ADD CONSTRAINT "project_products_budget_item_id_project_budget_items_id_fk" FOREIGN KEY ("budget_item_id") REFERENCES "public"."project_budget_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendee_payments_attendee_idx" ON "attendee_payments" USING btree ("attendee_id","paid_on");--> statement-breakpoint
CREATE INDEX "attendee_rooms_block_idx" ON "attendee_rooms" USING btree ("block_id","check_in");--> statement-breakpoint
CREATE INDEX "project_room_blocks_project_idx" ON "project_room_blocks" USING btree ("project_id","hotel_id");--> statement-breakpoint
CREATE INDEX "project_room_blocks_hotel_idx" ON "project_room_blocks" USING btree ("hotel_id");--> statement-breakpoint
CREATE INDEX "project_pricing_periods_project_idx" ON "project_pricing_periods" USING btree ("project_id","starts_on");--> statement-breakpoint
CREATE INDEX "project_product_prices_period_idx" ON "project_product_prices" USING btree ("pricing_period_id");--> statement-breakpoint
CREATE INDEX "project_products_project_idx" ON "project_products" USING btree ("project_id","sort_order");--> statement-breakpoint
ALTER TABLE "form_field_options" ADD CONSTRAINT "form_field_options_product_id_project_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."project_products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_field_options_product_idx" ON "form_field_options" USING btree ("product_id") WHERE "form_field_options"."product_id" is not null;