import { and, eq, inArray } from "drizzle-orm";
import {
  mediaKeyOfAddress,
  mediaKeysInHtml,
  type MediaFormat,
  type MediaImage,
} from "~/domain/media/media-rules";
import type { ContentLocale } from "~/domain/enums";
import type { Database, Transaction } from "../db/client.server";
import { mediaAssets, mediaVariants, storedFiles } from "../db/schema.server";
import type { StoredFileRef } from "../storage/file-store.server";
import { storedFileRefColumns } from "../storage/stored-file-columns.server";

/**
 * The media library's rows as the public site reads them (docs/decisions/052-media-library.md):
 * one encoded file by its public name, and the images a page shows. No sign-in: what is in the
 * library is what published pages may show; drafts find their images the same way.
 */

/** The stored_files bucket of every encoded image. */
export const MEDIA_BUCKET = "media";

export type MediaFile = {
  mimeType: string;
  size: number;
  sha256: string;
  file: StoredFileRef;
};

/** One encoded file (`/media/<key>-<width>.<ext>`), or null when the library has none by that name. */
export async function readMediaFile(
  db: Database,
  name: { key: string; width: number; format: MediaFormat },
): Promise<MediaFile | null> {
  const [row] = await db
    .select({
      mimeType: storedFiles.mimeType,
      size: storedFiles.size,
      sha256: storedFiles.sha256,
      ...storedFileRefColumns,
    })
    .from(mediaAssets)
    .innerJoin(mediaVariants, eq(mediaVariants.assetId, mediaAssets.id))
    .innerJoin(storedFiles, eq(storedFiles.id, mediaVariants.fileId))
    .where(
      and(
        eq(mediaAssets.key, name.key),
        eq(mediaVariants.format, name.format),
        eq(mediaVariants.width, name.width),
      ),
    )
    .limit(1);
  if (!row) return null;
  const { mimeType, size, sha256, ...file } = row;
  return { mimeType, size, sha256, file };
}

/**
 * The library images behind these keys, as a page draws them: every width the asset has (all
 * three formats exist at each), the widest's size, and the alt text in the page's language.
 * A French page gets the French alt text or none, never the English (decision 052, "Alt text
 * per language"): a French item cannot be published while it is missing.
 */
export async function mediaImagesByKey(
  db: Database | Transaction,
  keys: string[],
  locale: ContentLocale = "en",
): Promise<Map<string, MediaImage>> {
  const wanted = [...new Set(keys)];
  const images = new Map<string, MediaImage>();
  if (wanted.length === 0) return images;
  const rows = await db
    .select({
      key: mediaAssets.key,
      alt: locale === "fr" ? mediaAssets.altTextFr : mediaAssets.altText,
      width: mediaVariants.width,
      height: mediaVariants.height,
    })
    .from(mediaAssets)
    .innerJoin(mediaVariants, eq(mediaVariants.assetId, mediaAssets.id))
    .where(
      and(inArray(mediaAssets.key, wanted), eq(mediaVariants.format, "jpeg")),
    );
  for (const row of rows) {
    const image = images.get(row.key);
    if (!image) {
      images.set(row.key, {
        key: row.key,
        alt: row.alt,
        width: row.width,
        height: row.height,
        widths: [row.width],
      });
    } else {
      image.widths.push(row.width);
      if (row.width > image.width) {
        image.width = row.width;
        image.height = row.height;
      }
    }
  }
  for (const image of images.values()) image.widths.sort((a, b) => a - b);
  return images;
}

/** The library image an address names (`/media/<key>-<width>.<ext>`), or null for any other address. */
export async function mediaImageOfAddress(
  db: Database | Transaction,
  address: string | null,
  locale: ContentLocale = "en",
): Promise<MediaImage | null> {
  const key = mediaKeyOfAddress(address);
  if (!key) return null;
  return (await mediaImagesByKey(db, [key], locale)).get(key) ?? null;
}

/**
 * The width, height and alt text (in the page's language) of each library image in an HTML
 * body, by key: what the page gives an `<img>` (`withMediaImageSizes`), so the body's images
 * never shift the layout as they load and a French body says the French alt text.
 */
export async function mediaSizesInHtml(
  db: Database | Transaction,
  html: string,
  locale: ContentLocale = "en",
): Promise<Map<string, MediaImage>> {
  const keys = mediaKeysInHtml(html);
  return keys.length === 0 ? new Map() : mediaImagesByKey(db, keys, locale);
}
