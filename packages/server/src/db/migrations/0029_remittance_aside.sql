ALTER TABLE "remittances" ADD COLUMN "aside_by" integer;--> statement-breakpoint
ALTER TABLE "remittances" ADD COLUMN "aside_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "remittances" ADD CONSTRAINT "remittances_aside_by_users_id_fk" FOREIGN KEY ("aside_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;