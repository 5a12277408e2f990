ALTER TABLE "manuscripts" ADD COLUMN "annex_status" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "manuscripts" ADD COLUMN "supplement_status" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "manuscripts" ADD COLUMN "meeting_sign" smallint;--> statement-breakpoint
ALTER TABLE "manuscripts" ADD COLUMN "ignore_status" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "manuscripts" ADD COLUMN "order_status" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "manuscripts" ADD COLUMN "ignored_by" integer;--> statement-breakpoint
ALTER TABLE "manuscripts" ADD COLUMN "scheduling_type" smallint;--> statement-breakpoint
ALTER TABLE "manuscripts" ADD COLUMN "foundation_status" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "manuscripts" ADD COLUMN "audit_user_id" integer;--> statement-breakpoint
ALTER TABLE "manuscripts" ADD COLUMN "audit_sign" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "manuscripts" ADD COLUMN "other_status" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "manuscripts" ADD COLUMN "audit_schedule_status" smallint;--> statement-breakpoint
ALTER TABLE "manuscripts" ADD CONSTRAINT "manuscripts_ignored_by_users_id_fk" FOREIGN KEY ("ignored_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manuscripts" ADD CONSTRAINT "manuscripts_audit_user_id_users_id_fk" FOREIGN KEY ("audit_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
UPDATE "manuscripts" SET "foundation_status" = 1 WHERE "foundation_flag" = 1;
