CREATE TABLE "manuscript_authors" (
	"manuscript_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"name" text NOT NULL,
	"affiliation" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"corresponding" boolean DEFAULT false NOT NULL,
	CONSTRAINT "manuscript_authors_manuscript_id_position_pk" PRIMARY KEY("manuscript_id","position")
);
--> statement-breakpoint
ALTER TABLE "manuscripts" ADD COLUMN "nature_article_type" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "manuscripts" ADD COLUMN "subject_id" integer;--> statement-breakpoint
ALTER TABLE "manuscripts" ADD COLUMN "foundation_flag" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "manuscripts" ADD COLUMN "fund_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "manuscripts" ADD COLUMN "fund_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "manuscript_authors" ADD CONSTRAINT "manuscript_authors_manuscript_id_manuscripts_id_fk" FOREIGN KEY ("manuscript_id") REFERENCES "public"."manuscripts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manuscripts" ADD CONSTRAINT "manuscripts_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
UPDATE "manuscripts" SET "foundation_flag" = 1 WHERE "fund_level" IS NOT NULL;
