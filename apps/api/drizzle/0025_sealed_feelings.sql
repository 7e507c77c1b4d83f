ALTER TABLE "feelings" ADD COLUMN "sealed" jsonb;--> statement-breakpoint
ALTER TABLE "feelings" drop column "writing_bytes";--> statement-breakpoint
ALTER TABLE "feelings" ADD COLUMN "writing_bytes" integer GENERATED ALWAYS AS (100 + octet_length("feeling") + coalesce(octet_length("sealed"::text), 0)) STORED NOT NULL;
