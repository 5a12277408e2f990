ALTER TABLE "production_processes" ALTER COLUMN "created_by" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "review_processes" ALTER COLUMN "created_by" DROP NOT NULL;--> statement-breakpoint
-- A manuscript now names the process row it follows (a version number alone is ambiguous between
-- a journal's own process and the press default). Existing manuscripts: the built-in default they
-- followed (version 0) is stored as its press's version 0, as the server does from now on; another
-- version is the journal's own row of that number if it existed when the manuscript was submitted,
-- else the press default's. Then versions are made unique per scope: two saves at once could give
-- one number twice before; they are renumbered in their order (a set without doubles keeps its numbers).
ALTER TABLE "manuscripts" ADD COLUMN "review_process_id" integer;--> statement-breakpoint
ALTER TABLE "manuscripts" ADD COLUMN "production_process_id" integer;--> statement-breakpoint
INSERT INTO "review_processes" ("press_id", "journal_id", "version", "stages", "created_by")
  SELECT DISTINCT m."press_id", NULL::integer, 0, '[{"key":"first","enabled":true,"groupId":null,"templateId":null},{"key":"screening","enabled":true,"groupId":null,"templateId":null},{"key":"similarity","enabled":true,"groupId":null,"templateId":null},{"key":"reReview","enabled":true,"groupId":null,"templateId":null},{"key":"expert","enabled":true,"groupId":null,"templateId":null},{"key":"final","enabled":true,"groupId":null,"templateId":null},{"key":"confirm","enabled":true,"groupId":null,"templateId":null}]'::jsonb, NULL::integer FROM "manuscripts" m
  WHERE m."review_process_version" = 0 AND NOT EXISTS (
    SELECT 1 FROM "review_processes" r WHERE r."press_id" = m."press_id" AND r."journal_id" IS NULL AND r."version" = 0);--> statement-breakpoint
INSERT INTO "production_processes" ("press_id", "journal_id", "version", "steps", "created_by")
  SELECT DISTINCT m."press_id", NULL::integer, 0, '[{"key":"scheduling","enabled":true},{"key":"typesettingDispatch","enabled":true},{"key":"proofs","enabled":true},{"key":"filmOutput","enabled":true},{"key":"proofConfirmation","enabled":true},{"key":"printing","enabled":true},{"key":"mailing","enabled":true}]'::jsonb, NULL::integer FROM "manuscripts" m
  WHERE m."production_process_version" = 0 AND NOT EXISTS (
    SELECT 1 FROM "production_processes" p WHERE p."press_id" = m."press_id" AND p."journal_id" IS NULL AND p."version" = 0);--> statement-breakpoint
UPDATE "manuscripts" m SET "review_process_id" = coalesce(
  (SELECT r."id" FROM "review_processes" r WHERE r."press_id" = m."press_id" AND r."journal_id" = m."journal_id" AND r."version" = m."review_process_version" AND m."review_process_version" > 0 AND r."created_at" <= m."submitted_at" ORDER BY r."id" LIMIT 1),
  (SELECT r."id" FROM "review_processes" r WHERE r."press_id" = m."press_id" AND r."journal_id" IS NULL AND r."version" = m."review_process_version" ORDER BY r."id" LIMIT 1));--> statement-breakpoint
UPDATE "manuscripts" m SET "production_process_id" = coalesce(
  (SELECT p."id" FROM "production_processes" p WHERE p."press_id" = m."press_id" AND p."journal_id" = m."journal_id" AND p."version" = m."production_process_version" AND m."production_process_version" > 0 AND p."created_at" <= m."submitted_at" ORDER BY p."id" LIMIT 1),
  (SELECT p."id" FROM "production_processes" p WHERE p."press_id" = m."press_id" AND p."journal_id" IS NULL AND p."version" = m."production_process_version" ORDER BY p."id" LIMIT 1));--> statement-breakpoint
ALTER TABLE "manuscripts" ALTER COLUMN "review_process_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "manuscripts" ALTER COLUMN "production_process_id" SET NOT NULL;--> statement-breakpoint
UPDATE "review_processes" r SET "version" = d."rn" FROM (
  SELECT "id", row_number() OVER (PARTITION BY "press_id", coalesce("journal_id", 0) ORDER BY "version", "id") AS "rn"
  FROM "review_processes" WHERE "version" > 0) d
  WHERE r."id" = d."id" AND r."version" <> d."rn";--> statement-breakpoint
UPDATE "production_processes" p SET "version" = d."rn" FROM (
  SELECT "id", row_number() OVER (PARTITION BY "press_id", coalesce("journal_id", 0) ORDER BY "version", "id") AS "rn"
  FROM "production_processes" WHERE "version" > 0) d
  WHERE p."id" = d."id" AND p."version" <> d."rn";--> statement-breakpoint
ALTER TABLE "manuscripts" ADD CONSTRAINT "manuscripts_review_process_id_review_processes_id_fk" FOREIGN KEY ("review_process_id") REFERENCES "public"."review_processes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manuscripts" ADD CONSTRAINT "manuscripts_production_process_id_production_processes_id_fk" FOREIGN KEY ("production_process_id") REFERENCES "public"."production_processes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "production_processes_scope_version_uq" ON "production_processes" USING btree ("press_id",coalesce("journal_id", 0),"version");--> statement-breakpoint
CREATE UNIQUE INDEX "review_processes_scope_version_uq" ON "review_processes" USING btree ("press_id",coalesce("journal_id", 0),"version");