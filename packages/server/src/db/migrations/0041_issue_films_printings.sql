CREATE TABLE "issue_films" (
	"id" serial PRIMARY KEY NOT NULL,
	"issue_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"kind" text NOT NULL,
	"entries" jsonb NOT NULL,
	"uploaded_by" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "issue_printings" (
	"issue_id" integer PRIMARY KEY NOT NULL,
	"printing_house" text NOT NULL,
	"run_size" integer NOT NULL,
	"started_by" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"copies_delivered" integer,
	"completed_on" date,
	"completed_by" integer
);
--> statement-breakpoint
ALTER TABLE "issue_films" ADD CONSTRAINT "issue_films_issue_id_journal_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."journal_issues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_films" ADD CONSTRAINT "issue_films_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_films" ADD CONSTRAINT "issue_films_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_printings" ADD CONSTRAINT "issue_printings_issue_id_journal_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."journal_issues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_printings" ADD CONSTRAINT "issue_printings_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_printings" ADD CONSTRAINT "issue_printings_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "issue_films_issue_idx" ON "issue_films" USING btree ("issue_id","id");