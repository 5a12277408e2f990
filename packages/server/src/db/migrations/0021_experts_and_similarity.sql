CREATE TABLE "expert_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"manuscript_id" integer NOT NULL,
	"expert_id" integer NOT NULL,
	"invited_by" integer NOT NULL,
	"state" text NOT NULL,
	"alternate_rank" smallint,
	"round" smallint DEFAULT 0 NOT NULL,
	"invited_at" timestamp with time zone,
	"due_at" timestamp with time zone,
	"responded_at" timestamp with time zone,
	"decline_reason" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expert_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"press_id" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"affiliation" text DEFAULT '' NOT NULL,
	"subject_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"research_areas" text DEFAULT '' NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"bank_account" text DEFAULT '' NOT NULL,
	"account_name" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expert_reviews" (
	"invitation_id" integer PRIMARY KEY NOT NULL,
	"scores" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"recommendation" text,
	"to_author" text DEFAULT '' NOT NULL,
	"to_editor" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone,
	"fee_fen" integer DEFAULT 0 NOT NULL,
	"fee_status" smallint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "similarity_bands" (
	"document_id" integer NOT NULL,
	"band" smallint NOT NULL,
	"hash" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "similarity_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"press_id" integer NOT NULL,
	"journal_id" integer NOT NULL,
	"manuscript_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"engine_version" smallint NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "similarity_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"manuscript_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"state" text NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"settings" jsonb NOT NULL,
	"result" jsonb,
	"overall_tenths" integer,
	"requested_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "similarity_settings" (
	"journal_id" integer PRIMARY KEY NOT NULL,
	"exclude_quotes" boolean DEFAULT true NOT NULL,
	"exclude_references" boolean DEFAULT true NOT NULL,
	"exclude_abstract" boolean DEFAULT false NOT NULL,
	"min_match_length" smallint DEFAULT 13 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "expert_invitations" ADD CONSTRAINT "expert_invitations_manuscript_id_manuscripts_id_fk" FOREIGN KEY ("manuscript_id") REFERENCES "public"."manuscripts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_invitations" ADD CONSTRAINT "expert_invitations_expert_id_users_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_invitations" ADD CONSTRAINT "expert_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_profiles" ADD CONSTRAINT "expert_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_profiles" ADD CONSTRAINT "expert_profiles_press_id_presses_id_fk" FOREIGN KEY ("press_id") REFERENCES "public"."presses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_reviews" ADD CONSTRAINT "expert_reviews_invitation_id_expert_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."expert_invitations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "similarity_bands" ADD CONSTRAINT "similarity_bands_document_id_similarity_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."similarity_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "similarity_documents" ADD CONSTRAINT "similarity_documents_press_id_presses_id_fk" FOREIGN KEY ("press_id") REFERENCES "public"."presses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "similarity_documents" ADD CONSTRAINT "similarity_documents_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "similarity_documents" ADD CONSTRAINT "similarity_documents_manuscript_id_manuscripts_id_fk" FOREIGN KEY ("manuscript_id") REFERENCES "public"."manuscripts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "similarity_documents" ADD CONSTRAINT "similarity_documents_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "similarity_reports" ADD CONSTRAINT "similarity_reports_manuscript_id_manuscripts_id_fk" FOREIGN KEY ("manuscript_id") REFERENCES "public"."manuscripts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "similarity_reports" ADD CONSTRAINT "similarity_reports_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "similarity_reports" ADD CONSTRAINT "similarity_reports_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "similarity_settings" ADD CONSTRAINT "similarity_settings_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expert_invitations_manuscript_idx" ON "expert_invitations" USING btree ("manuscript_id","id");--> statement-breakpoint
CREATE INDEX "expert_invitations_expert_idx" ON "expert_invitations" USING btree ("expert_id","state","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "expert_invitations_live_uq" ON "expert_invitations" USING btree ("manuscript_id","expert_id","round") WHERE state not in ('declined', 'expired', 'cancelled');--> statement-breakpoint
CREATE INDEX "expert_profiles_press_idx" ON "expert_profiles" USING btree ("press_id","status");--> statement-breakpoint
CREATE INDEX "expert_profiles_subjects_idx" ON "expert_profiles" USING gin ("subject_ids");--> statement-breakpoint
CREATE INDEX "similarity_bands_key_idx" ON "similarity_bands" USING btree ("band","hash");--> statement-breakpoint
CREATE INDEX "similarity_bands_document_idx" ON "similarity_bands" USING btree ("document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "similarity_documents_file_uq" ON "similarity_documents" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "similarity_documents_manuscript_idx" ON "similarity_documents" USING btree ("manuscript_id");--> statement-breakpoint
CREATE INDEX "similarity_reports_manuscript_idx" ON "similarity_reports" USING btree ("manuscript_id","id");