import { createHash, randomUUID } from "node:crypto";
import {
  and,
  asc,
  desc,
  eq,
  ilike,
  inArray,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import type { PageInfo } from "~/domain/client-work/client-work-views";
import type { MediaRowView, MediaUse } from "~/domain/media/media-views";
import type { ContentLocale } from "~/domain/enums";
import type { MediaProblems } from "~/domain/studio/insight-document";
import {
  MEDIA_EXTENSIONS,
  MEDIA_LIMITS,
  mediaKeyOf,
  type MediaImage,
  type MediaInputFormat,
  type MediaRefusalReason,
} from "~/domain/media/media-rules";
import type { Database, Transaction } from "../db/client.server";
import {
  contentDrafts,
  insights,
  mediaAssets,
  mediaVariants,
  storedFiles,
} from "../db/schema.server";
import { changedFields, recordAudit } from "../console/audit.server";
import type { ContentScope } from "../console/staff-scope.server";
import { pageInfoOf, pageWindow } from "../http/pagination.server";
import { encodeImage } from "../media/media-encode.server";
import { MEDIA_BUCKET } from "../media/media-store.server";
import { removeStoredFiles, withPlacedFiles } from "../storage/files.server";
import { containsPattern } from "../db/like-pattern.server";
import { storedFilePlaceColumns } from "../storage/stored-file-columns.server";

/**
 * The content studio's media library (docs/decisions/052-media-library.md): uploads judged by
 * their content and re-encoded before anything is stored, the list with where each image is
 * used, alt text, and deletion of images nothing uses. Every change is in the audit log.
 */

export const MEDIA_PAGE_SIZE = 24;

/** A library row as the server reads it: the view's, with its real format and date. */
export type MediaRow = Omit<MediaRowView, "format" | "createdAt"> & {
  format: MediaInputFormat;
  createdAt: Date;
};

export type MediaFilter = { q: string; page: number };

export async function listMedia(
  { db }: ContentScope,
  filter: MediaFilter,
): Promise<{ rows: MediaRow[]; pageInfo: PageInfo }> {
  const conditions: SQL[] = [];
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    conditions.push(
      or(
        ilike(mediaAssets.title, pattern),
        ilike(mediaAssets.altText, pattern),
        ilike(mediaAssets.altTextFr, pattern),
        ilike(mediaAssets.originalName, pattern),
      )!,
    );
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [counted] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(mediaAssets)
    .where(where);
  const window = pageWindow(filter.page, counted?.total ?? 0, MEDIA_PAGE_SIZE);
  const assets = await db
    .select()
    .from(mediaAssets)
    .where(where)
    .orderBy(desc(mediaAssets.createdAt), asc(mediaAssets.id))
    .limit(MEDIA_PAGE_SIZE)
    .offset(window.offset);
  const rows = await withVariantsAndUses(db, assets);
  return { rows, pageInfo: pageInfoOf(window) };
}

/** One asset as the library lists it, or null. */
export async function findMedia(
  { db }: ContentScope,
  id: string,
): Promise<MediaRow | null> {
  const assets = await db
    .select()
    .from(mediaAssets)
    .where(eq(mediaAssets.id, id));
  const [row] = await withVariantsAndUses(db, assets);
  return row ?? null;
}

async function withVariantsAndUses(
  db: Database,
  assets: (typeof mediaAssets.$inferSelect)[],
): Promise<MediaRow[]> {
  if (assets.length === 0) return [];
  const variants = await db
    .select({
      assetId: mediaVariants.assetId,
      format: mediaVariants.format,
      width: mediaVariants.width,
      height: mediaVariants.height,
      byteSize: mediaVariants.byteSize,
    })
    .from(mediaVariants)
    .where(
      inArray(
        mediaVariants.assetId,
        assets.map((asset) => asset.id),
      ),
    );
  const uses = await mediaUsage(
    db,
    assets.map((asset) => asset.key),
  );
  return assets.map((asset) => {
    const own = variants.filter((variant) => variant.assetId === asset.id);
    const jpegs = own
      .filter((variant) => variant.format === "jpeg")
      .sort((a, b) => a.width - b.width);
    const widest = jpegs.at(-1);
    return {
      id: asset.id,
      key: asset.key,
      title: asset.title,
      originalName: asset.originalName,
      altText: asset.altText,
      altTextFr: asset.altTextFr,
      width: asset.width,
      height: asset.height,
      format: asset.format as MediaInputFormat,
      byteSize: asset.byteSize,
      encodedBytes: own.reduce((sum, variant) => sum + variant.byteSize, 0),
      fileCount: own.length,
      image: {
        key: asset.key,
        alt: asset.altText,
        width: widest?.width ?? asset.width,
        height: widest?.height ?? asset.height,
        widths: jpegs.map((variant) => variant.width),
      },
      uploadedByName: asset.uploadedByName,
      createdAt: asset.createdAt,
      uses: uses.get(asset.key) ?? [],
    };
  });
}

const keyArray = (keys: string[]) =>
  sql`array[${sql.join(
    keys.map((key) => sql`${key}`),
    sql`, `,
  )}]::text[]`;

/**
 * Where each asset is used: an insight's public row (its featured or social image, or its
 * body) or its studio draft names one of the asset's files. Case studies join this when the
 * studio edits them.
 */
export async function mediaUsage(
  db: Database | Transaction,
  keys: string[],
): Promise<Map<string, MediaUse[]>> {
  const uses = new Map<string, MediaUse[]>();
  if (keys.length === 0) return uses;
  const wanted = keyArray(keys);
  const matched = (text: SQL) =>
    sql<
      string[]
    >`array(select k from unnest(${wanted}) as k where position('/media/' || k || '-' in ${text}) > 0)`;
  const publicText = sql`coalesce(${insights.featuredImageUrl}, '') || ' ' || coalesce(${insights.socialImageUrl}, '') || ' ' || ${insights.content}`;
  const draftText = sql`${contentDrafts.document}::text`;
  const [publicRows, draftRows] = await Promise.all([
    db
      .select({
        id: insights.id,
        title: insights.title,
        keys: matched(publicText),
      })
      .from(insights)
      .where(sql`cardinality(${matched(publicText)}) > 0`)
      .orderBy(asc(insights.title)),
    db
      .select({
        id: contentDrafts.itemId,
        title: contentDrafts.title,
        keys: matched(draftText),
      })
      .from(contentDrafts)
      .where(
        and(
          eq(contentDrafts.kind, "insight"),
          sql`cardinality(${matched(draftText)}) > 0`,
        ),
      )
      .orderBy(asc(contentDrafts.title)),
  ]);
  const add = (
    rows: { id: string; title: string; keys: unknown }[],
    where: MediaUse["where"],
  ) => {
    for (const row of rows)
      for (const key of arrayOf(row.keys)) {
        const list = uses.get(key) ?? [];
        list.push({ insightId: row.id, title: row.title, where });
        uses.set(key, list);
      }
  };
  add(publicRows, "public");
  add(draftRows, "draft");
  return uses;
}

/** A text[] as either driver hands it over (an array, or PostgreSQL's `{a,b}` text). */
function arrayOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === "string" && value.startsWith("{"))
    return value
      .slice(1, -1)
      .split(",")
      .filter(Boolean)
      .map((item) => item.replace(/^"|"$/g, ""));
  return [];
}

export type UploadOutcome =
  | {
      ok: true;
      id: string;
      title: string;
      existing: boolean;
      image: MediaImage;
    }
  | { ok: false; reason: MediaRefusalReason };

function titleOf(fileName: string): string {
  const stem = fileName.replace(/\.[A-Za-z0-9]{1,5}$/, "").trim();
  return (stem || "Untitled image").slice(0, MEDIA_LIMITS.title);
}

/**
 * One uploaded image: judged and encoded first (media-encode.server.ts), then its files placed
 * in the file store and its rows and audit entry committed together — a refused or failed
 * encode stores nothing, and a failed commit removes the files it placed. The same bytes
 * uploaded again answer the asset already in the library.
 */
export async function uploadMedia(
  scope: ContentScope,
  upload: { file: File; title: string; altText: string; altTextFr: string },
): Promise<UploadOutcome> {
  const { db, actor } = scope;
  const bytes = new Uint8Array(await upload.file.arrayBuffer());
  const contentHash = createHash("sha256").update(bytes).digest("hex");
  const existing = await assetByHash(db, contentHash);
  if (existing) return { ...existing, ok: true, existing: true };

  const encoded = await encodeImage(bytes);
  if (!encoded.ok) return encoded;
  const { image } = encoded;
  const key = mediaKeyOf(contentHash);
  const id = randomUUID();
  const title = upload.title || titleOf(upload.file.name);
  // A file key of its own per upload: two uploads of one image racing each other never name
  // (or, when the loser cleans up, delete) the same object.
  const uploadId = randomUUID();
  const files = image.variants.map((variant) => ({
    id: randomUUID(),
    variant,
    bucket: MEDIA_BUCKET,
    key: `${key}/${uploadId}-${variant.width}.${MEDIA_EXTENSIONS[variant.format]}`,
    mimeType: variant.mimeType,
    bytes: variant.bytes,
  }));
  // What the asset row keeps of the image, and what the audit entry records of it.
  const described = {
    altText: upload.altText,
    altTextFr: upload.altTextFr,
    width: image.width,
    height: image.height,
    format: image.format,
    byteSize: bytes.byteLength,
  };
  try {
    await withPlacedFiles(files, (placements) =>
      db.transaction(async (tx) => {
        await tx.insert(storedFiles).values(
          files.map((file, index) => ({
            id: file.id,
            bucket: file.bucket,
            key: file.key,
            name: `${key}-${file.variant.width}.${MEDIA_EXTENSIONS[file.variant.format]}`,
            size: file.bytes.byteLength,
            mimeType: file.mimeType,
            sha256: createHash("sha256").update(file.bytes).digest("hex"),
            ...placements[index]!,
          })),
        );
        await tx.insert(mediaAssets).values({
          id,
          key,
          contentHash,
          title,
          originalName: upload.file.name.slice(0, 255) || title,
          ...described,
          uploadedBy: actor.userId,
          uploadedByName: scope.actorName,
        });
        await tx.insert(mediaVariants).values(
          files.map((file) => ({
            assetId: id,
            format: file.variant.format,
            width: file.variant.width,
            height: file.variant.height,
            byteSize: file.bytes.byteLength,
            fileId: file.id,
          })),
        );
        await recordAudit(tx, actor, {
          action: "media.upload",
          entityType: "media",
          entityId: id,
          summary: `Uploaded the image “${title}” (${image.width} × ${image.height}, ${files.length} encoded files)`,
          after: { title, ...described },
        });
      }),
    );
  } catch (error) {
    // The same image uploaded at the same moment by someone else: theirs is the asset.
    const winner = await assetByHash(db, contentHash);
    if (winner) return { ...winner, ok: true, existing: true };
    throw error;
  }
  const jpegs = files
    .filter((file) => file.variant.format === "jpeg")
    .map((file) => file.variant)
    .sort((a, b) => a.width - b.width);
  const widest = jpegs.at(-1)!;
  return {
    ok: true,
    id,
    title,
    existing: false,
    image: {
      key,
      alt: upload.altText,
      width: widest.width,
      height: widest.height,
      widths: jpegs.map((variant) => variant.width),
    },
  };
}

async function assetByHash(
  db: Database,
  contentHash: string,
): Promise<{ id: string; title: string; image: MediaImage } | null> {
  const [asset] = await db
    .select({
      id: mediaAssets.id,
      title: mediaAssets.title,
      key: mediaAssets.key,
      alt: mediaAssets.altText,
    })
    .from(mediaAssets)
    .where(eq(mediaAssets.contentHash, contentHash));
  if (!asset) return null;
  const jpegs = await db
    .select({ width: mediaVariants.width, height: mediaVariants.height })
    .from(mediaVariants)
    .where(
      and(
        eq(mediaVariants.assetId, asset.id),
        eq(mediaVariants.format, "jpeg"),
      ),
    )
    .orderBy(asc(mediaVariants.width));
  const widest = jpegs.at(-1);
  return {
    id: asset.id,
    title: asset.title,
    image: {
      key: asset.key,
      alt: asset.alt,
      width: widest?.width ?? 0,
      height: widest?.height ?? 0,
      widths: jpegs.map((row) => row.width),
    },
  };
}

/** A new title and alt texts for an asset; false when there is no such asset. */
export async function updateMediaDetails(
  { db, actor }: ContentScope,
  id: string,
  details: { title: string; altText?: string; altTextFr?: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        title: mediaAssets.title,
        altText: mediaAssets.altText,
        altTextFr: mediaAssets.altTextFr,
      })
      .from(mediaAssets)
      .where(eq(mediaAssets.id, id))
      .for("update");
    if (!before) return false;
    const changed = changedFields(before, details);
    if (!changed) return true;
    await tx
      .update(mediaAssets)
      .set({ ...details, updatedAt: new Date() })
      .where(eq(mediaAssets.id, id));
    await recordAudit(tx, actor, {
      action: "media.update",
      entityType: "media",
      entityId: id,
      summary: !("title" in changed.after)
        ? `Changed the alt text of the image “${details.title}”`
        : `Changed the details of the image “${details.title}”`,
      before: changed.before,
      after: changed.after,
    });
    return true;
  });
}

export type DeleteOutcome =
  | { kind: "deleted"; title: string }
  | { kind: "in-use"; title: string; uses: MediaUse[] }
  | { kind: "not-found" };

/**
 * Deletes an asset nothing uses, with its files. The asset's row is locked first and its uses
 * read after, in the same transaction; a save naming the asset locks it too
 * (`lockMediaOf`), so an image cannot be deleted while a draft starts using it.
 */
export async function deleteMedia(
  { db, actor }: ContentScope,
  id: string,
): Promise<DeleteOutcome> {
  const outcome = await db.transaction(async (tx) => {
    const [asset] = await tx
      .select({ key: mediaAssets.key, title: mediaAssets.title })
      .from(mediaAssets)
      .where(eq(mediaAssets.id, id))
      .for("update");
    if (!asset) return { kind: "not-found" as const, files: [] };
    const uses = (await mediaUsage(tx, [asset.key])).get(asset.key) ?? [];
    if (uses.length > 0)
      return { kind: "in-use" as const, title: asset.title, uses, files: [] };
    const files = await tx
      .select({ id: storedFiles.id, ...storedFilePlaceColumns })
      .from(mediaVariants)
      .innerJoin(storedFiles, eq(storedFiles.id, mediaVariants.fileId))
      .where(eq(mediaVariants.assetId, id));
    await tx.delete(mediaAssets).where(eq(mediaAssets.id, id));
    if (files.length > 0)
      await tx.delete(storedFiles).where(
        inArray(
          storedFiles.id,
          files.map((file) => file.id),
        ),
      );
    await recordAudit(tx, actor, {
      action: "media.delete",
      entityType: "media",
      entityId: id,
      summary: `Deleted the image “${asset.title}” and its ${files.length} encoded files`,
      before: { title: asset.title, key: asset.key },
    });
    return { kind: "deleted" as const, title: asset.title, files };
  });
  // The S3 objects once the rows are gone (database rows took their bytes with them).
  if (outcome.kind === "deleted") await removeStoredFiles(outcome.files);
  const { files: _files, ...answer } = outcome;
  return answer as DeleteOutcome;
}

/**
 * Locks (FOR SHARE) the assets a document names, in the saving transaction: a deletion of one
 * of them waits for the save and then sees it as a use (see deleteMedia).
 */
export async function lockMediaOf(
  tx: Transaction,
  keys: string[],
): Promise<void> {
  if (keys.length === 0) return;
  await tx
    .select({ id: mediaAssets.id })
    .from(mediaAssets)
    .where(inArray(mediaAssets.key, keys))
    .for("share");
}

/**
 * What publishing an item showing these library images still needs: each must be in the
 * library, and have alt text in the item's language (a French item needs the French alt text,
 * decision 052). The labels join the missing fields' list (`missingForPublish`).
 */
export async function mediaProblemsOf(
  db: Database | Transaction,
  keys: string[],
  locale: ContentLocale = "en",
): Promise<MediaProblems> {
  const wanted = [...new Set(keys)];
  if (wanted.length === 0) return { withoutAlt: [], unknown: [], locale };
  const rows = await db
    .select({
      key: mediaAssets.key,
      title: mediaAssets.title,
      alt: locale === "fr" ? mediaAssets.altTextFr : mediaAssets.altText,
    })
    .from(mediaAssets)
    .where(inArray(mediaAssets.key, wanted));
  const found = new Map(rows.map((row) => [row.key, row]));
  return {
    withoutAlt: wanted
      .map((key) => found.get(key))
      .filter((row) => row !== undefined && row.alt.trim() === "")
      .map((row) => row!.title),
    unknown: wanted.filter((key) => !found.has(key)),
    locale,
  };
}
