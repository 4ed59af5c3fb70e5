-- French pages read alt_text_fr (decision 052, "Alt text per language"); existing images start without
-- one and a French item cannot publish them until an editor writes it, so there is no backfill.
ALTER TABLE "media_assets" ADD COLUMN "alt_text_fr" text DEFAULT '' NOT NULL;
