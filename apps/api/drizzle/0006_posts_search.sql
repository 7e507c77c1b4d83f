-- Full-text search of a person's own posts (modules/posts/posts-search.service.ts). Written by
-- hand: drizzle-kit cannot express a generated tsvector column. The column stays out of the
-- Drizzle schema on purpose, so that the select-all queries of posts never carry it.
--
-- The text of every field but the title, in one document: text fields, then every string in
-- the lists (action items: their text, not their ticks). It is also the document the search's
-- snippets are cut from, so it drops \x01 and \x02, which ts_headline marks matches with. The
-- cap keeps the lexemes of even a maximal post under tsvector's 1 MB limit (200,000 characters
-- of at most 4 bytes each), so a long post can always be saved.
-- array_to_string is only "stable" because of other element types; over text it is immutable.
CREATE FUNCTION "posts_search_body"(fields text[], lists jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT left(
      translate(
        array_to_string(fields, E'\n') || E'\n' || coalesce(
          (SELECT string_agg(item #>> '{}', E'\n')
             FROM jsonb_path_query(lists, 'strict $.** ? (@.type() == "string")') AS item),
          ''),
        E'\x01\x02', '  '),
      200000)
  $$;
--> statement-breakpoint
-- English stemming ("run" finds "running"); the title weighs most (A), the rest B.
ALTER TABLE "posts" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english'::regconfig, "title"), 'A') ||
  setweight(to_tsvector('english'::regconfig, "posts_search_body"(
    ARRAY["summary", "current_situation", "intention", "identity", "unexpected", "answer",
          "positive_beliefs", "preferred_feelings", "preferred_thoughts",
          "this_will_work_because", "evidence", "instructions", "mood"],
    "feelings_list" || "negative_beliefs" || "basic_negative_beliefs" || "wall" ||
      "preferred_beliefs" || "preferred_feelings_list" || "choices" || "action_items" ||
      "action_items2" || "action_items_not" || "next_action_items")), 'B')
) STORED;
--> statement-breakpoint
CREATE INDEX "posts_search_idx" ON "posts" USING gin ("search_vector");
