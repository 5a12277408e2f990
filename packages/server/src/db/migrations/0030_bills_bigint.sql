ALTER TABLE "account_monthly" ALTER COLUMN "in_fen" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "account_monthly" ALTER COLUMN "refund_fen" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "account_monthly" ALTER COLUMN "discount_fen" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "account_periods" ALTER COLUMN "opening_fen" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "account_periods" ALTER COLUMN "in_fen" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "account_periods" ALTER COLUMN "refund_fen" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "account_periods" ALTER COLUMN "discount_fen" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "account_periods" ALTER COLUMN "closing_fen" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "account_periods" ALTER COLUMN "remitted_fen" SET DATA TYPE bigint;--> statement-breakpoint
CREATE INDEX "remittances_press_received_idx" ON "remittances" USING btree ("press_id","received_on");