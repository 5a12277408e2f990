CREATE TABLE "order_counters" (
	"press_id" integer NOT NULL,
	"day" date NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "order_counters_press_id_day_pk" PRIMARY KEY("press_id","day")
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"from_pay_status" smallint,
	"to_pay_status" smallint NOT NULL,
	"amount_fen" integer DEFAULT 0 NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"press_id" integer NOT NULL,
	"journal_id" integer NOT NULL,
	"manuscript_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"order_num" text NOT NULL,
	"fee_type" smallint NOT NULL,
	"amount_fen" integer NOT NULL,
	"paid_fen" integer DEFAULT 0 NOT NULL,
	"pay_status" smallint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"method" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"remitter" text NOT NULL,
	"paid_on" date NOT NULL,
	"voucher_note" text DEFAULT '' NOT NULL,
	"confirmed_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "manuscript_events" ADD COLUMN "review_process_id" integer;--> statement-breakpoint
ALTER TABLE "manuscript_events" ADD COLUMN "production_process_id" integer;--> statement-breakpoint
ALTER TABLE "manuscripts" ADD COLUMN "resume_status" smallint;--> statement-breakpoint
ALTER TABLE "order_counters" ADD CONSTRAINT "order_counters_press_id_presses_id_fk" FOREIGN KEY ("press_id") REFERENCES "public"."presses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_press_id_presses_id_fk" FOREIGN KEY ("press_id") REFERENCES "public"."presses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_manuscript_id_manuscripts_id_fk" FOREIGN KEY ("manuscript_id") REFERENCES "public"."manuscripts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_press_num_uq" ON "orders" USING btree ("press_id","order_num");--> statement-breakpoint
CREATE INDEX "orders_manuscript_idx" ON "orders" USING btree ("manuscript_id");--> statement-breakpoint
CREATE INDEX "orders_press_status_idx" ON "orders" USING btree ("press_id","pay_status","created_at");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "manuscript_events" ADD CONSTRAINT "manuscript_events_review_process_id_review_processes_id_fk" FOREIGN KEY ("review_process_id") REFERENCES "public"."review_processes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manuscript_events" ADD CONSTRAINT "manuscript_events_production_process_id_production_processes_id_fk" FOREIGN KEY ("production_process_id") REFERENCES "public"."production_processes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Manuscripts already waiting at 0 (author unpaid) get the prepaid-fee order they wait for.
INSERT INTO "orders" ("press_id", "journal_id", "manuscript_id", "author_id", "order_num", "fee_type", "amount_fen", "created_at")
SELECT m."press_id", m."journal_id", m."id", m."author_id", 'M' || m."id", 1,
  coalesce((SELECT f."amount_fen" FROM "journal_fees" f WHERE f."journal_id" = m."journal_id" AND f."fee_type" = 1
    ORDER BY f."valid_from" DESC LIMIT 1), 0),
  m."submitted_at"
FROM "manuscripts" m
WHERE m."status" = 0 AND NOT EXISTS (SELECT 1 FROM "orders" o WHERE o."manuscript_id" = m."id");
--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "kind", "from_pay_status", "to_pay_status", "amount_fen", "actor_type", "actor_id", "created_at")
SELECT o."id", 'created', NULL, 0, o."amount_fen", 'author', o."author_id", o."created_at"
FROM "orders" o WHERE NOT EXISTS (SELECT 1 FROM "order_events" e WHERE e."order_id" = o."id");
