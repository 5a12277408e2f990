CREATE TABLE "acceptance_confirmations" (
	"id" serial PRIMARY KEY NOT NULL,
	"press_id" integer NOT NULL,
	"manuscript_id" integer NOT NULL,
	"outcome" smallint NOT NULL,
	"by_author" boolean DEFAULT true NOT NULL,
	"person_name" text DEFAULT '' NOT NULL,
	"method" text NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"from_status" smallint NOT NULL,
	"withdrawal_request_id" integer,
	"recorded_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "acceptance_confirmations" ADD CONSTRAINT "acceptance_confirmations_press_id_presses_id_fk" FOREIGN KEY ("press_id") REFERENCES "public"."presses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acceptance_confirmations" ADD CONSTRAINT "acceptance_confirmations_manuscript_id_manuscripts_id_fk" FOREIGN KEY ("manuscript_id") REFERENCES "public"."manuscripts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acceptance_confirmations" ADD CONSTRAINT "acceptance_confirmations_withdrawal_request_id_withdrawal_requests_id_fk" FOREIGN KEY ("withdrawal_request_id") REFERENCES "public"."withdrawal_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acceptance_confirmations" ADD CONSTRAINT "acceptance_confirmations_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "acceptance_confirmations_manuscript_uq" ON "acceptance_confirmations" USING btree ("manuscript_id");