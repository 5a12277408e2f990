CREATE TABLE "archive_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"issue_id" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"findings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"requested_by" integer NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "archive_checks" ADD CONSTRAINT "archive_checks_issue_id_journal_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."journal_issues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_checks" ADD CONSTRAINT "archive_checks_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "archive_checks_pending_uq" ON "archive_checks" USING btree ("issue_id") WHERE "archive_checks"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "archive_checks_issue_idx" ON "archive_checks" USING btree ("issue_id","id");