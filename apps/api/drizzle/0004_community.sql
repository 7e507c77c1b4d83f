CREATE TABLE "challenge_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sender_id" uuid,
	"recipient_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "challenge_messages_channel_check" CHECK ("challenge_messages"."channel" in ('email', 'phone')),
	CONSTRAINT "challenge_messages_status_check" CHECK ("challenge_messages"."status" in ('sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "post_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"fake_user" integer NOT NULL,
	"feedback" text NOT NULL,
	"approval_status" text DEFAULT 'needs_approval' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_feedback_approval_status_check" CHECK ("post_feedback"."approval_status" in ('needs_approval', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "challenge_joined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "challenge_messages" ADD CONSTRAINT "challenge_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_messages" ADD CONSTRAINT "challenge_messages_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_feedback" ADD CONSTRAINT "post_feedback_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_feedback" ADD CONSTRAINT "post_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "challenge_messages_recipient_idx" ON "challenge_messages" USING btree ("recipient_id");--> statement-breakpoint
CREATE INDEX "challenge_messages_sender_idx" ON "challenge_messages" USING btree ("sender_id");--> statement-breakpoint
CREATE INDEX "post_feedback_post_idx" ON "post_feedback" USING btree ("post_id","created_at","id");--> statement-breakpoint
CREATE INDEX "post_feedback_user_idx" ON "post_feedback" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_challenge_idx" ON "users" USING btree ("challenge_joined_at") WHERE "users"."happy_challenge";