CREATE TABLE "request_waits" (
	"user_id" bigint NOT NULL,
	"request_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "request_waits_user_id_created_at_request_id_pk" PRIMARY KEY("user_id","created_at","request_id")
);
--> statement-breakpoint
DROP INDEX "requests_waiting_idx";--> statement-breakpoint
DROP INDEX "requests_type_date_idx";--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "approvers" bigint[] DEFAULT '{}'::bigint[] NOT NULL;--> statement-breakpoint
ALTER TABLE "request_waits" ADD CONSTRAINT "request_waits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_waits" ADD CONSTRAINT "request_waits_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_waits_request_idx" ON "request_waits" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "requests_type_date_idx" ON "requests" USING btree ("event_company_id","request_type","request_date","id","status","currency","amount","requester_id","approvers");