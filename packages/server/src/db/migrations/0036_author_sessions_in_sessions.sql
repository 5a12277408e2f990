-- Authors' sessions move into the one session store (`sessions`): a row is a person's (user_id) or
-- an author's (author_id, with journal_id: the journal site the author signed in at), and rides the
-- same wire as staff sessions (token, nonce, HMAC under its session key, rotation, idle end).
-- The rows of author_sessions cannot carry over: they have no session key to sign with, so they are
-- dropped and authors sign in again.
DROP TABLE "author_sessions" CASCADE;--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "author_id" integer;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "journal_id" integer;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_owner_ck" CHECK (("sessions"."user_id" is not null and "sessions"."author_id" is null and "sessions"."journal_id" is null) or ("sessions"."user_id" is null and "sessions"."author_id" is not null and "sessions"."journal_id" is not null));--> statement-breakpoint
-- A resolved author session is cached like a staff one (decision 0002): blacklisting or moving an
-- author changes its answer, so it is announced like a change to a person (migration 0001).
CREATE TRIGGER authors_access_changed AFTER UPDATE OF blacklist_type, press_id OR DELETE ON "authors"
  FOR EACH STATEMENT EXECUTE FUNCTION jb_access_changed();
