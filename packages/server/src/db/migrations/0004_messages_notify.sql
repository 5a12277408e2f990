-- Every server process keeps each person's unread-message count in memory (decision 0002, the
-- same cache as sessions). A message written, read or removed outside a state-changing call of the
-- server (another program, a hand edit) is announced on the same channel, with the table's name,
-- so every process reads the counts fresh on the next ask (and keeps its sessions).
CREATE TRIGGER messages_access_changed AFTER INSERT OR UPDATE OF recipient_id, read_at OR DELETE ON "messages"
  FOR EACH STATEMENT EXECUTE FUNCTION jb_access_changed();
--> statement-breakpoint
CREATE TRIGGER messages_truncated AFTER TRUNCATE ON "messages"
  FOR EACH STATEMENT EXECUTE FUNCTION jb_access_changed();
