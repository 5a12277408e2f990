CREATE TABLE "revision_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"press_id" integer NOT NULL,
	"journal_id" integer NOT NULL,
	"manuscript_id" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"reason" text NOT NULL,
	"proposed" jsonb NOT NULL,
	"original" jsonb NOT NULL,
	"file_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"requested_by_type" text NOT NULL,
	"requested_by_id" integer NOT NULL,
	"submitted_at" timestamp with time zone,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decision_note" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "revision_requests" ADD CONSTRAINT "revision_requests_press_id_presses_id_fk" FOREIGN KEY ("press_id") REFERENCES "public"."presses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revision_requests" ADD CONSTRAINT "revision_requests_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revision_requests" ADD CONSTRAINT "revision_requests_manuscript_id_manuscripts_id_fk" FOREIGN KEY ("manuscript_id") REFERENCES "public"."manuscripts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revision_requests" ADD CONSTRAINT "revision_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "revision_requests_press_idx" ON "revision_requests" USING btree ("press_id","status","submitted_at");--> statement-breakpoint
CREATE INDEX "revision_requests_manuscript_idx" ON "revision_requests" USING btree ("manuscript_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "revision_requests_open_uq" ON "revision_requests" USING btree ("manuscript_id") WHERE status = 1;