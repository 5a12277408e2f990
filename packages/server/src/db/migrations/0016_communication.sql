CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"press_id" integer,
	"sender_id" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"recipient_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"press_id" integer,
	"sender_kind" text NOT NULL,
	"sender_user_id" integer,
	"sender_author_id" integer,
	"type" smallint NOT NULL,
	"content" text NOT NULL,
	"file_id" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"reply" text,
	"replied_by" integer,
	"replied_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manuscript_message_reads" (
	"manuscript_id" integer NOT NULL,
	"thread" text NOT NULL,
	"reader" text NOT NULL,
	"last_read_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "manuscript_message_reads_manuscript_id_thread_reader_pk" PRIMARY KEY("manuscript_id","thread","reader")
);
--> statement-breakpoint
CREATE TABLE "manuscript_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"manuscript_id" integer NOT NULL,
	"thread" text NOT NULL,
	"sender_kind" text NOT NULL,
	"sender_user_id" integer,
	"sender_author_id" integer,
	"body" text NOT NULL,
	"file_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"press_id" integer NOT NULL,
	"journal_id" integer,
	"event" text NOT NULL,
	"locale" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"sms" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"press_id" integer,
	"channel" text NOT NULL,
	"event" text NOT NULL,
	"recipient" text NOT NULL,
	"recipient_name" text DEFAULT '' NOT NULL,
	"user_id" integer,
	"author_id" integer,
	"manuscript_id" integer,
	"subject" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"html" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"secret" boolean DEFAULT false NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"provider_answer" text,
	"resend_of" integer,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_channel_ck" CHECK ("outbox"."channel" in ('email', 'sms')),
	CONSTRAINT "outbox_state_ck" CHECK ("outbox"."state" in ('queued', 'sent', 'failed', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "reminders_sent" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"slot" text NOT NULL,
	"manuscript_id" integer,
	"outbox_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "recipient_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "recipient_author_id" integer;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "kind" text DEFAULT 'system' NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "link" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "sender_id" integer;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "announcement_id" integer;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_press_id_presses_id_fk" FOREIGN KEY ("press_id") REFERENCES "public"."presses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_press_id_presses_id_fk" FOREIGN KEY ("press_id") REFERENCES "public"."presses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_sender_author_id_authors_id_fk" FOREIGN KEY ("sender_author_id") REFERENCES "public"."authors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_replied_by_users_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manuscript_message_reads" ADD CONSTRAINT "manuscript_message_reads_manuscript_id_manuscripts_id_fk" FOREIGN KEY ("manuscript_id") REFERENCES "public"."manuscripts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manuscript_messages" ADD CONSTRAINT "manuscript_messages_manuscript_id_manuscripts_id_fk" FOREIGN KEY ("manuscript_id") REFERENCES "public"."manuscripts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manuscript_messages" ADD CONSTRAINT "manuscript_messages_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manuscript_messages" ADD CONSTRAINT "manuscript_messages_sender_author_id_authors_id_fk" FOREIGN KEY ("sender_author_id") REFERENCES "public"."authors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manuscript_messages" ADD CONSTRAINT "manuscript_messages_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_templates" ADD CONSTRAINT "notification_templates_press_id_presses_id_fk" FOREIGN KEY ("press_id") REFERENCES "public"."presses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_templates" ADD CONSTRAINT "notification_templates_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_templates" ADD CONSTRAINT "notification_templates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_press_id_presses_id_fk" FOREIGN KEY ("press_id") REFERENCES "public"."presses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_manuscript_id_manuscripts_id_fk" FOREIGN KEY ("manuscript_id") REFERENCES "public"."manuscripts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders_sent" ADD CONSTRAINT "reminders_sent_manuscript_id_manuscripts_id_fk" FOREIGN KEY ("manuscript_id") REFERENCES "public"."manuscripts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_press_idx" ON "announcements" USING btree ("press_id","id");--> statement-breakpoint
CREATE INDEX "feedback_press_idx" ON "feedback" USING btree ("press_id","status","id");--> statement-breakpoint
CREATE INDEX "manuscript_messages_thread_idx" ON "manuscript_messages" USING btree ("manuscript_id","thread","id");--> statement-breakpoint
CREATE UNIQUE INDEX "notification_templates_uq" ON "notification_templates" USING btree ("press_id",coalesce("journal_id", 0),"event","locale");--> statement-breakpoint
CREATE INDEX "outbox_press_idx" ON "outbox" USING btree ("press_id","id");--> statement-breakpoint
CREATE INDEX "outbox_state_idx" ON "outbox" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "outbox_recipient_idx" ON "outbox" USING btree ("recipient","id");--> statement-breakpoint
CREATE INDEX "outbox_manuscript_idx" ON "outbox" USING btree ("manuscript_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reminders_sent_uq" ON "reminders_sent" USING btree ("kind","item_id","slot");--> statement-breakpoint
CREATE INDEX "reminders_sent_manuscript_idx" ON "reminders_sent" USING btree ("manuscript_id");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_recipient_author_id_authors_id_fk" FOREIGN KEY ("recipient_author_id") REFERENCES "public"."authors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_inbox_idx" ON "messages" USING btree ("recipient_id",("read_at" is null) desc,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "messages_author_inbox_idx" ON "messages" USING btree ("recipient_author_id","id");--> statement-breakpoint
CREATE INDEX "messages_announcement_idx" ON "messages" USING btree ("announcement_id");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_one_recipient_ck" CHECK (("messages"."recipient_id" is null) <> ("messages"."recipient_author_id" is null));