CREATE TABLE "annex_audits" (
	"id" serial PRIMARY KEY NOT NULL,
	"manuscript_id" integer NOT NULL,
	"action" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"kind_names" text[] DEFAULT '{}' NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_annex_kinds" (
	"id" serial PRIMARY KEY NOT NULL,
	"journal_id" integer NOT NULL,
	"name" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "annex_audits" ADD CONSTRAINT "annex_audits_manuscript_id_manuscripts_id_fk" FOREIGN KEY ("manuscript_id") REFERENCES "public"."manuscripts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_annex_kinds" ADD CONSTRAINT "journal_annex_kinds_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "annex_audits_manuscript_idx" ON "annex_audits" USING btree ("manuscript_id","id");--> statement-breakpoint
CREATE INDEX "annex_audits_created_idx" ON "annex_audits" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "journal_annex_kinds_journal_idx" ON "journal_annex_kinds" USING btree ("journal_id","sort");