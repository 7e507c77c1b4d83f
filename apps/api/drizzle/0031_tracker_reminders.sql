ALTER TABLE "reminders" DROP CONSTRAINT "reminders_kind_check";--> statement-breakpoint
DROP INDEX "reminders_user_kind_idx";--> statement-breakpoint
ALTER TABLE "reminders" ADD COLUMN "tracker_id" uuid;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_tracker_id_habit_trackers_id_fk" FOREIGN KEY ("tracker_id") REFERENCES "public"."habit_trackers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reminders_tracker_idx" ON "reminders" USING btree ("tracker_id") WHERE "reminders"."tracker_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "reminders_user_kind_idx" ON "reminders" USING btree ("user_id","kind") WHERE "reminders"."tracker_id" is null;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_tracker_check" CHECK (("reminders"."kind" = 'tracker') = ("reminders"."tracker_id" is not null));--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_kind_check" CHECK ("reminders"."kind" in ('dailyIntention', 'habitCheckIn', 'tracker'));