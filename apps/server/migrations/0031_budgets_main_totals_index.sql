-- The reports' main-budget lookup (event-side.md section 5): per project, the marked main budget or the
-- first, with its stored company totals, read from the index alone. Drizzle's index builder has no
-- INCLUDE, hence a hand-written migration.
CREATE INDEX IF NOT EXISTS "budgets_project_main_totals_idx" ON "budgets" USING btree ("project_id", "is_main" DESC, "created_at", "id") INCLUDE ("sell_total_company", "buy_total_company") WHERE "budgets"."deleted_at" is null;
