CREATE TABLE "author_login_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"press_id" integer NOT NULL,
	"journal_id" integer NOT NULL,
	"author_id" integer,
	"phone" text NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"location" text NOT NULL,
	"result" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "author_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"author_id" integer NOT NULL,
	"journal_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "authors" (
	"id" serial PRIMARY KEY NOT NULL,
	"press_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"password_hash" text NOT NULL,
	"blacklist_type" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manuscript_counters" (
	"journal_id" integer NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "manuscript_counters_journal_id_year_pk" PRIMARY KEY("journal_id","year")
);
--> statement-breakpoint
CREATE TABLE "manuscript_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"manuscript_id" integer NOT NULL,
	"action" text NOT NULL,
	"from_status" smallint,
	"to_status" smallint NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manuscripts" (
	"id" serial PRIMARY KEY NOT NULL,
	"press_id" integer NOT NULL,
	"journal_id" integer NOT NULL,
	"column_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"article_no" text NOT NULL,
	"title" text NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"abstract" text DEFAULT '' NOT NULL,
	"fund_level" smallint,
	"status" smallint NOT NULL,
	"review_process_version" integer NOT NULL,
	"production_process_version" integer NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "author_login_records" ADD CONSTRAINT "author_login_records_press_id_presses_id_fk" FOREIGN KEY ("press_id") REFERENCES "public"."presses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "author_login_records" ADD CONSTRAINT "author_login_records_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "author_login_records" ADD CONSTRAINT "author_login_records_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "author_sessions" ADD CONSTRAINT "author_sessions_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "author_sessions" ADD CONSTRAINT "author_sessions_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authors" ADD CONSTRAINT "authors_press_id_presses_id_fk" FOREIGN KEY ("press_id") REFERENCES "public"."presses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manuscript_counters" ADD CONSTRAINT "manuscript_counters_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manuscript_events" ADD CONSTRAINT "manuscript_events_manuscript_id_manuscripts_id_fk" FOREIGN KEY ("manuscript_id") REFERENCES "public"."manuscripts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manuscripts" ADD CONSTRAINT "manuscripts_press_id_presses_id_fk" FOREIGN KEY ("press_id") REFERENCES "public"."presses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manuscripts" ADD CONSTRAINT "manuscripts_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manuscripts" ADD CONSTRAINT "manuscripts_column_id_journal_columns_id_fk" FOREIGN KEY ("column_id") REFERENCES "public"."journal_columns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manuscripts" ADD CONSTRAINT "manuscripts_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "author_login_records_journal_time_idx" ON "author_login_records" USING btree ("journal_id","created_at","id");--> statement-breakpoint
CREATE INDEX "author_login_records_journal_phone_idx" ON "author_login_records" USING btree ("journal_id","phone","id");--> statement-breakpoint
CREATE UNIQUE INDEX "author_sessions_token_uq" ON "author_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "author_sessions_author_idx" ON "author_sessions" USING btree ("author_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "authors_press_phone_uq" ON "authors" USING btree ("press_id","phone");--> statement-breakpoint
CREATE INDEX "manuscript_events_manuscript_idx" ON "manuscript_events" USING btree ("manuscript_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "manuscripts_press_no_uq" ON "manuscripts" USING btree ("press_id","article_no");--> statement-breakpoint
CREATE INDEX "manuscripts_journal_status_idx" ON "manuscripts" USING btree ("journal_id","status");--> statement-breakpoint
CREATE INDEX "manuscripts_press_status_idx" ON "manuscripts" USING btree ("press_id","status","submitted_at");--> statement-breakpoint
CREATE INDEX "manuscripts_author_idx" ON "manuscripts" USING btree ("author_id","submitted_at");