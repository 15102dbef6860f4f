ALTER TABLE "projects" ADD COLUMN "main_sell_total" numeric(18, 2);--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "main_buy_total" numeric(18, 2);--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "cancelled_from" smallint;--> statement-breakpoint
CREATE INDEX "projects_company_facts_idx" ON "projects" USING btree ("event_company_id","starts_at","stage","responsible_id","created_by","client_id","cancelled_from","lead_currency","lead_value","main_sell_total","main_buy_total");--> statement-breakpoint
-- The report facts kept on the project (decisions/0045 "Facts kept on the project"): the main budget's
-- stored totals (the budget marked main, else the first by created_at, id) and the stage of the latest move
-- into CANCELLED. Kept by statement triggers in the writing transaction, whatever code path writes.
CREATE OR REPLACE FUNCTION projects_refresh_main_totals(project_ids bigint[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE projects p
  SET main_sell_total = main.sell_total_company, main_buy_total = main.buy_total_company
  FROM unnest(project_ids) AS ids(id)
  LEFT JOIN LATERAL (
    SELECT b.sell_total_company, b.buy_total_company FROM budgets b
    WHERE b.project_id = ids.id AND b.deleted_at IS NULL
    ORDER BY b.is_main DESC, b.created_at, b.id
    LIMIT 1
  ) main ON true
  WHERE p.id = ids.id
    AND (p.main_sell_total IS DISTINCT FROM main.sell_total_company
      OR p.main_buy_total IS DISTINCT FROM main.buy_total_company)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION budgets_refresh_project_facts() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM projects_refresh_main_totals(ARRAY(SELECT DISTINCT project_id FROM new_budgets));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM projects_refresh_main_totals(ARRAY(SELECT DISTINCT project_id FROM old_budgets));
  ELSE
    PERFORM projects_refresh_main_totals(
      ARRAY(SELECT project_id FROM new_budgets UNION SELECT project_id FROM old_budgets));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER budgets_project_facts_insert AFTER INSERT ON budgets
  REFERENCING NEW TABLE AS new_budgets FOR EACH STATEMENT EXECUTE FUNCTION budgets_refresh_project_facts();--> statement-breakpoint
CREATE TRIGGER budgets_project_facts_update AFTER UPDATE ON budgets
  REFERENCING OLD TABLE AS old_budgets NEW TABLE AS new_budgets
  FOR EACH STATEMENT EXECUTE FUNCTION budgets_refresh_project_facts();--> statement-breakpoint
CREATE TRIGGER budgets_project_facts_delete AFTER DELETE ON budgets
  REFERENCING OLD TABLE AS old_budgets FOR EACH STATEMENT EXECUTE FUNCTION budgets_refresh_project_facts();--> statement-breakpoint
CREATE OR REPLACE FUNCTION project_events_refresh_cancelled_from() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE projects p SET cancelled_from = (
    SELECT (e.data->>'from_stage')::smallint FROM project_events e
    WHERE e.project_id = p.id AND e.kind = 'stage_changed' AND e.data->>'to_stage' = '13'
    ORDER BY e.created_at DESC, e.id DESC
    LIMIT 1)
  WHERE p.id IN (
    SELECT project_id FROM new_events WHERE kind = 'stage_changed' AND data->>'to_stage' = '13');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER project_events_cancelled_from AFTER INSERT ON project_events
  REFERENCING NEW TABLE AS new_events FOR EACH STATEMENT EXECUTE FUNCTION project_events_refresh_cancelled_from();--> statement-breakpoint
SELECT projects_refresh_main_totals(ARRAY(SELECT DISTINCT project_id FROM budgets));--> statement-breakpoint
UPDATE projects p SET cancelled_from = moved.from_stage
FROM (
  SELECT DISTINCT ON (e.project_id) e.project_id, (e.data->>'from_stage')::smallint AS from_stage
  FROM project_events e
  WHERE e.kind = 'stage_changed' AND e.data->>'to_stage' = '13'
  ORDER BY e.project_id, e.created_at DESC, e.id DESC
) moved
WHERE p.id = moved.project_id;
