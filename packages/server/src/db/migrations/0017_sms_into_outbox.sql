-- The SMS already written move to the one outbox (delivered: the built-in provider logged them).
INSERT INTO "outbox" ("channel", "event", "recipient", "body", "secret", "state", "attempts", "sent_at", "created_at", "updated_at")
SELECT 'sms', "purpose", "phone", "content", true, 'sent', 1, coalesce("sent_at", "created_at"), "created_at", "created_at" FROM "sms_outbox" ORDER BY "id";--> statement-breakpoint
DROP TABLE "sms_outbox" CASCADE;
