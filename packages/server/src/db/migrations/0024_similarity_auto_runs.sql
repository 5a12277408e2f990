ALTER TABLE "similarity_reports" ALTER COLUMN "requested_by" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "similarity_settings" ALTER COLUMN "exclude_quotes" SET DEFAULT false;