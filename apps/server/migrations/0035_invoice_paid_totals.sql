ALTER TABLE "invoices" ADD COLUMN "paid_total" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
CREATE INDEX "invoices_project_first_sales_idx" ON "invoices" USING btree ("project_id","invoice_date","event_company_id") WHERE "invoices"."kind" = 'SALES';--> statement-breakpoint
-- Hand-written (drizzle-kit models neither triggers nor INCLUDE). invoices.paid_total is the sum of the
-- invoice's payments, recomputed from invoice_payments by statement triggers in the writing transaction,
-- whatever writes them (the service, the seeds, a copy between databases): a recomputation, not an
-- increment, so a payment written twice or a table copied with its totals cannot make it drift.
CREATE OR REPLACE FUNCTION invoices_refresh_paid_total(invoice_ids bigint[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  -- Lock the invoices first: two transactions deleting payments of one invoice then take turns, and the
  -- sum below (a statement of its own, so a fresh snapshot under read committed) sees the other's commit.
  PERFORM 1 FROM invoices WHERE id = ANY(invoice_ids) ORDER BY id FOR UPDATE;
  -- One grouped pass over the payments, not a sum per invoice: a seed's 160,000 payments in one statement
  -- cost half the time (the per-invoice form suits one payment as well: the planner picks the index).
  UPDATE invoices i SET paid_total = coalesce(paid.amount, 0)
  FROM unnest(invoice_ids) AS ids(id)
  LEFT JOIN (
    SELECT pm.invoice_id, sum(pm.amount) AS amount FROM invoice_payments pm
    WHERE pm.invoice_id IN (SELECT unnest(invoice_ids)) GROUP BY pm.invoice_id
  ) paid ON paid.invoice_id = ids.id
  WHERE i.id = ids.id AND i.paid_total IS DISTINCT FROM coalesce(paid.amount, 0);
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION invoice_payments_refresh_paid_total() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM invoices_refresh_paid_total(ARRAY(SELECT DISTINCT invoice_id FROM new_payments));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM invoices_refresh_paid_total(ARRAY(SELECT DISTINCT invoice_id FROM old_payments));
  ELSE
    PERFORM invoices_refresh_paid_total(
      ARRAY(SELECT invoice_id FROM new_payments UNION SELECT invoice_id FROM old_payments));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER invoice_payments_paid_total_insert AFTER INSERT ON invoice_payments
  REFERENCING NEW TABLE AS new_payments FOR EACH STATEMENT EXECUTE FUNCTION invoice_payments_refresh_paid_total();--> statement-breakpoint
CREATE TRIGGER invoice_payments_paid_total_update AFTER UPDATE ON invoice_payments
  REFERENCING OLD TABLE AS old_payments NEW TABLE AS new_payments
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_payments_refresh_paid_total();--> statement-breakpoint
CREATE TRIGGER invoice_payments_paid_total_delete AFTER DELETE ON invoice_payments
  REFERENCING OLD TABLE AS old_payments FOR EACH STATEMENT EXECUTE FUNCTION invoice_payments_refresh_paid_total();--> statement-breakpoint
UPDATE invoices i SET paid_total = paid.amount
FROM (SELECT invoice_id, sum(amount) AS amount FROM invoice_payments GROUP BY invoice_id) paid
WHERE i.id = paid.invoice_id;--> statement-breakpoint
-- The finance reports' pass over a range (suppliers, client-financials): one index-only scan per company,
-- kind and dates with every column they group or sum, the paid total included.
CREATE INDEX IF NOT EXISTS "invoices_report_idx" ON "invoices" USING btree ("event_company_id", "kind", "invoice_date")
  INCLUDE ("project_id", "supplier_id", "client_id", "currency", "total", "paid_total", "due_date");
