CREATE TABLE "editor_group_members" (
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"weight" integer DEFAULT 1 NOT NULL,
	"cap" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "editor_group_members_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "editor_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"press_id" integer NOT NULL,
	"journal_id" integer,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_columns" (
	"id" serial PRIMARY KEY NOT NULL,
	"journal_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_issue_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"issue_id" integer NOT NULL,
	"action" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"actor_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_issues" (
	"id" serial PRIMARY KEY NOT NULL,
	"journal_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"volume" smallint NOT NULL,
	"number" smallint NOT NULL,
	"planned_date" date NOT NULL,
	"actual_date" date,
	"page_budget" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unit_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"press_id" integer NOT NULL,
	"name" text NOT NULL,
	"range_start" integer NOT NULL,
	"range_end" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_fees" (
	"id" serial PRIMARY KEY NOT NULL,
	"journal_id" integer NOT NULL,
	"fee_type" smallint NOT NULL,
	"amount_fen" integer NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date
);
--> statement-breakpoint
CREATE TABLE "journal_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"journal_id" integer NOT NULL,
	"action" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"actor_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_subjects" (
	"journal_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	CONSTRAINT "journal_subjects_journal_id_subject_id_pk" PRIMARY KEY("journal_id","subject_id")
);
--> statement-breakpoint
CREATE TABLE "subjects" (
	"id" serial PRIMARY KEY NOT NULL,
	"press_id" integer,
	"parent_id" integer,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchants" (
	"id" serial PRIMARY KEY NOT NULL,
	"press_id" integer NOT NULL,
	"name" text NOT NULL,
	"channel" text NOT NULL,
	"merchant_no" text DEFAULT '' NOT NULL,
	"account_name" text DEFAULT '' NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"account_no" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"press_id" integer,
	"recipient_id" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"purpose" text NOT NULL,
	"content" text NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"press_id" integer,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_journals" (
	"user_id" integer NOT NULL,
	"journal_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_journals_user_id_journal_id_pk" PRIMARY KEY("user_id","journal_id")
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "user_roles_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"press_id" integer,
	"account" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"password_hash" text NOT NULL,
	"admin_type" smallint,
	"status" smallint DEFAULT 1 NOT NULL,
	"last_login_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"press_id" integer NOT NULL,
	"stage" text NOT NULL,
	"name" text NOT NULL,
	"content" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expert_settings" (
	"journal_id" integer PRIMARY KEY NOT NULL,
	"expert_count" integer DEFAULT 2 NOT NULL,
	"due_days" integer DEFAULT 14 NOT NULL,
	"reminder_days" integer DEFAULT 3 NOT NULL,
	"fee_fen" integer DEFAULT 0 NOT NULL,
	"anonymous" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "press_settings" (
	"press_id" integer PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"login_page" jsonb,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "production_processes" (
	"id" serial PRIMARY KEY NOT NULL,
	"press_id" integer NOT NULL,
	"journal_id" integer,
	"version" integer NOT NULL,
	"steps" jsonb NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_processes" (
	"id" serial PRIMARY KEY NOT NULL,
	"press_id" integer NOT NULL,
	"journal_id" integer,
	"version" integer NOT NULL,
	"stages" jsonb NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"press_id" integer,
	"account" text NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"location" text NOT NULL,
	"result" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"prev_token_hash" text,
	"prev_valid_until" timestamp with time zone,
	"session_key" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rotated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "journals" (
	"id" serial PRIMARY KEY NOT NULL,
	"press_id" integer NOT NULL,
	"name" text NOT NULL,
	"issn" text,
	"cn" text,
	"sponsor" text DEFAULT '' NOT NULL,
	"frequency" smallint NOT NULL,
	"proof_rounds" smallint DEFAULT 3 NOT NULL,
	"payee_merchant_id" integer,
	"databases" text[] DEFAULT '{}'::text[] NOT NULL,
	"notice" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 2 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platforms" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "presses" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "editor_group_members" ADD CONSTRAINT "editor_group_members_group_id_editor_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."editor_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "editor_group_members" ADD CONSTRAINT "editor_group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "editor_groups" ADD CONSTRAINT "editor_groups_press_id_presses_id_fk" FOREIGN KEY ("press_id") REFERENCES "public"."presses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "editor_groups" ADD CONSTRAINT "editor_groups_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_columns" ADD CONSTRAINT "journal_columns_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_issue_events" ADD CONSTRAINT "journal_issue_events_issue_id_journal_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."journal_issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_issue_events" ADD CONSTRAINT "journal_issue_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_issues" ADD CONSTRAINT "journal_issues_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_levels" ADD CONSTRAINT "unit_levels_press_id_presses_id_fk" FOREIGN KEY ("press_id") REFERENCES "public"."presses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_fees" ADD CONSTRAINT "journal_fees_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_reviews" ADD CONSTRAINT "journal_reviews_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_reviews" ADD CONSTRAINT "journal_reviews_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_subjects" ADD CONSTRAINT "journal_subjects_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_subjects" ADD CONSTRAINT "journal_subjects_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subjects" ADD CONSTRAINT "subjects_press_id_presses_id_fk" FOREIGN KEY ("press_id") REFERENCES "public"."presses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_press_id_presses_id_fk" FOREIGN KEY ("press_id") REFERENCES "public"."presses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_press_id_presses_id_fk" FOREIGN KEY ("press_id") REFERENCES "public"."presses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_press_id_presses_id_fk" FOREIGN KEY ("press_id") REFERENCES "public"."presses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_journals" ADD CONSTRAINT "user_journals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_journals" ADD CONSTRAINT "user_journals_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_press_id_presses_id_fk" FOREIGN KEY ("press_id") REFERENCES "public"."presses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_templates" ADD CONSTRAINT "audit_templates_press_id_presses_id_fk" FOREIGN KEY ("press_id") REFERENCES "public"."presses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_settings" ADD CONSTRAINT "expert_settings_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "press_settings" ADD CONSTRAINT "press_settings_press_id_presses_id_fk" FOREIGN KEY ("press_id") REFERENCES "public"."presses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_processes" ADD CONSTRAINT "production_processes_press_id_presses_id_fk" FOREIGN KEY ("press_id") REFERENCES "public"."presses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_processes" ADD CONSTRAINT "production_processes_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_processes" ADD CONSTRAINT "production_processes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_processes" ADD CONSTRAINT "review_processes_press_id_presses_id_fk" FOREIGN KEY ("press_id") REFERENCES "public"."presses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_processes" ADD CONSTRAINT "review_processes_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_processes" ADD CONSTRAINT "review_processes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_records" ADD CONSTRAINT "login_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_records" ADD CONSTRAINT "login_records_press_id_presses_id_fk" FOREIGN KEY ("press_id") REFERENCES "public"."presses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journals" ADD CONSTRAINT "journals_press_id_presses_id_fk" FOREIGN KEY ("press_id") REFERENCES "public"."presses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journals" ADD CONSTRAINT "journals_payee_merchant_id_merchants_id_fk" FOREIGN KEY ("payee_merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presses" ADD CONSTRAINT "presses_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "editor_group_members_user_idx" ON "editor_group_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "editor_groups_press_idx" ON "editor_groups" USING btree ("press_id");--> statement-breakpoint
CREATE INDEX "journal_columns_journal_idx" ON "journal_columns" USING btree ("journal_id","sort");--> statement-breakpoint
CREATE INDEX "journal_issue_events_issue_idx" ON "journal_issue_events" USING btree ("issue_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "journal_issues_number_uq" ON "journal_issues" USING btree ("journal_id","year","number");--> statement-breakpoint
CREATE INDEX "unit_levels_press_idx" ON "unit_levels" USING btree ("press_id");--> statement-breakpoint
CREATE INDEX "journal_fees_journal_idx" ON "journal_fees" USING btree ("journal_id","fee_type");--> statement-breakpoint
CREATE INDEX "journal_reviews_journal_idx" ON "journal_reviews" USING btree ("journal_id","created_at");--> statement-breakpoint
CREATE INDEX "subjects_parent_idx" ON "subjects" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "merchants_press_idx" ON "merchants" USING btree ("press_id");--> statement-breakpoint
CREATE INDEX "messages_recipient_unread_idx" ON "messages" USING btree ("recipient_id","read_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_phone_idx" ON "sms_outbox" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "verification_codes_phone_idx" ON "verification_codes" USING btree ("phone","purpose","created_at");--> statement-breakpoint
CREATE INDEX "roles_press_idx" ON "roles" USING btree ("press_id");--> statement-breakpoint
CREATE INDEX "user_journals_journal_idx" ON "user_journals" USING btree ("journal_id");--> statement-breakpoint
CREATE INDEX "user_roles_role_idx" ON "user_roles" USING btree ("role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_account_uq" ON "users" USING btree (lower("account"));--> statement-breakpoint
CREATE INDEX "users_press_created_idx" ON "users" USING btree ("press_id","created_at","id");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "users_last_login_idx" ON "users" USING btree ("last_login_at","id");--> statement-breakpoint
CREATE INDEX "users_phone_idx" ON "users" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "audit_templates_press_idx" ON "audit_templates" USING btree ("press_id","stage");--> statement-breakpoint
CREATE INDEX "production_processes_scope_idx" ON "production_processes" USING btree ("press_id","journal_id","version");--> statement-breakpoint
CREATE INDEX "review_processes_scope_idx" ON "review_processes" USING btree ("press_id","journal_id","version");--> statement-breakpoint
CREATE INDEX "login_records_press_time_idx" ON "login_records" USING btree ("press_id","created_at","id");--> statement-breakpoint
CREATE INDEX "login_records_press_account_idx" ON "login_records" USING btree ("press_id","account","id");--> statement-breakpoint
CREATE INDEX "login_records_press_ip_idx" ON "login_records" USING btree ("press_id","ip","id");--> statement-breakpoint
CREATE INDEX "login_records_press_ip_prefix_idx" ON "login_records" USING btree ("press_id","ip" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "login_records_time_idx" ON "login_records" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "login_records_account_idx" ON "login_records" USING btree ("account","id");--> statement-breakpoint
CREATE INDEX "login_records_ip_idx" ON "login_records" USING btree ("ip","id");--> statement-breakpoint
CREATE INDEX "login_records_ip_prefix_idx" ON "login_records" USING btree ("ip" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "login_records_user_time_idx" ON "login_records" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_uq" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_prev_token_idx" ON "sessions" USING btree ("prev_token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "journals_press_idx" ON "journals" USING btree ("press_id");--> statement-breakpoint
CREATE UNIQUE INDEX "presses_code_uq" ON "presses" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "presses_created_idx" ON "presses" USING btree ("created_at");