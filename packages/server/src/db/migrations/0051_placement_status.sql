-- An issue's placements carry their manuscript's status (issue 23/24: the issue-level lists asked,
-- per issue and per request, which statuses its articles are at by joining every placement to its
-- manuscript: 1-5 req/s at a million manuscripts). The database keeps the copy, so no writer can
-- forget it: a placement written takes its manuscript's status, and a manuscript's status change
-- is copied to its placement in the same transaction. The app never writes the column.
ALTER TABLE "issue_placements" ADD COLUMN "status" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "issue_placements" p SET "status" = m."status" FROM "manuscripts" m WHERE m."id" = p."manuscript_id";--> statement-breakpoint
CREATE INDEX "issue_placements_issue_status_idx" ON "issue_placements" USING btree ("issue_id","status");--> statement-breakpoint
CREATE OR REPLACE FUNCTION jb_placement_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT m.status INTO NEW.status FROM manuscripts m WHERE m.id = NEW.manuscript_id;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER issue_placements_status BEFORE INSERT OR UPDATE ON "issue_placements"
  FOR EACH ROW EXECUTE FUNCTION jb_placement_status();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION jb_manuscript_status_to_placement() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE issue_placements SET status = NEW.status WHERE manuscript_id = NEW.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER manuscripts_placement_status AFTER UPDATE OF status ON "manuscripts"
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION jb_manuscript_status_to_placement();
--> statement-breakpoint
-- The new column's statistics at once, so the lists' plans see it before autovacuum does.
ANALYZE "issue_placements";
