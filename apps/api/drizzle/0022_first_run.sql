ALTER TABLE "users" ADD COLUMN "goal" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "first_run_done_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_goal_check" CHECK ("users"."goal" in ('calmerDays', 'betterHabits', 'writingDaily'));--> statement-breakpoint
-- Everyone who signed up before the first run existed is past it: only new accounts see it.
UPDATE "users" SET "first_run_done_at" = now();
