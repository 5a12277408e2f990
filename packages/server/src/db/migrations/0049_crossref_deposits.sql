CREATE TABLE "crossref_deposits" (
	"id" serial PRIMARY KEY NOT NULL,
	"issue_id" integer NOT NULL,
	"press_id" integer NOT NULL,
	"batch_id" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"submitted_at" timestamp with time zone,
	"doi_count" integer NOT NULL,
	"requested_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crossref_deposits" ADD CONSTRAINT "crossref_deposits_issue_id_journal_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."journal_issues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crossref_deposits" ADD CONSTRAINT "crossref_deposits_press_id_presses_id_fk" FOREIGN KEY ("press_id") REFERENCES "public"."presses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crossref_deposits" ADD CONSTRAINT "crossref_deposits_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crossref_deposits_pending_uq" ON "crossref_deposits" USING btree ("issue_id") WHERE "crossref_deposits"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "crossref_deposits_issue_idx" ON "crossref_deposits" USING btree ("issue_id","id");