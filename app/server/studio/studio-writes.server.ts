import { and, desc, eq, ne } from "drizzle-orm";
import { slugFromTitle } from "~/domain/studio/slug-from-title";
import { localizedPath, type Locale } from "~/i18n/locale";
import type { Transaction } from "../db/client.server";
import {
  contentDrafts,
  contentRevisions,
  contentSlugRedirects,
} from "../db/schema.server";
import { writeContent } from "../content/content-writes.server";
import { recordAudit, type StaffActor } from "../console/audit.server";
import type { ContentScope } from "../console/staff-scope.server";
import { readItemWithDraft, type ItemWithDraft } from "./studio-drafts.server";
import type {
  StudioDocument,
  StudioItemRow,
  StudioKind,
} from "./studio-kind.server";
import { lockMediaOf, mediaProblemsOf } from "./media-library.server";
import { lockTaxonomyOf } from "./taxonomy-usage.server";
import { draftOf, draftsWithSlug, revisionsOf } from "./studio-rows.server";

/**
 * The content studio's writes, for every kind of item. Every one runs in one transaction that
 * first locks the item's public row, so saves of one item are serialised, and names the draft
 * version it was based on: a save based on an older version than the stored one is refused,
 * never merged or overwritten (docs/decisions/051-content-studio.md).
 */

export type SaveReason = "save" | "autosave" | "publish" | "restore" | "create";

/** Why a write was refused; the form keeps what the person typed. */
export type StudioRefusal =
  | { kind: "not-found" }
  | {
      kind: "stale";
      version: number;
      updatedByName: string | null;
      updatedAt: Date;
    }
  | { kind: "slug-taken"; takenBy: string }
  | { kind: "missing"; fields: string[] }
  /** The form names a sector, content type or capability deleted since the page was opened. */
  | {
      kind: "taxonomy-gone";
      fields: ("sectorId" | "contentTypeId" | "capabilityIds")[];
    };

export type SaveOutcome = { kind: "saved"; version: number } | StudioRefusal;

/** Autosaves by one person within this long of the last one update that revision in place. */
export const AUTOSAVE_REVISION_WINDOW_MS = 10 * 60_000;

export class Refused extends Error {
  constructor(readonly refusal: StudioRefusal) {
    super(refusal.kind);
  }
}

/** Runs `write` in a transaction; a refusal rolls it back and is returned, not thrown. */
export async function attempt<T>(
  run: () => Promise<T>,
): Promise<T | StudioRefusal> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Refused) return error.refusal;
    throw error;
  }
}

/** Who else holds `slug` (same kind and locale): another draft, or another public row. */
async function slugHolder<D extends StudioDocument>(
  kind: StudioKind<D>,
  tx: Transaction,
  id: string,
  locale: string,
  slug: string,
): Promise<string | null> {
  const [draft] = await tx
    .select({ title: contentDrafts.title })
    .from(contentDrafts)
    .where(
      and(draftsWithSlug(kind, locale, slug), ne(contentDrafts.itemId, id)),
    )
    .limit(1);
  if (draft) return draft.title;
  return kind.rowHoldingSlug(tx, id, locale, slug);
}

/** The stored draft becomes `document` at the next version, with its revision. */
export async function storeDraft<D extends StudioDocument>(
  kind: StudioKind<D>,
  tx: Transaction,
  scope: ContentScope,
  current: ItemWithDraft<D>,
  document: D,
  reason: SaveReason,
): Promise<number> {
  const { row, draft } = current;
  const holder = await slugHolder(kind, tx, row.id, row.locale, document.slug);
  if (holder) throw new Refused({ kind: "slug-taken", takenBy: holder });
  const clean = kind.clean(document);
  // The library images it names cannot be deleted while this save commits (deleteMedia).
  await lockMediaOf(tx, kind.mediaKeys(clean));
  // Nor the sector, content type and capabilities it names (deleteTaxonomyItem); one deleted
  // already refuses the save rather than store a name of nothing
  // (docs/decisions/053-taxonomy-management.md).
  const gone = await lockTaxonomyOf(tx, kind.taxonomyRefs(clean));
  if (gone.length > 0)
    throw new Refused({ kind: "taxonomy-gone", fields: gone });
  const version = draft.version + 1;
  const now = new Date();
  const fields = {
    version,
    document: clean,
    title: clean.title,
    slug: clean.slug,
    updatedBy: scope.actor.userId,
    updatedAt: now,
  };
  if (draft.stored) {
    await tx.update(contentDrafts).set(fields).where(draftOf(kind, row.id));
  } else {
    await tx.insert(contentDrafts).values({
      kind: kind.kind,
      itemId: row.id,
      locale: row.locale,
      publishedVersion: draft.publishedVersion,
      ...fields,
    });
  }
  // A page nobody can see yet keeps its row's slug with the draft's, so the slug it gave up is
  // free for another item (the row's unique slug would otherwise hold it).
  if (!row.isLive && row.slug !== clean.slug)
    await kind.renameHiddenRow(tx, row.id, clean.slug, clean.title);
  await recordRevision(kind, tx, scope, row.id, version, clean, reason, now);
  // Saved back to exactly what the public page shows (an edit undone, a save with nothing
  // changed): the page is that version, so the item is "Published", not "Changed since
  // publishing" — the status compares content, not version numbers (docs/content-studio.md).
  if (
    row.isLive &&
    reason !== "publish" &&
    draft.publishedVersion !== null &&
    (await publishedDocumentIs(kind, tx, row.id, draft.publishedVersion, clean))
  )
    await tx
      .update(contentDrafts)
      .set({ publishedVersion: version })
      .where(draftOf(kind, row.id));
  return version;
}

/** Whether the revision the public page was published from holds this same document. */
async function publishedDocumentIs<D extends StudioDocument>(
  kind: StudioKind<D>,
  tx: Transaction,
  itemId: string,
  publishedVersion: number,
  document: D,
): Promise<boolean> {
  const [published] = await tx
    .select({ document: contentRevisions.document })
    .from(contentRevisions)
    .where(
      and(
        revisionsOf(kind, itemId),
        eq(contentRevisions.version, publishedVersion),
      ),
    )
    .limit(1);
  return (
    published !== undefined &&
    sameJson(kind.clean(kind.readDocument(published.document)), document)
  );
}

/** Equal as JSON whatever the order of keys (jsonb stores them in an order of its own). */
function sameJson(a: unknown, b: unknown): boolean {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value && typeof value === "object"
        ? Object.fromEntries(
            Object.entries(value)
              .filter(([, field]) => field !== undefined)
              .sort(([x], [y]) => (x < y ? -1 : 1))
              .map(([key, field]) => [key, canonical(field)]),
          )
        : value;
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

async function recordRevision(
  kind: StudioKind<StudioDocument>,
  tx: Transaction,
  scope: ContentScope,
  itemId: string,
  version: number,
  document: StudioDocument,
  reason: SaveReason,
  now: Date,
): Promise<void> {
  if (reason === "autosave") {
    // A person typing for an hour is one revision, not three hundred: their consecutive
    // autosaves within the window update the latest revision when it is theirs and an autosave.
    const [latest] = await tx
      .select({
        id: contentRevisions.id,
        reason: contentRevisions.reason,
        savedBy: contentRevisions.savedBy,
        savedAt: contentRevisions.savedAt,
      })
      .from(contentRevisions)
      .where(revisionsOf(kind, itemId))
      .orderBy(desc(contentRevisions.version))
      .limit(1);
    if (
      latest &&
      latest.reason === "autosave" &&
      latest.savedBy === scope.actor.userId &&
      now.getTime() - latest.savedAt.getTime() < AUTOSAVE_REVISION_WINDOW_MS
    ) {
      await tx
        .update(contentRevisions)
        .set({ version, document, savedAt: now })
        .where(eq(contentRevisions.id, latest.id));
      return;
    }
  }
  await tx.insert(contentRevisions).values({
    kind: kind.kind,
    itemId,
    version,
    document,
    reason,
    savedBy: scope.actor.userId,
    savedByName: scope.actorName,
    savedAt: now,
  });
}

export async function lockedCurrent<D extends StudioDocument>(
  kind: StudioKind<D>,
  tx: Transaction,
  id: string,
  baseVersion: number,
): Promise<ItemWithDraft<D>> {
  const current = await readItemWithDraft(kind, tx, id, { lock: true });
  if (!current) throw new Refused({ kind: "not-found" });
  if (current.draft.version !== baseVersion)
    throw new Refused({
      kind: "stale",
      version: current.draft.version,
      updatedByName: current.draft.updatedByName,
      updatedAt: current.draft.updatedAt,
    });
  return current;
}

/** Saves the editor's form as the draft's next version (an explicit save or an autosave). */
export function saveDraft<D extends StudioDocument>(
  kind: StudioKind<D>,
  scope: ContentScope,
  id: string,
  baseVersion: number,
  document: D,
  reason: "save" | "autosave",
): Promise<SaveOutcome> {
  return attempt(() =>
    scope.db.transaction(async (tx) => {
      const current = await lockedCurrent(kind, tx, id, baseVersion);
      const version = await storeDraft(
        kind,
        tx,
        scope,
        current,
        document,
        reason,
      );
      return { kind: "saved" as const, version };
    }),
  );
}

/** `base`, or `base-2`, `base-3`…: the first slug no draft or row of this kind and locale holds. */
async function freeSlug<D extends StudioDocument>(
  kind: StudioKind<D>,
  tx: Transaction,
  locale: string,
  base: string,
): Promise<string> {
  let slug = base;
  for (let n = 2; ; n++) {
    const [draft] = await tx
      .select({ itemId: contentDrafts.itemId })
      .from(contentDrafts)
      .where(draftsWithSlug(kind, locale, slug))
      .limit(1);
    if (!draft && !(await kind.slugUsedByRow(tx, locale, slug))) return slug;
    slug = `${base.slice(0, 90)}-${n}`;
  }
}

/** The first draft of a new row: version 1, with its "create" revision. */
function storeFirstDraft<D extends StudioDocument>(
  kind: StudioKind<D>,
  tx: Transaction,
  scope: ContentScope,
  row: StudioItemRow,
  document: D,
): Promise<number> {
  return storeDraft(
    kind,
    tx,
    scope,
    {
      row,
      draft: {
        version: 0,
        document,
        publishedVersion: null,
        publishAt: null,
        unpublishAt: null,
        scheduleError: null,
        updatedAt: new Date(),
        updatedByName: null,
        stored: false,
      },
    },
    document,
    "create",
  );
}

/** A new item: a hidden public row and a draft with a title and a free slug made from it. */
export async function createItem<D extends StudioDocument>(
  kind: StudioKind<D>,
  scope: ContentScope,
  title: string,
): Promise<string> {
  return writeContent(scope.db, async (tx) => {
    const base = slugFromTitle(title) || kind.kind.replace("_", "-");
    const slug = await freeSlug(kind, tx, "en", base);
    const row = await kind.insertRow(tx, title, slug);
    await storeFirstDraft(
      kind,
      tx,
      scope,
      row,
      kind.newDocument(title, slug, scope.actorName),
    );
    return row.id;
  });
}

export type TranslationOutcome =
  | { kind: "created"; id: string }
  /** The item already has a version in that language: the editor opens it. */
  | { kind: "exists"; id: string }
  | { kind: "not-found" }
  | { kind: "same-language" };

/**
 * Another language's version of an item (docs/decisions/054, 055): a new hidden row with the
 * item's translation key in `locale`, whose first draft is a copy of the item's draft (to be
 * translated in place) under the same slug if that language has it free. It is then edited,
 * previewed, scheduled and published on its own, like any item.
 */
export async function createTranslation<D extends StudioDocument>(
  kind: StudioKind<D>,
  scope: ContentScope,
  sourceId: string,
  locale: string,
): Promise<TranslationOutcome> {
  return writeContent(scope.db, async (tx) => {
    const source = await readItemWithDraft(kind, tx, sourceId, { lock: true });
    if (!source) return { kind: "not-found" as const };
    if (source.row.locale === locale) return { kind: "same-language" as const };
    const existing = await kind.versionIn(
      tx,
      source.row.translationKey,
      locale,
    );
    if (existing) return { kind: "exists" as const, id: existing.id };
    const document = source.draft.document;
    const slug = await freeSlug(kind, tx, locale, document.slug);
    const row = await kind.insertRow(tx, document.title, slug, {
      locale,
      translationKey: source.row.translationKey,
    });
    await storeFirstDraft(kind, tx, scope, row, { ...document, slug });
    await recordAudit(tx, scope.actor, {
      action: `${kind.kind}.translate`,
      entityType: kind.kind,
      entityId: row.id,
      summary: `Started the ${locale === "fr" ? "French" : "English"} version of the ${kind.noun} “${document.title}”`,
    });
    return { kind: "created" as const, id: row.id };
  });
}

/**
 * Everything a document lacks before it can go public, as one list: its empty fields, and the
 * library images it shows that have no alt text in the item's language (or are no longer in
 * the library).
 */
export async function missingToPublish<D extends StudioDocument>(
  kind: StudioKind<D>,
  tx: Transaction,
  document: D,
  locale: string,
): Promise<string[]> {
  return kind.missingForPublish(
    document,
    await mediaProblemsOf(
      tx,
      kind.mediaKeys(document),
      locale === "fr" ? "fr" : "en",
    ),
  );
}

export type PublishOutcome =
  | { kind: "published"; version: number; slug: string; locale: string }
  | StudioRefusal;

/**
 * Saves the form and makes it the public page, in one transaction: the public row takes the
 * draft's fields, a changed slug leaves its old URL answering 301, and the audit log records
 * who published what. Refused as a whole (nothing saved) when fields are missing.
 */
export function publishItem<D extends StudioDocument>(
  kind: StudioKind<D>,
  scope: ContentScope,
  id: string,
  baseVersion: number,
  document: D,
): Promise<PublishOutcome> {
  return attempt(() =>
    writeContent(scope.db, async (tx) => {
      const { current, version } = await storePublishable(
        kind,
        tx,
        scope,
        { id, baseVersion, document },
        "publish",
      );
      await makePublic(kind, tx, scope.actor, current, document, version);
      return {
        kind: "published" as const,
        version,
        slug: document.slug,
        locale: current.row.locale,
      };
    }),
  );
}

/**
 * Saves the form as the draft, refused whole (nothing saved) when it lacks a field the public
 * page needs: what publishing now, or scheduling it for later, stores first.
 */
export async function storePublishable<D extends StudioDocument>(
  kind: StudioKind<D>,
  tx: Transaction,
  scope: ContentScope,
  form: { id: string; baseVersion: number; document: D },
  reason: "publish" | "save",
): Promise<{ current: ItemWithDraft<D>; version: number }> {
  const current = await lockedCurrent(kind, tx, form.id, form.baseVersion);
  const missing = await missingToPublish(
    kind,
    tx,
    form.document,
    current.row.locale,
  );
  if (missing.length > 0)
    throw new Refused({ kind: "missing", fields: missing });
  const version = await storeDraft(
    kind,
    tx,
    scope,
    current,
    form.document,
    reason,
  );
  return { current, version };
}

export async function makePublic<D extends StudioDocument>(
  kind: StudioKind<D>,
  tx: Transaction,
  actor: StaffActor,
  current: ItemWithDraft<D>,
  document: D,
  version: number,
): Promise<void> {
  const { row } = current;
  const wasPublic = current.draft.publishedVersion !== null;
  await kind.publishRow(tx, row, kind.clean(document));
  if (wasPublic && row.slug !== document.slug) {
    await tx
      .insert(contentSlugRedirects)
      .values({
        kind: kind.kind,
        locale: row.locale,
        oldSlug: row.slug,
        itemId: row.id,
      })
      .onConflictDoUpdate({
        target: [
          contentSlugRedirects.kind,
          contentSlugRedirects.locale,
          contentSlugRedirects.oldSlug,
        ],
        set: { itemId: row.id, createdAt: new Date() },
      });
  }
  // The new slug is a page again: no redirect may point away from it.
  await tx
    .delete(contentSlugRedirects)
    .where(
      and(
        eq(contentSlugRedirects.kind, kind.kind),
        eq(contentSlugRedirects.locale, row.locale),
        eq(contentSlugRedirects.oldSlug, document.slug),
      ),
    );
  await tx
    .update(contentDrafts)
    .set({ publishedVersion: version, publishAt: null, scheduleError: null })
    .where(draftOf(kind, row.id));
  await recordAudit(tx, actor, {
    action: `${kind.kind}.publish`,
    entityType: kind.kind,
    entityId: row.id,
    summary: `Published the ${kind.noun} “${document.title}” at ${localizedPath(kind.publicPath(document.slug), row.locale as Locale)}`,
    before: wasPublic && row.slug !== document.slug ? { slug: row.slug } : null,
    after: { slug: document.slug, version },
  });
}

/** Takes the public page down; the draft and its revisions stay. */
export async function withdraw<D extends StudioDocument>(
  kind: StudioKind<D>,
  tx: Transaction,
  actor: StaffActor,
  current: ItemWithDraft<D>,
  how: "now" | "as scheduled",
): Promise<void> {
  const { row } = current;
  await kind.withdrawRow(tx, row.id);
  await tx
    .update(contentDrafts)
    .set(
      how === "now"
        ? { publishAt: null, unpublishAt: null }
        : { unpublishAt: null },
    )
    .where(draftOf(kind, row.id));
  await recordAudit(tx, actor, {
    action: `${kind.kind}.unpublish`,
    entityType: kind.kind,
    entityId: row.id,
    summary: `Unpublished the ${kind.noun} “${row.title}”${how === "now" ? "" : " as scheduled"}; ${localizedPath(kind.publicPath(row.slug), row.locale as Locale)} no longer shows it`,
  });
}

export function unpublishItem<D extends StudioDocument>(
  kind: StudioKind<D>,
  scope: ContentScope,
  id: string,
): Promise<{ kind: "unpublished" } | StudioRefusal> {
  return attempt(() =>
    writeContent(scope.db, async (tx) => {
      const current = await readItemWithDraft(kind, tx, id, { lock: true });
      if (!current) throw new Refused({ kind: "not-found" });
      // Not live (a second click, a stale page): nothing to take down, nothing to record.
      if (current.row.isLive)
        await withdraw(kind, tx, scope.actor, current, "now");
      return { kind: "unpublished" as const };
    }),
  );
}

/** An earlier revision's document becomes the draft's next version (not published). */
export function restoreRevision<D extends StudioDocument>(
  kind: StudioKind<D>,
  scope: ContentScope,
  id: string,
  baseVersion: number,
  revisionId: string,
): Promise<SaveOutcome> {
  return attempt(() =>
    scope.db.transaction(async (tx) => {
      const current = await lockedCurrent(kind, tx, id, baseVersion);
      const [revision] = await tx
        .select({ document: contentRevisions.document })
        .from(contentRevisions)
        .where(and(eq(contentRevisions.id, revisionId), revisionsOf(kind, id)));
      if (!revision) throw new Refused({ kind: "not-found" });
      const version = await storeDraft(
        kind,
        tx,
        scope,
        current,
        kind.readDocument(revision.document),
        "restore",
      );
      return { kind: "saved" as const, version };
    }),
  );
}
