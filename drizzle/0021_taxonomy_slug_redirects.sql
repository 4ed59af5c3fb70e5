CREATE TABLE "taxonomy_slug_redirects" (
	"kind" text NOT NULL,
	"old_slug" text NOT NULL,
	"sector_id" uuid,
	"capability_id" uuid,
	"content_type_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "taxonomy_slug_redirects_kind_old_slug_pk" PRIMARY KEY("kind","old_slug"),
	CONSTRAINT "taxonomy_slug_redirects_kind_check" CHECK (kind in ('sector', 'capability', 'content_type')),
	CONSTRAINT "taxonomy_slug_redirects_item_check" CHECK (("taxonomy_slug_redirects"."kind" = 'sector') = ("taxonomy_slug_redirects"."sector_id" is not null) and ("taxonomy_slug_redirects"."kind" = 'capability') = ("taxonomy_slug_redirects"."capability_id" is not null) and ("taxonomy_slug_redirects"."kind" = 'content_type') = ("taxonomy_slug_redirects"."content_type_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "taxonomy_slug_redirects" ADD CONSTRAINT "taxonomy_slug_redirects_sector_id_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sectors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taxonomy_slug_redirects" ADD CONSTRAINT "taxonomy_slug_redirects_capability_id_capabilities_id_fk" FOREIGN KEY ("capability_id") REFERENCES "public"."capabilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taxonomy_slug_redirects" ADD CONSTRAINT "taxonomy_slug_redirects_content_type_id_content_types_id_fk" FOREIGN KEY ("content_type_id") REFERENCES "public"."content_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "taxonomy_slug_redirects_sector_idx" ON "taxonomy_slug_redirects" USING btree ("sector_id");--> statement-breakpoint
CREATE INDEX "taxonomy_slug_redirects_capability_idx" ON "taxonomy_slug_redirects" USING btree ("capability_id");--> statement-breakpoint
CREATE INDEX "taxonomy_slug_redirects_content_type_idx" ON "taxonomy_slug_redirects" USING btree ("content_type_id");