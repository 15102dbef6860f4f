ALTER TABLE "invoice_month_totals" ADD COLUMN "total_cents" bigint GENERATED ALWAYS AS ((total * 100)::bigint) STORED;--> statement-breakpoint
-- Hand-written below (INCLUDE columns, which drizzle's index builder lacks). The suppliers report adds
-- a range's month totals in whole cents (decisions/0046, "Third round"): a bigint sum costs a fraction of
-- a numeric one, and the whole company's range adds ~9,000 of them twice (per supplier, per month). The
-- column is generated from the total, so every writer (the triggers of 0037, a copy) keeps it exact.
DROP INDEX IF EXISTS "invoice_month_totals_report_idx";--> statement-breakpoint
CREATE INDEX "invoice_month_totals_report_idx" ON "invoice_month_totals" USING btree ("event_company_id", "kind", "month")
  INCLUDE ("party_id", "currency", "invoice_count", "total", "paid_total", "total_cents");
