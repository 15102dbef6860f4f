ALTER TABLE "project_photos" ADD COLUMN "upload_bytes" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Photos stored before this column: what each took is unknown (the bytes sent were not kept), so each
-- link's used_bytes is shared among its photos by their stored sizes; the shares add up to used_bytes.
UPDATE "project_photos" AS p
SET "upload_bytes" = floor(l."used_bytes"::numeric * p."size" / t."total")::bigint
FROM "photo_upload_links" AS l,
  (SELECT "link_id", sum("size") AS "total" FROM "project_photos" WHERE "link_id" IS NOT NULL GROUP BY "link_id") AS t
WHERE p."link_id" = l."id" AND t."link_id" = l."id" AND t."total" > 0;
