CREATE TABLE "issue_placements" (
	"manuscript_id" integer PRIMARY KEY NOT NULL,
	"issue_id" integer NOT NULL,
	"position" integer NOT NULL,
	"pages" integer DEFAULT 0 NOT NULL,
	"placed_by" integer NOT NULL,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "issue_placements" ADD CONSTRAINT "issue_placements_manuscript_id_manuscripts_id_fk" FOREIGN KEY ("manuscript_id") REFERENCES "public"."manuscripts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_placements" ADD CONSTRAINT "issue_placements_issue_id_journal_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."journal_issues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_placements" ADD CONSTRAINT "issue_placements_placed_by_users_id_fk" FOREIGN KEY ("placed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "issue_placements_issue_idx" ON "issue_placements" USING btree ("issue_id","position");