CREATE TABLE "typesetting_dispatches" (
	"manuscript_id" integer PRIMARY KEY NOT NULL,
	"typesetter_id" integer NOT NULL,
	"due_on" date NOT NULL,
	"dispatched_by" integer NOT NULL,
	"dispatched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "typesetting_dispatches" ADD CONSTRAINT "typesetting_dispatches_manuscript_id_manuscripts_id_fk" FOREIGN KEY ("manuscript_id") REFERENCES "public"."manuscripts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "typesetting_dispatches" ADD CONSTRAINT "typesetting_dispatches_typesetter_id_users_id_fk" FOREIGN KEY ("typesetter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "typesetting_dispatches" ADD CONSTRAINT "typesetting_dispatches_dispatched_by_users_id_fk" FOREIGN KEY ("dispatched_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "typesetting_dispatches_typesetter_idx" ON "typesetting_dispatches" USING btree ("typesetter_id");