CREATE TABLE "form_seat_deltas" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "form_seat_deltas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"form_id" bigint NOT NULL,
	"option_id" bigint,
	"flight_option_id" bigint,
	"delta" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "form_seat_deltas_form_idx" ON "form_seat_deltas" USING btree ("form_id");