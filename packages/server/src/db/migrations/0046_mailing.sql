CREATE TABLE "express_companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"press_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"carrier_code" text DEFAULT '' NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mailing_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"issue_id" integer NOT NULL,
	"express_company_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mailing_recipients" (
	"id" serial PRIMARY KEY NOT NULL,
	"issue_id" integer NOT NULL,
	"kind" text NOT NULL,
	"manuscript_id" integer,
	"author_id" integer,
	"name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"province" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"district" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"postcode" text DEFAULT '' NOT NULL,
	"organization" text DEFAULT '' NOT NULL,
	"copies" smallint NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mailing_shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"recipient_id" integer NOT NULL,
	"tracking_no" text,
	"tracking_state" text DEFAULT 'none' NOT NULL,
	"tracking_event" text DEFAULT '' NOT NULL,
	"tracked_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "printing_houses" (
	"id" serial PRIMARY KEY NOT NULL,
	"press_id" integer NOT NULL,
	"name" text NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "express_companies" ADD CONSTRAINT "express_companies_press_id_presses_id_fk" FOREIGN KEY ("press_id") REFERENCES "public"."presses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailing_batches" ADD CONSTRAINT "mailing_batches_issue_id_journal_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."journal_issues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailing_batches" ADD CONSTRAINT "mailing_batches_express_company_id_express_companies_id_fk" FOREIGN KEY ("express_company_id") REFERENCES "public"."express_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailing_batches" ADD CONSTRAINT "mailing_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailing_recipients" ADD CONSTRAINT "mailing_recipients_issue_id_journal_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."journal_issues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailing_recipients" ADD CONSTRAINT "mailing_recipients_manuscript_id_manuscripts_id_fk" FOREIGN KEY ("manuscript_id") REFERENCES "public"."manuscripts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailing_recipients" ADD CONSTRAINT "mailing_recipients_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailing_recipients" ADD CONSTRAINT "mailing_recipients_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailing_shipments" ADD CONSTRAINT "mailing_shipments_batch_id_mailing_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."mailing_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailing_shipments" ADD CONSTRAINT "mailing_shipments_recipient_id_mailing_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."mailing_recipients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "printing_houses" ADD CONSTRAINT "printing_houses_press_id_presses_id_fk" FOREIGN KEY ("press_id") REFERENCES "public"."presses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "express_companies_press_idx" ON "express_companies" USING btree ("press_id","sort");--> statement-breakpoint
CREATE INDEX "mailing_batches_issue_idx" ON "mailing_batches" USING btree ("issue_id","id");--> statement-breakpoint
CREATE INDEX "mailing_recipients_issue_idx" ON "mailing_recipients" USING btree ("issue_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "mailing_recipients_article_uq" ON "mailing_recipients" USING btree ("issue_id","manuscript_id") WHERE "mailing_recipients"."manuscript_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "mailing_shipments_recipient_uq" ON "mailing_shipments" USING btree ("recipient_id");--> statement-breakpoint
CREATE INDEX "mailing_shipments_batch_idx" ON "mailing_shipments" USING btree ("batch_id","id");--> statement-breakpoint
CREATE INDEX "printing_houses_press_idx" ON "printing_houses" USING btree ("press_id");