CREATE TABLE "account_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"press_id" integer NOT NULL,
	"merchant_id" integer,
	"journal_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"fee_type" smallint NOT NULL,
	"kind" text NOT NULL,
	"source_id" integer,
	"reverses_id" integer,
	"amount_fen" integer NOT NULL,
	"period" text NOT NULL,
	"occurred_on" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_monthly" (
	"press_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"journal_id" integer NOT NULL,
	"fee_type" smallint NOT NULL,
	"period" text NOT NULL,
	"in_fen" integer DEFAULT 0 NOT NULL,
	"refund_fen" integer DEFAULT 0 NOT NULL,
	"discount_fen" integer DEFAULT 0 NOT NULL,
	"entry_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "account_monthly_press_id_period_merchant_id_journal_id_fee_type_pk" PRIMARY KEY("press_id","period","merchant_id","journal_id","fee_type")
);
--> statement-breakpoint
CREATE TABLE "account_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"press_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"period" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"opening_fen" integer DEFAULT 0 NOT NULL,
	"in_fen" integer DEFAULT 0 NOT NULL,
	"refund_fen" integer DEFAULT 0 NOT NULL,
	"discount_fen" integer DEFAULT 0 NOT NULL,
	"closing_fen" integer DEFAULT 0 NOT NULL,
	"remitted_fen" integer DEFAULT 0 NOT NULL,
	"closed_by" integer,
	"closed_at" timestamp with time zone,
	"note" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commission_payment_orders" (
	"payment_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"commission_fen" integer NOT NULL,
	CONSTRAINT "commission_payment_orders_payment_id_order_id_pk" PRIMARY KEY("payment_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "commission_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"press_id" integer NOT NULL,
	"editor_id" integer NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"amount_fen" integer NOT NULL,
	"order_count" integer NOT NULL,
	"voucher_note" text DEFAULT '' NOT NULL,
	"paid_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commission_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"press_id" integer NOT NULL,
	"fee_type" smallint NOT NULL,
	"kind" smallint NOT NULL,
	"rate_bp" integer DEFAULT 0 NOT NULL,
	"fixed_fen" integer DEFAULT 0 NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_rules_ck" CHECK ("commission_rules"."rate_bp" between 0 and 10000 and "commission_rules"."fixed_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "expert_fee_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"press_id" integer NOT NULL,
	"batch_no" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"total_fen" integer NOT NULL,
	"fee_count" integer NOT NULL,
	"created_by" integer NOT NULL,
	"paid_by" integer,
	"paid_at" timestamp with time zone,
	"voucher_file_id" integer,
	"voucher_note" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expert_fee_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"invitation_id" integer NOT NULL,
	"batch_id" integer,
	"from_status" smallint NOT NULL,
	"to_status" smallint NOT NULL,
	"amount_fen" integer NOT NULL,
	"actor_id" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_codes" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"press_id" integer NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "expert_reviews" ADD COLUMN "fee_batch_id" integer;--> statement-breakpoint
ALTER TABLE "manuscripts" ADD COLUMN "referrer_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "referrer_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_entries" ADD CONSTRAINT "account_entries_press_id_presses_id_fk" FOREIGN KEY ("press_id") REFERENCES "public"."presses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_entries" ADD CONSTRAINT "account_entries_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_entries" ADD CONSTRAINT "account_entries_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_entries" ADD CONSTRAINT "account_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_periods" ADD CONSTRAINT "account_periods_press_id_presses_id_fk" FOREIGN KEY ("press_id") REFERENCES "public"."presses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_periods" ADD CONSTRAINT "account_periods_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_periods" ADD CONSTRAINT "account_periods_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_payment_orders" ADD CONSTRAINT "commission_payment_orders_payment_id_commission_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."commission_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_payment_orders" ADD CONSTRAINT "commission_payment_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_payments" ADD CONSTRAINT "commission_payments_press_id_presses_id_fk" FOREIGN KEY ("press_id") REFERENCES "public"."presses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_payments" ADD CONSTRAINT "commission_payments_editor_id_users_id_fk" FOREIGN KEY ("editor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_payments" ADD CONSTRAINT "commission_payments_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_rules" ADD CONSTRAINT "commission_rules_press_id_presses_id_fk" FOREIGN KEY ("press_id") REFERENCES "public"."presses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_rules" ADD CONSTRAINT "commission_rules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_fee_batches" ADD CONSTRAINT "expert_fee_batches_press_id_presses_id_fk" FOREIGN KEY ("press_id") REFERENCES "public"."presses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_fee_batches" ADD CONSTRAINT "expert_fee_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_fee_batches" ADD CONSTRAINT "expert_fee_batches_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_fee_batches" ADD CONSTRAINT "expert_fee_batches_voucher_file_id_stored_files_id_fk" FOREIGN KEY ("voucher_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_fee_events" ADD CONSTRAINT "expert_fee_events_invitation_id_expert_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."expert_invitations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_fee_events" ADD CONSTRAINT "expert_fee_events_batch_id_expert_fee_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."expert_fee_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_press_id_presses_id_fk" FOREIGN KEY ("press_id") REFERENCES "public"."presses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_entries_period_idx" ON "account_entries" USING btree ("press_id","merchant_id","period","id");--> statement-breakpoint
CREATE INDEX "account_entries_press_day_idx" ON "account_entries" USING btree ("press_id","occurred_on");--> statement-breakpoint
CREATE INDEX "account_entries_order_idx" ON "account_entries" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "account_entries_source_uq" ON "account_entries" USING btree ("kind","source_id") WHERE kind <> 'reversal';--> statement-breakpoint
CREATE UNIQUE INDEX "account_entries_reverses_uq" ON "account_entries" USING btree ("reverses_id");--> statement-breakpoint
CREATE UNIQUE INDEX "account_periods_uq" ON "account_periods" USING btree ("press_id","merchant_id","period");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_orders_uq" ON "commission_payment_orders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "commission_payments_editor_idx" ON "commission_payments" USING btree ("press_id","editor_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_rules_uq" ON "commission_rules" USING btree ("press_id","fee_type");--> statement-breakpoint
CREATE UNIQUE INDEX "expert_fee_batches_no_uq" ON "expert_fee_batches" USING btree ("press_id","batch_no");--> statement-breakpoint
CREATE INDEX "expert_fee_batches_press_idx" ON "expert_fee_batches" USING btree ("press_id","status","id");--> statement-breakpoint
CREATE INDEX "expert_fee_events_invitation_idx" ON "expert_fee_events" USING btree ("invitation_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_codes_code_uq" ON "referral_codes" USING btree ("code");--> statement-breakpoint
ALTER TABLE "manuscripts" ADD CONSTRAINT "manuscripts_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_referrer_paid_idx" ON "orders" USING btree ("press_id","paid_at","referrer_id") WHERE referrer_id is not null;--> statement-breakpoint
UPDATE "orders" SET "paid_at" = coalesce((SELECT max(e."created_at") FROM "order_events" e WHERE e."order_id" = "orders"."id" AND e."to_pay_status" = 1), "orders"."created_at") WHERE "pay_status" = 1;--> statement-breakpoint
UPDATE "expert_reviews" SET "fee_status" = 1 WHERE "submitted_at" IS NOT NULL AND "fee_fen" > 0 AND "fee_status" = 0;
