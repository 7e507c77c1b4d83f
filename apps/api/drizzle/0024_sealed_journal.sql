CREATE TABLE "journal_key_wraps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"key_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"passkey_id" uuid,
	"public_key" text NOT NULL,
	"wrapped_private_key" text NOT NULL,
	"ephemeral_public_key" text NOT NULL,
	"wrapped_journal_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_seals" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"key_id" uuid NOT NULL,
	"prf_salt" text NOT NULL,
	"recovery_key_saved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "habit_trackers" ADD COLUMN "sealed_title" jsonb;--> statement-breakpoint
ALTER TABLE "habit_trackers" drop column "writing_bytes";--> statement-breakpoint
ALTER TABLE "habit_trackers" ADD COLUMN "writing_bytes" integer GENERATED ALWAYS AS (100 + octet_length("title") + octet_length("dates"::text) + coalesce(octet_length("sealed_title"::text), 0)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "sealed" jsonb;--> statement-breakpoint
ALTER TABLE "posts" drop column "writing_bytes";--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "writing_bytes" integer GENERATED ALWAYS AS (100 + octet_length("title") + octet_length("mood") + octet_length("summary") + octet_length("unexpected") + octet_length("intention") + octet_length("preferred_feelings") + octet_length("evidence") + octet_length("instructions") + octet_length("identity") + octet_length("preferred_thoughts") + octet_length("current_situation") + octet_length("positive_beliefs") + octet_length("answer") + octet_length("this_will_work_because") + octet_length("tags"::text) + octet_length("choices"::text) + octet_length("preferred_feelings_list"::text) + octet_length("action_items"::text) + octet_length("feelings_list"::text) + octet_length("basic_negative_beliefs"::text) + octet_length("negative_beliefs"::text) + octet_length("wall"::text) + octet_length("preferred_beliefs"::text) + octet_length("action_items2"::text) + octet_length("action_items_not"::text) + octet_length("next_action_items"::text) + coalesce(octet_length("sealed"::text), 0)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "journal_state" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "journal_key_wraps" ADD CONSTRAINT "journal_key_wraps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_key_wraps" ADD CONSTRAINT "journal_key_wraps_passkey_id_passkeys_id_fk" FOREIGN KEY ("passkey_id") REFERENCES "public"."passkeys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_seals" ADD CONSTRAINT "journal_seals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journal_key_wraps_user_id_idx" ON "journal_key_wraps" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "journal_key_wraps_passkey_idx" ON "journal_key_wraps" USING btree ("key_id","passkey_id");--> statement-breakpoint
CREATE UNIQUE INDEX "journal_key_wraps_recovery_idx" ON "journal_key_wraps" USING btree ("key_id") WHERE "journal_key_wraps"."kind" = 'recovery';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_journal_state_check" CHECK ("users"."journal_state" in ('open', 'sealing', 'sealed', 'unsealing'));