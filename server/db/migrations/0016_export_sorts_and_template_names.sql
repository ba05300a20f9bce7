DROP INDEX "work_order_templates_company_id_idx";--> statement-breakpoint
CREATE INDEX "assignments_company_id_start_at_idx" ON "assignments" USING btree ("company_id","start_at","id");--> statement-breakpoint
CREATE INDEX "assignments_company_id_title_idx" ON "assignments" USING btree ("company_id","title","id");--> statement-breakpoint
CREATE INDEX "assignments_company_id_status_idx" ON "assignments" USING btree ("company_id","status","id");--> statement-breakpoint
-- Template names are stored trimmed, one per company whatever its case: names saved before the
-- index that would clash (only a race between two saves could make them) keep the oldest as it is
-- and get their id appended, so the unique index can be built on any existing data.
UPDATE "work_order_templates" SET "name" = btrim("name") WHERE "name" <> btrim("name");--> statement-breakpoint
UPDATE "work_order_templates" AS "t" SET "name" = "t"."name" || ' (' || "t"."id" || ')'
WHERE EXISTS (
  SELECT 1 FROM "work_order_templates" AS "o"
  WHERE "o"."company_id" = "t"."company_id" AND lower("o"."name") = lower("t"."name") AND "o"."id" < "t"."id"
);--> statement-breakpoint
CREATE UNIQUE INDEX "work_order_templates_company_id_name_idx" ON "work_order_templates" USING btree ("company_id",lower("name"));
