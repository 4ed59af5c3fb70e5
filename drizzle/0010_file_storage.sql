ALTER TABLE "stored_files" ALTER COLUMN "content" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "storage" text DEFAULT 'database' NOT NULL;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_storage_check" CHECK (storage in ('database', 's3'));--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_content_check" CHECK (("stored_files"."storage" = 'database') = ("stored_files"."content" is not null));