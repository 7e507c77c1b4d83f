-- Servers keep live sessions in memory (modules/auth/session-cache.ts). Whenever a session ends,
-- however it ends (logout, the cascade of an account deletion, a change of its expiry), every
-- server listening on "session_ended" is told its id at commit, and forgets it. Written by hand:
-- drizzle-kit cannot express triggers. The touch of last_used_at does not notify.
CREATE FUNCTION "notify_session_ended"() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
    BEGIN
      PERFORM pg_notify('session_ended', OLD.id::text);
      RETURN NULL;
    END
  $$;
--> statement-breakpoint
CREATE TRIGGER "sessions_notify_ended"
  AFTER DELETE OR UPDATE OF "user_id", "token_hash", "expires_at" ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "notify_session_ended"();
