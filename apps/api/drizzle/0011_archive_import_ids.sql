CREATE TABLE "archive_import_ids" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"archive_id" uuid NOT NULL,
	"row_id" uuid NOT NULL,
	CONSTRAINT "archive_import_ids_user_id_kind_archive_id_pk" PRIMARY KEY("user_id","kind","archive_id"),
	CONSTRAINT "archive_import_ids_kind_check" CHECK ("archive_import_ids"."kind" in ('post', 'image', 'feeling'))
);
--> statement-breakpoint
ALTER TABLE "archive_import_ids" ADD CONSTRAINT "archive_import_ids_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;