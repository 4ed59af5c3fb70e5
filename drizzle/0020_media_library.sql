CREATE TABLE "media_assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"content_hash" text NOT NULL,
	"title" text NOT NULL,
	"original_name" text NOT NULL,
	"alt_text" text DEFAULT '' NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"format" text NOT NULL,
	"byte_size" bigint NOT NULL,
	"uploaded_by" text,
	"uploaded_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_assets_format_check" CHECK (format in ('jpeg', 'png', 'webp', 'avif', 'gif')),
	CONSTRAINT "media_assets_size_check" CHECK ("media_assets"."width" > 0 and "media_assets"."height" > 0)
);
--> statement-breakpoint
CREATE TABLE "media_variants" (
	"asset_id" uuid NOT NULL,
	"format" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"byte_size" integer NOT NULL,
	"file_id" uuid NOT NULL,
	CONSTRAINT "media_variants_asset_id_format_width_pk" PRIMARY KEY("asset_id","format","width"),
	CONSTRAINT "media_variants_format_check" CHECK (format in ('avif', 'webp', 'jpeg'))
);
--> statement-breakpoint
ALTER TABLE "media_assets" ADD CONSTRAINT "media_assets_uploaded_by_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_variants" ADD CONSTRAINT "media_variants_asset_id_media_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."media_assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_variants" ADD CONSTRAINT "media_variants_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "media_assets_key_idx" ON "media_assets" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "media_assets_content_hash_idx" ON "media_assets" USING btree ("content_hash");--> statement-breakpoint
CREATE INDEX "media_assets_created_at_idx" ON "media_assets" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
-- A page shows a library image with the asset's alt text: a write to an asset is a content
-- change, so every instance's page cache drops its pages (as drizzle/0009's triggers). Its
-- files (media_variants, stored_files) are written with it and never changed.
CREATE TRIGGER "media_assets_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "media_assets" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
