CREATE TABLE "feeling_vocabulary_placement" (
	"fingerprint" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feeling_counts" ADD COLUMN "quadrant" text;--> statement-breakpoint
CREATE INDEX "feeling_counts_placed_idx" ON "feeling_counts" USING btree ("user_id","quadrant","count") WHERE "feeling_counts"."quadrant" is not null;--> statement-breakpoint
ALTER TABLE "feeling_counts" ADD CONSTRAINT "feeling_counts_quadrant_check" CHECK ("feeling_counts"."quadrant" in ('pleasant-high', 'pleasant-low', 'unpleasant-high', 'unpleasant-low'));