CREATE TABLE "writing_rooms" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feelings" ADD COLUMN "writing_bytes" integer GENERATED ALWAYS AS (100 + octet_length("feeling")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "habit_trackers" ADD COLUMN "writing_bytes" integer GENERATED ALWAYS AS (100 + octet_length("title") + octet_length("dates"::text)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "ideas" ADD COLUMN "writing_bytes" integer GENERATED ALWAYS AS (100 + octet_length("idea")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "post_feedback" ADD COLUMN "writing_bytes" integer GENERATED ALWAYS AS (100 + octet_length("feedback")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "writing_bytes" integer GENERATED ALWAYS AS (100 + octet_length("title") + octet_length("mood") + octet_length("summary") + octet_length("unexpected") + octet_length("intention") + octet_length("preferred_feelings") + octet_length("evidence") + octet_length("instructions") + octet_length("identity") + octet_length("preferred_thoughts") + octet_length("current_situation") + octet_length("positive_beliefs") + octet_length("answer") + octet_length("this_will_work_because") + octet_length("tags"::text) + octet_length("choices"::text) + octet_length("preferred_feelings_list"::text) + octet_length("action_items"::text) + octet_length("feelings_list"::text) + octet_length("basic_negative_beliefs"::text) + octet_length("negative_beliefs"::text) + octet_length("wall"::text) + octet_length("preferred_beliefs"::text) + octet_length("action_items2"::text) + octet_length("action_items_not"::text) + octet_length("next_action_items"::text)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "writing_rooms" ADD CONSTRAINT "writing_rooms_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A deleted post keeps its row and title, not its writing: deleting gives the writing's room back.
UPDATE "posts" SET "mood" = DEFAULT, "summary" = DEFAULT, "unexpected" = DEFAULT, "intention" = DEFAULT, "preferred_feelings" = DEFAULT, "evidence" = DEFAULT, "instructions" = DEFAULT, "identity" = DEFAULT, "preferred_thoughts" = DEFAULT, "current_situation" = DEFAULT, "positive_beliefs" = DEFAULT, "answer" = DEFAULT, "this_will_work_because" = DEFAULT, "tags" = DEFAULT, "choices" = DEFAULT, "preferred_feelings_list" = DEFAULT, "action_items" = DEFAULT, "feelings_list" = DEFAULT, "basic_negative_beliefs" = DEFAULT, "negative_beliefs" = DEFAULT, "wall" = DEFAULT, "preferred_beliefs" = DEFAULT, "action_items2" = DEFAULT, "action_items_not" = DEFAULT, "next_action_items" = DEFAULT WHERE "deleted";--> statement-breakpoint
INSERT INTO "writing_rooms" ("user_id", "bytes")
SELECT "user_id", sum("writing_bytes") FROM (
  SELECT "user_id", "writing_bytes" FROM "posts"
  UNION ALL SELECT "user_id", "writing_bytes" FROM "feelings"
  UNION ALL SELECT "user_id", "writing_bytes" FROM "habit_trackers"
  UNION ALL SELECT "user_id", "writing_bytes" FROM "post_feedback"
  UNION ALL SELECT "user_id", "writing_bytes" FROM "ideas" WHERE "user_id" IS NOT NULL
) AS "rows" GROUP BY "user_id";
