DROP INDEX "tasks_company_deadline_idx";--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "responsible_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL;--> statement-breakpoint
-- tasks.responsible_ids mirrors task_responsibles (hand-written: drizzle-kit does not model triggers).
UPDATE "tasks" SET "responsible_ids" = r.ids FROM (
  SELECT "task_id", array_agg("user_id" ORDER BY "user_id") AS ids FROM "task_responsibles" GROUP BY "task_id"
) r WHERE r."task_id" = "tasks"."id";--> statement-breakpoint
CREATE FUNCTION "tasks_sync_responsible_ids"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "tasks" t SET "responsible_ids" = coalesce(
    (SELECT array_agg(r."user_id" ORDER BY r."user_id") FROM "task_responsibles" r WHERE r."task_id" = t."id"),
    '{}'::bigint[])
  WHERE t."id" IN (SELECT "task_id" FROM changed);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "task_responsibles_ids_after_insert" AFTER INSERT ON "task_responsibles"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "tasks_sync_responsible_ids"();--> statement-breakpoint
CREATE TRIGGER "task_responsibles_ids_after_delete" AFTER DELETE ON "task_responsibles"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "tasks_sync_responsible_ids"();--> statement-breakpoint
CREATE FUNCTION "tasks_sync_responsible_ids_of_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "tasks" t SET "responsible_ids" = coalesce(
    (SELECT array_agg(r."user_id" ORDER BY r."user_id") FROM "task_responsibles" r WHERE r."task_id" = t."id"),
    '{}'::bigint[])
  WHERE t."id" IN (OLD."task_id", NEW."task_id");
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Only a change of who or which task (the open flag changes on every completion and needs nothing).
CREATE TRIGGER "task_responsibles_ids_after_update" AFTER UPDATE ON "task_responsibles" FOR EACH ROW
  WHEN (OLD."user_id" IS DISTINCT FROM NEW."user_id" OR OLD."task_id" IS DISTINCT FROM NEW."task_id")
  EXECUTE FUNCTION "tasks_sync_responsible_ids_of_row"();--> statement-breakpoint
CREATE INDEX "meetings_calendar_idx" ON "meetings" USING btree ("event_company_id","starts_at","ends_at","created_by","id","meeting_type_id","project_id","subject") WHERE "meetings"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "tasks_calendar_idx" ON "tasks" USING btree ("event_company_id","deadline_at","creator_id","responsible_ids","is_milestone","completed_at","project_id","id","title");--> statement-breakpoint
CREATE INDEX "tasks_open_board_idx" ON "tasks" USING btree ("event_company_id","position","deadline_at","id","creator_id","responsible_ids") WHERE "tasks"."completed_at" is null;--> statement-breakpoint
CREATE INDEX "tasks_board_idx" ON "tasks" USING btree ("event_company_id","position","deadline_at","id","creator_id","responsible_ids");--> statement-breakpoint
CREATE INDEX "tasks_completed_board_idx" ON "tasks" USING btree ("event_company_id","completed_at" DESC NULLS FIRST,"position","deadline_at","id","creator_id","responsible_ids") WHERE "tasks"."completed_at" is not null;
