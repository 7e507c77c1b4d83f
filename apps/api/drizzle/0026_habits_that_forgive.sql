ALTER TABLE "habit_trackers" ADD COLUMN "rest_dates" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "habit_trackers" ADD COLUMN "pauses" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "habit_trackers" ADD COLUMN "days_per_week" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "habit_trackers" drop column "writing_bytes";--> statement-breakpoint
ALTER TABLE "habit_trackers" ADD COLUMN "writing_bytes" integer GENERATED ALWAYS AS (100 + octet_length("title") + octet_length("dates"::text) + octet_length("rest_dates"::text) + octet_length("pauses"::text) + coalesce(octet_length("sealed_title"::text), 0)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "habit_trackers" ADD CONSTRAINT "habit_trackers_days_per_week_check" CHECK ("habit_trackers"."days_per_week" between 1 and 7);--> statement-breakpoint
-- Each tracker's two empty lists ('[]' twice) now count in its writing bytes: the rooms follow.
UPDATE "writing_rooms" SET "bytes" = "writing_rooms"."bytes" + 4 * "counted"."trackers" FROM (SELECT "user_id", count(*) AS "trackers" FROM "habit_trackers" GROUP BY "user_id") AS "counted" WHERE "writing_rooms"."user_id" = "counted"."user_id";
