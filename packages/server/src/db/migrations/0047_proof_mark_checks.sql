ALTER TABLE "proof_marks" ADD COLUMN "check_result" text;--> statement-breakpoint
ALTER TABLE "proof_marks" ADD COLUMN "check_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "proof_marks" ADD COLUMN "checked_by" integer;--> statement-breakpoint
ALTER TABLE "proof_marks" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "proof_marks" ADD COLUMN "carried_from" integer;--> statement-breakpoint
ALTER TABLE "proof_marks" ADD CONSTRAINT "proof_marks_checked_by_users_id_fk" FOREIGN KEY ("checked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_marks" ADD CONSTRAINT "proof_marks_carried_from_proof_marks_id_fk" FOREIGN KEY ("carried_from") REFERENCES "public"."proof_marks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proof_marks_unchecked_idx" ON "proof_marks" USING btree ("manuscript_id","round") WHERE "proof_marks"."checked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "proof_marks_carried_uq" ON "proof_marks" USING btree ("carried_from");