CREATE TABLE "reminder_deliveries" (
	"reminder_id" uuid NOT NULL,
	"local_date" text NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_deliveries_reminder_id_local_date_pk" PRIMARY KEY("reminder_id","local_date"),
	CONSTRAINT "reminder_deliveries_outcome_check" CHECK ("reminder_deliveries"."outcome" in ('claimed', 'sent', 'skipped', 'late', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"enabled" boolean NOT NULL,
	"local_time" text NOT NULL,
	"time_zone" text NOT NULL,
	"next_due_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminders_kind_check" CHECK ("reminders"."kind" in ('dailyIntention', 'habitCheckIn')),
	CONSTRAINT "reminders_off_has_no_due_check" CHECK ("reminders"."enabled" or "reminders"."next_due_at" is null)
);
--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_reminder_id_reminders_id_fk" FOREIGN KEY ("reminder_id") REFERENCES "public"."reminders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reminders_user_kind_idx" ON "reminders" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "reminders_due_idx" ON "reminders" USING btree ("next_due_at") WHERE "reminders"."next_due_at" is not null;