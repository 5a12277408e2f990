ALTER TABLE "authors" ADD COLUMN "registered_by" integer;--> statement-breakpoint
ALTER TABLE "authors" ADD CONSTRAINT "authors_registered_by_users_id_fk" FOREIGN KEY ("registered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "authors_registered_by_idx" ON "authors" USING btree ("registered_by","id") WHERE registered_by is not null;--> statement-breakpoint
CREATE INDEX "manuscripts_referrer_idx" ON "manuscripts" USING btree ("referrer_id","submitted_at") WHERE referrer_id is not null;