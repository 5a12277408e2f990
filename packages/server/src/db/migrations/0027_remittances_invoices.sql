CREATE TABLE "bank_statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"press_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"line_count" integer NOT NULL,
	"skipped_count" integer DEFAULT 0 NOT NULL,
	"imported_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"kind" text NOT NULL,
	"from_status" smallint,
	"to_status" smallint NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_orders" (
	"invoice_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"amount_fen" integer NOT NULL,
	CONSTRAINT "invoice_orders_invoice_id_order_id_pk" PRIMARY KEY("invoice_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"press_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"kind" text NOT NULL,
	"buyer_name" text NOT NULL,
	"taxpayer_id" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"bank_account" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"number" text,
	"issued_on" date,
	"tax_rate_permille" integer,
	"tax_fen" integer,
	"file_id" integer,
	"red_number" text,
	"red_on" date,
	"note" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_amount_ck" CHECK ("invoices"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "remittance_matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"remittance_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"amount_fen" integer NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remittances" (
	"id" serial PRIMARY KEY NOT NULL,
	"press_id" integer NOT NULL,
	"remitter" text NOT NULL,
	"account" text DEFAULT '' NOT NULL,
	"amount_fen" integer NOT NULL,
	"received_on" date NOT NULL,
	"bank_ref" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"voucher_file_id" integer,
	"statement_id" integer,
	"line_no" integer,
	"status" smallint DEFAULT 0 NOT NULL,
	"matched_fen" integer DEFAULT 0 NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remittances_money_ck" CHECK ("remittances"."amount_fen" > 0 and "remittances"."matched_fen" >= 0 and "remittances"."matched_fen" <= "remittances"."amount_fen")
);
--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_press_id_presses_id_fk" FOREIGN KEY ("press_id") REFERENCES "public"."presses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_events" ADD CONSTRAINT "invoice_events_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_orders" ADD CONSTRAINT "invoice_orders_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_orders" ADD CONSTRAINT "invoice_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_press_id_presses_id_fk" FOREIGN KEY ("press_id") REFERENCES "public"."presses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remittance_matches" ADD CONSTRAINT "remittance_matches_remittance_id_remittances_id_fk" FOREIGN KEY ("remittance_id") REFERENCES "public"."remittances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remittance_matches" ADD CONSTRAINT "remittance_matches_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remittance_matches" ADD CONSTRAINT "remittance_matches_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remittance_matches" ADD CONSTRAINT "remittance_matches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remittances" ADD CONSTRAINT "remittances_press_id_presses_id_fk" FOREIGN KEY ("press_id") REFERENCES "public"."presses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remittances" ADD CONSTRAINT "remittances_voucher_file_id_stored_files_id_fk" FOREIGN KEY ("voucher_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remittances" ADD CONSTRAINT "remittances_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_events_invoice_idx" ON "invoice_events" USING btree ("invoice_id","id");--> statement-breakpoint
CREATE INDEX "invoice_orders_order_idx" ON "invoice_orders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "invoices_press_status_idx" ON "invoices" USING btree ("press_id","status","id");--> statement-breakpoint
CREATE INDEX "invoices_author_idx" ON "invoices" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "remittance_matches_remittance_idx" ON "remittance_matches" USING btree ("remittance_id");--> statement-breakpoint
CREATE INDEX "remittance_matches_order_idx" ON "remittance_matches" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "remittance_matches_payment_uq" ON "remittance_matches" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "remittances_press_status_idx" ON "remittances" USING btree ("press_id","status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "remittances_press_ref_uq" ON "remittances" USING btree ("press_id","bank_ref") WHERE "remittances"."bank_ref" <> '';