ALTER TABLE "posts" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "imported_from" text;--> statement-breakpoint
CREATE INDEX "posts_recently_deleted_idx" ON "posts" USING btree ("user_id","deleted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "posts"."deleted" and "posts"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "posts_purge_due_idx" ON "posts" USING btree ("deleted_at") WHERE "posts"."deleted" and "posts"."deleted_at" is not null;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_deleted_at_check" CHECK ("posts"."deleted_at" is null or "posts"."deleted");--> statement-breakpoint
-- Entries imported from another journal before posts kept its name: the import gave each a
-- fresh id, remembered against the id made from the entry's name, a version 8 UUID (0048).
UPDATE "posts" SET "imported_from" = 'another-journal' FROM "archive_import_ids" AS "m" WHERE "m"."kind" = 'post' AND "m"."user_id" = "posts"."user_id" AND "m"."row_id" = "posts"."id" AND substr("m"."archive_id"::text, 15, 1) = '8';
