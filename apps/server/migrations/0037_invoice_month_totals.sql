CREATE TABLE "invoice_month_totals" (
	"event_company_id" bigint NOT NULL,
	"kind" varchar(10) NOT NULL,
	"month" date NOT NULL,
	"party_id" bigint NOT NULL,
	"currency" varchar(3) NOT NULL,
	"invoice_count" integer NOT NULL,
	"total" numeric(18, 2) NOT NULL,
	"paid_total" numeric(18, 2) NOT NULL,
	CONSTRAINT "invoice_month_totals_event_company_id_kind_month_party_id_currency_pk" PRIMARY KEY("event_company_id","kind","month","party_id","currency")
);
--> statement-breakpoint
-- Hand-written below (drizzle-kit models no triggers). The month totals are kept by adding what each
-- statement on invoices changed (its new rows less its old ones, per key): an upsert is atomic per row,
-- so transactions writing invoices of one key at once each add their own part, and the keys are written
-- in their order, so two such statements cannot deadlock on them. An update that changes no key's
-- figures (a note, a due date) writes nothing.
CREATE OR REPLACE FUNCTION invoices_refresh_month_totals() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  WITH changed AS (
    SELECT event_company_id, kind, date_trunc('month', invoice_date)::date AS month,
      coalesce(supplier_id, client_id) AS party_id, currency, 1 AS n, total, paid_total
    FROM new_invoices
    UNION ALL
    SELECT event_company_id, kind, date_trunc('month', invoice_date)::date,
      coalesce(supplier_id, client_id), currency, -1, -total, -paid_total
    FROM old_invoices
  )
  INSERT INTO invoice_month_totals AS t (event_company_id, kind, month, party_id, currency, invoice_count, total, paid_total)
  SELECT event_company_id, kind, month, party_id, currency, sum(n), sum(total), sum(paid_total)
  FROM changed
  GROUP BY event_company_id, kind, month, party_id, currency
  HAVING sum(n) <> 0 OR sum(total) <> 0 OR sum(paid_total) <> 0
  ORDER BY event_company_id, kind, month, party_id, currency
  ON CONFLICT (event_company_id, kind, month, party_id, currency) DO UPDATE
  SET invoice_count = t.invoice_count + excluded.invoice_count, total = t.total + excluded.total,
    paid_total = t.paid_total + excluded.paid_total;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Inserts and deletes have their own functions: a trigger's function may name only the transition
-- tables its trigger declares.
CREATE OR REPLACE FUNCTION invoices_month_totals_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO invoice_month_totals AS t (event_company_id, kind, month, party_id, currency, invoice_count, total, paid_total)
  SELECT event_company_id, kind, date_trunc('month', invoice_date)::date, coalesce(supplier_id, client_id), currency,
    count(*), sum(total), sum(paid_total)
  FROM new_invoices
  GROUP BY 1, 2, 3, 4, 5
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (event_company_id, kind, month, party_id, currency) DO UPDATE
  SET invoice_count = t.invoice_count + excluded.invoice_count, total = t.total + excluded.total,
    paid_total = t.paid_total + excluded.paid_total;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION invoices_month_totals_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO invoice_month_totals AS t (event_company_id, kind, month, party_id, currency, invoice_count, total, paid_total)
  SELECT event_company_id, kind, date_trunc('month', invoice_date)::date, coalesce(supplier_id, client_id), currency,
    -count(*), -sum(total), -sum(paid_total)
  FROM old_invoices
  GROUP BY 1, 2, 3, 4, 5
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (event_company_id, kind, month, party_id, currency) DO UPDATE
  SET invoice_count = t.invoice_count + excluded.invoice_count, total = t.total + excluded.total,
    paid_total = t.paid_total + excluded.paid_total;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER invoices_month_totals_insert AFTER INSERT ON invoices
  REFERENCING NEW TABLE AS new_invoices FOR EACH STATEMENT EXECUTE FUNCTION invoices_month_totals_insert();--> statement-breakpoint
CREATE TRIGGER invoices_month_totals_update AFTER UPDATE ON invoices
  REFERENCING OLD TABLE AS old_invoices NEW TABLE AS new_invoices
  FOR EACH STATEMENT EXECUTE FUNCTION invoices_refresh_month_totals();--> statement-breakpoint
CREATE TRIGGER invoices_month_totals_delete AFTER DELETE ON invoices
  REFERENCING OLD TABLE AS old_invoices FOR EACH STATEMENT EXECUTE FUNCTION invoices_month_totals_delete();--> statement-breakpoint
-- TRUNCATE fires no delete trigger: the totals go with the invoices.
CREATE OR REPLACE FUNCTION invoices_month_totals_truncate() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM invoice_month_totals;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER invoices_month_totals_truncate AFTER TRUNCATE ON invoices
  FOR EACH STATEMENT EXECUTE FUNCTION invoices_month_totals_truncate();--> statement-breakpoint
INSERT INTO invoice_month_totals (event_company_id, kind, month, party_id, currency, invoice_count, total, paid_total)
SELECT event_company_id, kind, date_trunc('month', invoice_date)::date, coalesce(supplier_id, client_id), currency,
  count(*), sum(total), sum(paid_total)
FROM invoices
GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
-- The reports read a range's months from the index alone (a fifth off the suppliers statement); the
-- primary key stays the key the triggers' upserts name.
CREATE INDEX "invoice_month_totals_report_idx" ON "invoice_month_totals" USING btree ("event_company_id", "kind", "month")
  INCLUDE ("party_id", "currency", "invoice_count", "total", "paid_total");
