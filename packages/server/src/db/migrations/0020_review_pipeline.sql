CREATE TABLE "manuscript_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"manuscript_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"user_id" integer NOT NULL,
	"assigned_by" integer NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "manuscript_audits" (
	"id" serial PRIMARY KEY NOT NULL,
	"manuscript_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"action" text NOT NULL,
	"opinion" text DEFAULT '' NOT NULL,
	"template_id" integer,
	"user_id" integer NOT NULL,
	"event_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "manuscript_assignments" ADD CONSTRAINT "manuscript_assignments_manuscript_id_manuscripts_id_fk" FOREIGN KEY ("manuscript_id") REFERENCES "public"."manuscripts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manuscript_assignments" ADD CONSTRAINT "manuscript_assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manuscript_assignments" ADD CONSTRAINT "manuscript_assignments_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manuscript_audits" ADD CONSTRAINT "manuscript_audits_manuscript_id_manuscripts_id_fk" FOREIGN KEY ("manuscript_id") REFERENCES "public"."manuscripts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manuscript_audits" ADD CONSTRAINT "manuscript_audits_template_id_audit_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."audit_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manuscript_audits" ADD CONSTRAINT "manuscript_audits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manuscript_audits" ADD CONSTRAINT "manuscript_audits_event_id_manuscript_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."manuscript_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "manuscript_assignments_manuscript_idx" ON "manuscript_assignments" USING btree ("manuscript_id","id");--> statement-breakpoint
CREATE INDEX "manuscript_assignments_open_user_idx" ON "manuscript_assignments" USING btree ("user_id","status") WHERE ended_at is null;--> statement-breakpoint
CREATE INDEX "manuscript_audits_manuscript_idx" ON "manuscript_audits" USING btree ("manuscript_id","id");--> statement-breakpoint
CREATE INDEX "manuscripts_audit_user_idx" ON "manuscripts" USING btree ("audit_user_id","status") WHERE audit_user_id is not null;