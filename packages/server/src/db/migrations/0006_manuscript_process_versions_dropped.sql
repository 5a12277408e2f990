ALTER TABLE "manuscripts" DROP COLUMN "review_process_version";--> statement-breakpoint
ALTER TABLE "manuscripts" DROP COLUMN "production_process_version";