ALTER TABLE "crossref_deposits" ADD COLUMN "result_checks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "crossref_deposits" ADD COLUMN "result_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "crossref_deposits" ADD COLUMN "success_count" integer;--> statement-breakpoint
ALTER TABLE "crossref_deposits" ADD COLUMN "failure_count" integer;--> statement-breakpoint
ALTER TABLE "crossref_deposits" ADD COLUMN "result_note" text;