CREATE TABLE "editor_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"press_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"state" smallint DEFAULT 1 NOT NULL,
	"photo_file_id" integer,
	"name" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"journal_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"scans" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "editor_cards" ADD CONSTRAINT "editor_cards_press_id_presses_id_fk" FOREIGN KEY ("press_id") REFERENCES "public"."presses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "editor_cards" ADD CONSTRAINT "editor_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "editor_cards" ADD CONSTRAINT "editor_cards_photo_file_id_stored_files_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "editor_cards" ADD CONSTRAINT "editor_cards_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "editor_cards_user_uq" ON "editor_cards" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "editor_cards_press_idx" ON "editor_cards" USING btree ("press_id","submitted_at");