ALTER TABLE "posts" ADD COLUMN "tags" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
-- The tags are searched with the rest of the writing, at weight B (decision 0048), so the
-- generated search vector of 0006_posts_search is defined anew with them; written by hand,
-- as there: drizzle-kit cannot express it.
DROP INDEX "posts_search_idx";
--> statement-breakpoint
ALTER TABLE "posts" DROP COLUMN "search_vector";
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english'::regconfig, "title"), 'A') ||
  setweight(to_tsvector('english'::regconfig, "posts_search_body"(
    ARRAY["summary", "current_situation", "intention", "identity", "unexpected", "answer",
          "positive_beliefs", "preferred_feelings", "preferred_thoughts",
          "this_will_work_because", "evidence", "instructions", "mood"],
    "feelings_list" || "negative_beliefs" || "basic_negative_beliefs" || "wall" ||
      "preferred_beliefs" || "preferred_feelings_list" || "choices" || "action_items" ||
      "action_items2" || "action_items_not" || "next_action_items" || "tags")), 'B')
) STORED;
--> statement-breakpoint
CREATE INDEX "posts_search_idx" ON "posts" USING gin ("search_vector");
