ALTER TABLE "journals" ADD COLUMN "code" text;--> statement-breakpoint
UPDATE "journals" SET "code" = 'j' || "id";--> statement-breakpoint
ALTER TABLE "journals" ALTER COLUMN "code" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "journals_code_key" ON "journals" USING btree ("code");
