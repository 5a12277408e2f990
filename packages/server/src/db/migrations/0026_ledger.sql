CREATE TABLE "discounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"press_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"percent" smallint,
	"amount_fen" integer NOT NULL,
	"reason" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"requested_by" integer NOT NULL,
	"reviewed_by" integer,
	"review_note" text DEFAULT '' NOT NULL,
	"reviewed_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discounts_amount_ck" CHECK ("discounts"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"press_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"amount_fen" integer NOT NULL,
	"reason" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"requested_by_type" text NOT NULL,
	"requested_by_id" integer NOT NULL,
	"admin_by" integer,
	"admin_note" text DEFAULT '' NOT NULL,
	"admin_at" timestamp with time zone,
	"finance_by" integer,
	"finance_note" text DEFAULT '' NOT NULL,
	"finance_at" timestamp with time zone,
	"voucher_note" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_ck" CHECK ("refunds"."amount_fen" > 0)
);
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "confirmed_by" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "payment_id" integer;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "discount_id" integer;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "refund_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_fen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_fen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discounts_status" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "abnormal_flag" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "discounts" ADD CONSTRAINT "discounts_press_id_presses_id_fk" FOREIGN KEY ("press_id") REFERENCES "public"."presses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discounts" ADD CONSTRAINT "discounts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discounts" ADD CONSTRAINT "discounts_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discounts" ADD CONSTRAINT "discounts_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_press_id_presses_id_fk" FOREIGN KEY ("press_id") REFERENCES "public"."presses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_admin_by_users_id_fk" FOREIGN KEY ("admin_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_finance_by_users_id_fk" FOREIGN KEY ("finance_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discounts_press_status_idx" ON "discounts" USING btree ("press_id","status","id");--> statement-breakpoint
CREATE INDEX "discounts_order_idx" ON "discounts" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_press_status_idx" ON "refunds" USING btree ("press_id","status","id");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_method_key_uq" ON "payments" USING btree ("method","idempotency_key");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_money_ck" CHECK ("orders"."amount_fen" >= 0 and "orders"."paid_fen" >= 0 and "orders"."refunded_fen" >= 0
        and "orders"."discount_fen" >= 0 and "orders"."discount_fen" <= "orders"."amount_fen");