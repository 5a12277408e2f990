CREATE TABLE "article_publications" (
	"manuscript_id" integer PRIMARY KEY NOT NULL,
	"issue_id" integer NOT NULL,
	"doi" text NOT NULL,
	"first_page" integer NOT NULL,
	"last_page" integer NOT NULL,
	"published_on" date NOT NULL,
	"published_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "journals" ADD COLUMN "doi_prefix" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "journals" ADD COLUMN "doi_pattern" text DEFAULT '{code}.{year}.{number}.{seq}' NOT NULL;--> statement-breakpoint
ALTER TABLE "article_publications" ADD CONSTRAINT "article_publications_manuscript_id_manuscripts_id_fk" FOREIGN KEY ("manuscript_id") REFERENCES "public"."manuscripts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_publications" ADD CONSTRAINT "article_publications_issue_id_journal_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."journal_issues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_publications" ADD CONSTRAINT "article_publications_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "article_publications_doi_uq" ON "article_publications" USING btree ("doi");--> statement-breakpoint
CREATE INDEX "article_publications_issue_idx" ON "article_publications" USING btree ("issue_id");