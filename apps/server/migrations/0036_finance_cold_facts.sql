ALTER TABLE "invoices" ADD COLUMN "project_responsible_id" bigint;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "project_created_by" bigint;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "first_sales_date" date;--> statement-breakpoint
-- Hand-written below (drizzle-kit models neither triggers nor INCLUDE). Two facts the finance reports read
-- in place of a join per row (decisions/0046 "Cold figures"), kept in the writing transaction whatever
-- writes: projects.first_sales_date, the date of the project's first sales invoice, and on each invoice
-- its project's responsible and creator, the columns the report scope filters on. The backfill runs
-- before the triggers and the indexes exist.
UPDATE invoices i SET project_responsible_id = p.responsible_id, project_created_by = p.created_by
FROM projects p
WHERE p.id = i.project_id;--> statement-breakpoint
UPDATE projects p SET first_sales_date = f.first_date
FROM (
  SELECT i.project_id, min(i.invoice_date) AS first_date
  FROM invoices i JOIN projects q ON q.id = i.project_id AND q.event_company_id = i.event_company_id
  WHERE i.kind = 'SALES'
  GROUP BY i.project_id
) f
WHERE p.id = f.project_id;--> statement-breakpoint
-- Recomputed, not incremented: the first sales invoice of the project in its own company, whatever was
-- written before. The projects are locked first (in id order, the lock an UPDATE takes, which leaves the
-- invoices' foreign-key share locks alone): a transaction writing a sales invoice of the same project
-- then waits, and the recomputation below (a statement of its own: a fresh snapshot under read
-- committed) sees what the other committed.
CREATE OR REPLACE FUNCTION projects_refresh_first_sales(project_ids bigint[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(project_ids) = 0 THEN
    RETURN;
  END IF;
  PERFORM 1 FROM projects WHERE id = ANY(project_ids) ORDER BY id FOR NO KEY UPDATE;
  UPDATE projects p SET first_sales_date = f.first_date
  FROM (
    SELECT q.id, (
      SELECT min(i.invoice_date) FROM invoices i
      WHERE i.project_id = q.id AND i.kind = 'SALES' AND i.event_company_id = q.event_company_id
    ) AS first_date
    FROM projects q WHERE q.id = ANY(project_ids)
  ) f
  WHERE p.id = f.id AND p.first_sales_date IS DISTINCT FROM f.first_date;
END
$$;--> statement-breakpoint
-- The projects whose first sales invoice may have moved: those of the sales invoices written, deleted, or
-- updated in a column the date depends on (an update of what is paid, the most frequent, changes none).
CREATE OR REPLACE FUNCTION invoices_refresh_first_sales() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM projects_refresh_first_sales(ARRAY(
      SELECT DISTINCT project_id FROM new_invoices WHERE kind = 'SALES' AND project_id IS NOT NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM projects_refresh_first_sales(ARRAY(
      SELECT DISTINCT project_id FROM old_invoices WHERE kind = 'SALES' AND project_id IS NOT NULL));
  ELSE
    PERFORM projects_refresh_first_sales(ARRAY(
      SELECT project_id FROM (
        (SELECT id, project_id, kind, invoice_date, event_company_id FROM old_invoices
          EXCEPT SELECT id, project_id, kind, invoice_date, event_company_id FROM new_invoices)
        UNION ALL
        (SELECT id, project_id, kind, invoice_date, event_company_id FROM new_invoices
          EXCEPT SELECT id, project_id, kind, invoice_date, event_company_id FROM old_invoices)
      ) changed
      WHERE kind = 'SALES' AND project_id IS NOT NULL
      GROUP BY project_id));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER invoices_first_sales_insert AFTER INSERT ON invoices
  REFERENCING NEW TABLE AS new_invoices FOR EACH STATEMENT EXECUTE FUNCTION invoices_refresh_first_sales();--> statement-breakpoint
CREATE TRIGGER invoices_first_sales_update AFTER UPDATE ON invoices
  REFERENCING OLD TABLE AS old_invoices NEW TABLE AS new_invoices
  FOR EACH STATEMENT EXECUTE FUNCTION invoices_refresh_first_sales();--> statement-breakpoint
CREATE TRIGGER invoices_first_sales_delete AFTER DELETE ON invoices
  REFERENCING OLD TABLE AS old_invoices FOR EACH STATEMENT EXECUTE FUNCTION invoices_refresh_first_sales();--> statement-breakpoint
-- An invoice takes its project's responsible and creator as it is written or moved to another project
-- (also when its project is deleted: the foreign key's SET NULL is an update), and whenever something
-- writes the copies themselves, so they cannot be set to anything else. The project's row is locked as
-- an update would: a change of the responsible running at the same time waits, or is waited for, and
-- its own trigger below then sees this invoice.
CREATE OR REPLACE FUNCTION invoices_copy_project_scope() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.project_id IS NULL THEN
    NEW.project_responsible_id := NULL;
    NEW.project_created_by := NULL;
  ELSE
    SELECT p.responsible_id, p.created_by INTO NEW.project_responsible_id, NEW.project_created_by
    FROM projects p WHERE p.id = NEW.project_id FOR NO KEY UPDATE;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER invoices_project_scope_insert BEFORE INSERT ON invoices
  FOR EACH ROW EXECUTE FUNCTION invoices_copy_project_scope();--> statement-breakpoint
CREATE TRIGGER invoices_project_scope_update BEFORE UPDATE ON invoices
  FOR EACH ROW WHEN (NEW.project_id IS DISTINCT FROM OLD.project_id
    OR NEW.project_responsible_id IS DISTINCT FROM OLD.project_responsible_id
    OR NEW.project_created_by IS DISTINCT FROM OLD.project_created_by)
  EXECUTE FUNCTION invoices_copy_project_scope();--> statement-breakpoint
-- A project's new responsible or creator reaches its invoices (a row trigger: transition tables cannot
-- name columns, and this fires only for rows where one of the two changed).
CREATE OR REPLACE FUNCTION projects_copy_scope_to_invoices() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE invoices SET project_responsible_id = NEW.responsible_id, project_created_by = NEW.created_by
  WHERE project_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER projects_scope_to_invoices AFTER UPDATE OF responsible_id, created_by ON projects
  FOR EACH ROW WHEN (NEW.responsible_id IS DISTINCT FROM OLD.responsible_id
    OR NEW.created_by IS DISTINCT FROM OLD.created_by)
  EXECUTE FUNCTION projects_copy_scope_to_invoices();--> statement-breakpoint
CREATE INDEX "invoices_supplier_projects_idx" ON "invoices" USING btree ("supplier_id","invoice_date","event_company_id","currency","project_id","project_responsible_id","project_created_by") WHERE "invoices"."kind" = 'PURCHASE';--> statement-breakpoint
CREATE INDEX "projects_company_invoicing_idx" ON "projects" USING btree ("event_company_id","ends_at","id","responsible_id","created_by","first_sales_date") WHERE "projects"."stage" between 8 and 11;--> statement-breakpoint
-- The finance reports' range pass (0035) also carries the scope columns: a scoped report filters in the
-- index instead of joining the scope's projects.
DROP INDEX IF EXISTS "invoices_report_idx";--> statement-breakpoint
CREATE INDEX "invoices_report_idx" ON "invoices" USING btree ("event_company_id", "kind", "invoice_date")
  INCLUDE ("project_id", "supplier_id", "client_id", "currency", "total", "paid_total", "due_date",
    "project_responsible_id", "project_created_by");
--> statement-breakpoint
-- Client-financials' open amounts, ageing and overdue: only the sales invoices not fully paid (most are
-- paid), from the index alone.
CREATE INDEX "invoices_report_open_idx" ON "invoices" USING btree ("event_company_id", "kind", "invoice_date")
  INCLUDE ("client_id", "currency", "total", "paid_total", "due_date", "project_id",
    "project_responsible_id", "project_created_by")
  WHERE "paid_total" < "total";
