DROP INDEX "posts_user_last_update_idx";--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "fake_user" integer;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "mood" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "summary" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "identity" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "intention" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "choices" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "choice_selected" integer;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "unexpected" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "current_situation" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "basic_negative_beliefs" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "negative_beliefs" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "wall" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "preferred_beliefs" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "positive_beliefs" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "preferred_feelings" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "preferred_feelings_list" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "preferred_thoughts" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "feelings_list" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "answer" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "action_items" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "action_items2" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "action_items_not" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "next_action_items" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "evidence" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "instructions" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "unchecked_items" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "this_will_work_because" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "years_to_manifest" double precision DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "share_for_research" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "share_for_feedback" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "approval_status" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "posts_mine_idx" ON "posts" USING btree ("user_id","last_update" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE not "posts"."deleted";--> statement-breakpoint
CREATE INDEX "posts_community_idx" ON "posts" USING btree ("last_update" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "posts"."share_for_feedback" and "posts"."approval_status" = 'approved' and not "posts"."deleted";--> statement-breakpoint
CREATE INDEX "posts_review_idx" ON "posts" USING btree ("last_update" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "posts"."share_for_feedback" and "posts"."approval_status" = 'needs_review' and not "posts"."deleted";--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_approval_status_check" CHECK ("posts"."approval_status" in ('', 'approved', 'needs_review', 'rejected'));