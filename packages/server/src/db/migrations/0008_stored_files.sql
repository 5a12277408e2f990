CREATE TABLE "manuscript_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"manuscript_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"role" text NOT NULL,
	"revision" smallint DEFAULT 0 NOT NULL,
	"final" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"press_id" integer NOT NULL,
	"sha256" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"type" text NOT NULL,
	"mime" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"uploaded_by_type" text NOT NULL,
	"uploaded_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "manuscript_files" ADD CONSTRAINT "manuscript_files_manuscript_id_manuscripts_id_fk" FOREIGN KEY ("manuscript_id") REFERENCES "public"."manuscripts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manuscript_files" ADD CONSTRAINT "manuscript_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_press_id_presses_id_fk" FOREIGN KEY ("press_id") REFERENCES "public"."presses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "manuscript_files_manuscript_idx" ON "manuscript_files" USING btree ("manuscript_id","role","revision");--> statement-breakpoint
CREATE INDEX "manuscript_files_file_idx" ON "manuscript_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "stored_files_uploader_idx" ON "stored_files" USING btree ("uploaded_by_type","uploaded_by","created_at");