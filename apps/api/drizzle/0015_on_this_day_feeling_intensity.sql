ALTER TABLE "feelings" ADD COLUMN "intensity" smallint;--> statement-breakpoint
CREATE INDEX "posts_mine_created_idx" ON "posts" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE not "posts"."deleted";--> statement-breakpoint
ALTER TABLE "feelings" ADD CONSTRAINT "feelings_intensity_check" CHECK ("feelings"."intensity" between 1 and 5);