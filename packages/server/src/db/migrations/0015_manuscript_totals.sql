CREATE TABLE "manuscript_totals" (
	"press_id" integer NOT NULL,
	"journal_id" integer NOT NULL,
	"column_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "manuscript_totals_press_id_status_journal_id_column_id_pk" PRIMARY KEY("press_id","status","journal_id","column_id")
);
--> statement-breakpoint
INSERT INTO "manuscript_totals" ("press_id", "journal_id", "column_id", "status", "n")
SELECT "press_id", "journal_id", "column_id", "status", sum("n")::int FROM "manuscript_counts" GROUP BY 1, 2, 3, 4;
