ALTER TABLE "sessions" ADD COLUMN "proved_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "lock_after_minutes" integer;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "active_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- A session made before this migration proved who it was when it was made: it gets no fresh
-- proof (adding a passkey) from the migration itself. Written by hand below this line.
UPDATE "sessions" SET "proved_at" = "created_at", "active_at" = "last_used_at";--> statement-breakpoint
-- Locking, unlocking and a change of the device's idle rule change what every server may answer
-- for a session: the servers that remember it are told to forget it, as when it ends
-- (modules/auth/session-cache.ts). Only a real change notifies: an idle report that repeats the
-- rule, or moves "active_at" on, does not.
CREATE TRIGGER "sessions_notify_lock_changed"
  AFTER UPDATE OF "locked_at", "lock_after_minutes" ON "sessions"
  FOR EACH ROW
  WHEN (
    OLD."locked_at" IS DISTINCT FROM NEW."locked_at"
    OR OLD."lock_after_minutes" IS DISTINCT FROM NEW."lock_after_minutes"
  )
  EXECUTE FUNCTION "notify_session_ended"();
