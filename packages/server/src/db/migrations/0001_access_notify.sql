-- Every server process keeps recently resolved sessions in memory (platform/sessionCache.ts).
-- A change to anything a session's answer is made of tells every process at commit, so the
-- next call anywhere reads it fresh: the session's status or token, the person, their roles,
-- the roles' permissions and the press.
CREATE OR REPLACE FUNCTION jb_access_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('jb_access', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_access_changed AFTER UPDATE OF status, token_hash, prev_token_hash, prev_valid_until OR DELETE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION jb_access_changed();
--> statement-breakpoint
CREATE TRIGGER users_access_changed AFTER UPDATE OF status, press_id, admin_type OR DELETE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION jb_access_changed();
--> statement-breakpoint
CREATE TRIGGER user_roles_access_changed AFTER INSERT OR UPDATE OR DELETE ON "user_roles"
  FOR EACH STATEMENT EXECUTE FUNCTION jb_access_changed();
--> statement-breakpoint
CREATE TRIGGER roles_access_changed AFTER UPDATE OF permissions, version OR DELETE ON "roles"
  FOR EACH STATEMENT EXECUTE FUNCTION jb_access_changed();
--> statement-breakpoint
CREATE TRIGGER presses_access_changed AFTER UPDATE OF status, permissions, version OR DELETE ON "presses"
  FOR EACH STATEMENT EXECUTE FUNCTION jb_access_changed();
