CREATE TABLE "order_day_totals" (
	"press_id" integer NOT NULL,
	"journal_id" integer NOT NULL,
	"fee_type" smallint NOT NULL,
	"pay_status" smallint NOT NULL,
	"abnormal_flag" smallint NOT NULL,
	"day" date NOT NULL,
	"n" integer NOT NULL,
	"amount_fen" bigint NOT NULL,
	"paid_fen" bigint NOT NULL,
	CONSTRAINT "order_day_totals_press_id_pay_status_journal_id_fee_type_abnormal_flag_day_pk" PRIMARY KEY("press_id","pay_status","journal_id","fee_type","abnormal_flag","day")
);
--> statement-breakpoint
CREATE TABLE "order_totals" (
	"press_id" integer NOT NULL,
	"journal_id" integer NOT NULL,
	"fee_type" smallint NOT NULL,
	"pay_status" smallint NOT NULL,
	"abnormal_flag" smallint NOT NULL,
	"n" integer NOT NULL,
	"amount_fen" bigint NOT NULL,
	"paid_fen" bigint NOT NULL,
	CONSTRAINT "order_totals_press_id_pay_status_journal_id_fee_type_abnormal_flag_pk" PRIMARY KEY("press_id","pay_status","journal_id","fee_type","abnormal_flag")
);
--> statement-breakpoint
CREATE INDEX "order_day_totals_press_day_idx" ON "order_day_totals" USING btree ("press_id","day");--> statement-breakpoint
-- The orders made before the kept totals, counted once (modules/orders/totals.ts REBUILD_ORDER_TOTALS).
INSERT INTO "order_day_totals" ("press_id", "journal_id", "fee_type", "pay_status", "abnormal_flag", "day", "n", "amount_fen", "paid_fen")
SELECT press_id, journal_id, fee_type, pay_status, abnormal_flag,
  ((created_at at time zone 'UTC') + interval '8 hours')::date, count(*)::int, sum(amount_fen)::bigint, sum(paid_fen)::bigint
FROM orders GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
INSERT INTO "order_totals" ("press_id", "journal_id", "fee_type", "pay_status", "abnormal_flag", "n", "amount_fen", "paid_fen")
SELECT press_id, journal_id, fee_type, pay_status, abnormal_flag, sum(n)::int, sum(amount_fen), sum(paid_fen)
FROM order_day_totals GROUP BY 1, 2, 3, 4, 5;
