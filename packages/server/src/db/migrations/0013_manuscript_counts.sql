CREATE TABLE "manuscript_counts" (
	"press_id" integer NOT NULL,
	"journal_id" integer NOT NULL,
	"column_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"day" date NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "manuscript_counts_press_id_journal_id_column_id_status_day_pk" PRIMARY KEY("press_id","journal_id","column_id","status","day")
);
--> statement-breakpoint
CREATE INDEX "manuscript_counts_press_status_idx" ON "manuscript_counts" USING btree ("press_id","status");--> statement-breakpoint
INSERT INTO "manuscript_counts" ("press_id", "journal_id", "column_id", "status", "day", "n")
SELECT "press_id", "journal_id", "column_id", "status", (("submitted_at" AT TIME ZONE 'UTC') + interval '8 hours')::date, count(*)::int
FROM "manuscripts"
GROUP BY 1, 2, 3, 4, 5;
