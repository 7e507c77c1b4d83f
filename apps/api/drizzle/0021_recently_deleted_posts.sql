ALTER TABLE "posts" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "imported_from" text;--> statement-breakpoint
CREATE INDEX "posts_recently_deleted_idx" ON "posts" USING btree ("user_id","deleted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "posts"."deleted" and "posts"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "posts_purge_due_idx" ON "posts" USING btree ("deleted_at") WHERE "posts"."deleted" and "posts"."deleted_at" is not null;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_deleted_at_check" CHECK ("posts"."deleted_at" is null or "posts"."deleted");