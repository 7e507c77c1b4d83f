ALTER TABLE "users" DROP CONSTRAINT "users_journal_state_check";--> statement-breakpoint
ALTER TABLE "journal_seals" ADD COLUMN "previous_key_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_journal_state_check" CHECK ("users"."journal_state" in ('open', 'sealing', 'sealed', 'unsealing', 'rekeying'));