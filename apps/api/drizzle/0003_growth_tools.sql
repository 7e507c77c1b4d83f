CREATE TABLE "feeling_counts" (
	"user_id" uuid NOT NULL,
	"feeling" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "feeling_counts_user_id_feeling_pk" PRIMARY KEY("user_id","feeling")
);
--> statement-breakpoint
CREATE TABLE "feeling_totals" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feelings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"feeling" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "habit_trackers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"dates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "habit_trackers_position_check" CHECK ("habit_trackers"."position" >= 0 and "habit_trackers"."position" < 3)
);
--> statement-breakpoint
ALTER TABLE "feeling_counts" ADD CONSTRAINT "feeling_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feeling_totals" ADD CONSTRAINT "feeling_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feelings" ADD CONSTRAINT "feelings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habit_trackers" ADD CONSTRAINT "habit_trackers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feeling_counts_trending_idx" ON "feeling_counts" USING btree ("user_id","count" DESC NULLS FIRST,"feeling");--> statement-breakpoint
CREATE INDEX "feelings_user_recent_idx" ON "feelings" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "habit_trackers_user_position_idx" ON "habit_trackers" USING btree ("user_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "posts_one_identity_idx" ON "posts" USING btree ("user_id") WHERE "posts"."category" = 'identity' and not "posts"."deleted";--> statement-breakpoint
CREATE INDEX "posts_drafts_idx" ON "posts" USING btree ("user_id","category","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "posts"."draft" and not "posts"."deleted";