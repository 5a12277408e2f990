ALTER TABLE "proof_marks" ALTER COLUMN "created_by" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "journals" ADD COLUMN "author_proofreads" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "proof_marks" ADD COLUMN "author_id" integer;--> statement-breakpoint
ALTER TABLE "proof_marks" ADD CONSTRAINT "proof_marks_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_marks" ADD CONSTRAINT "proof_marks_one_marker" CHECK (("proof_marks"."created_by" is null) <> ("proof_marks"."author_id" is null));