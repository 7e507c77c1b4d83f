CREATE TABLE "image_variants" (
	"image_id" uuid NOT NULL,
	"width" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "image_variants_image_id_width_pk" PRIMARY KEY("image_id","width")
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"bytes" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"byte_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Hand-edited: images did not exist before this migration, so no stored id can refer to one
-- (the new foreign keys would refuse them); clear them with their sizes, then cast with USING,
-- which PostgreSQL requires for text to uuid.
UPDATE "users" SET "image" = NULL, "image_width" = NULL, "image_height" = NULL, "background_image" = NULL, "background_image_width" = NULL, "background_image_height" = NULL WHERE "image" IS NOT NULL OR "background_image" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "image" SET DATA TYPE uuid USING "image"::uuid;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "background_image" SET DATA TYPE uuid USING "background_image"::uuid;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "image" uuid;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "image_width" integer;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "image_height" integer;--> statement-breakpoint
ALTER TABLE "image_variants" ADD CONSTRAINT "image_variants_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "images_user_id_idx" ON "images" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_image_images_id_fk" FOREIGN KEY ("image") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_image_images_id_fk" FOREIGN KEY ("image") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_background_image_images_id_fk" FOREIGN KEY ("background_image") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "posts_image_idx" ON "posts" USING btree ("image");--> statement-breakpoint
CREATE INDEX "users_image_idx" ON "users" USING btree ("image");--> statement-breakpoint
CREATE INDEX "users_background_image_idx" ON "users" USING btree ("background_image");