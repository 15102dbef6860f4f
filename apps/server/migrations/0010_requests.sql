CREATE TABLE "approval_decision_links" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "approval_decision_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"request_id" bigint NOT NULL,
	"step_no" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_files" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "request_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_company_id" bigint NOT NULL,
	"uploaded_by" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"name" varchar(255) NOT NULL,
	"mime_type" varchar(100) NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "request_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"request_id" bigint NOT NULL,
	"event" varchar(20) NOT NULL,
	"user_id" bigint,
	"step_no" integer,
	"reason" text,
	"via_link" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "request_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"request_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"description" varchar(255) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"payment_method" varchar(10),
	"assign_to" varchar(10),
	"expense_date" date,
	"vat_rate" numeric(6, 4),
	"payment_type" varchar(20),
	"company_card_id" bigint,
	"receipt_no" varchar(64),
	"receipt_file_id" bigint,
	"quantity" numeric(18, 4),
	"unit_price" numeric(18, 4)
);
--> statement-breakpoint
CREATE TABLE "request_steps" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "request_steps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"request_id" bigint NOT NULL,
	"step_no" integer NOT NULL,
	"approver_ids" bigint[] NOT NULL,
	"decision" varchar(10),
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_company_id" bigint NOT NULL,
	"request_type" varchar(40) NOT NULL,
	"requester_id" bigint NOT NULL,
	"status" varchar(10) DEFAULT 'PENDING' NOT NULL,
	"project_id" bigint,
	"supplier_id" bigint,
	"client_id" bigint,
	"source_id" bigint,
	"currency" varchar(3),
	"amount" numeric(18, 2),
	"request_date" date,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"note" varchar(500),
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"replaces_id" bigint,
	"current_step" integer,
	"step_count" integer DEFAULT 0 NOT NULL,
	"waiting_for" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"declined_reason" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "approval_decision_links" ADD CONSTRAINT "approval_decision_links_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_decision_links" ADD CONSTRAINT "approval_decision_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_files" ADD CONSTRAINT "request_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_history" ADD CONSTRAINT "request_history_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_history" ADD CONSTRAINT "request_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_items" ADD CONSTRAINT "request_items_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_steps" ADD CONSTRAINT "request_steps_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_steps" ADD CONSTRAINT "request_steps_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "approval_decision_links_token_unique" ON "approval_decision_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "approval_decision_links_request_idx" ON "approval_decision_links" USING btree ("request_id","step_no");--> statement-breakpoint
CREATE INDEX "request_files_uploader_idx" ON "request_files" USING btree ("uploaded_by");--> statement-breakpoint
CREATE INDEX "request_history_request_idx" ON "request_history" USING btree ("request_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "request_items_order_unique" ON "request_items" USING btree ("request_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "request_steps_order_unique" ON "request_steps" USING btree ("request_id","step_no");--> statement-breakpoint
CREATE INDEX "request_steps_decided_by_idx" ON "request_steps" USING btree ("decided_by","decided_at");--> statement-breakpoint
CREATE INDEX "requests_type_date_idx" ON "requests" USING btree ("event_company_id","request_type","request_date","id");--> statement-breakpoint
CREATE INDEX "requests_requester_idx" ON "requests" USING btree ("event_company_id","requester_id","created_at");--> statement-breakpoint
CREATE INDEX "requests_project_idx" ON "requests" USING btree ("project_id","request_type");--> statement-breakpoint
CREATE INDEX "requests_waiting_idx" ON "requests" USING gin ("waiting_for") WHERE "requests"."status" = 'PENDING';--> statement-breakpoint
CREATE UNIQUE INDEX "requests_replaces_unique" ON "requests" USING btree ("replaces_id") WHERE "requests"."replaces_id" is not null;