import type { ContentKind } from "~/domain/enums";
import type { MediaProblems } from "~/domain/studio/insight-document";
import type { Database, Transaction } from "../db/client.server";
import type { TaxonomyRefs } from "./taxonomy-usage.server";

/**
 * What the content studio's drafts, revisions, publishing and schedules need to know about one
 * kind of content (an insight, a case study): its public table, its document, and how a
 * document becomes the public row. The rules themselves (versions, stale saves, revisions,
 * redirects, schedules, audit) are the same for every kind and live in studio-writes.server.ts
 * and studio-schedule.server.ts (docs/decisions/051-content-studio.md).
 */

/** A document every kind has: what the list shows and the public URL is made of. */
export type StudioDocument = { title: string; slug: string };

/** The public row of an item, as the kind-independent rules see it. */
export type StudioItemRow = {
  id: string;
  locale: string;
  /** Shared by the item's versions in other languages (one row per language). */
  translationKey: string;
  slug: string;
  title: string;
  isLive: boolean;
  /** Set at the first publication and kept through withdrawals. */
  publishedAt: Date | null;
  updatedAt: Date;
};

export type StudioKind<D extends StudioDocument> = {
  kind: ContentKind;
  /** How audit summaries and messages name one: "insight", "case study". */
  noun: string;
  /** Where the public page of a slug is: /blog/…, /projects/…. */
  publicPath(slug: string): string;
  /** Where the studio edits one. */
  editorPath(id: string): string;
  readDocument(stored: unknown): D;
  /** A new draft's document. */
  newDocument(title: string, slug: string, actorName: string | null): D;
  /** The document as it may be stored (rich text sanitized). */
  clean(document: D): D;
  /** The library images the document shows (docs/decisions/052-media-library.md). */
  mediaKeys(document: D): string[];
  /** The sector, content type and capabilities it names (locked while it is saved). */
  taxonomyRefs(document: D): TaxonomyRefs;
  /** What publishing still needs, as labels a person reads. */
  missingForPublish(document: D, media: MediaProblems): string[];

  /** Locks the public row (FOR UPDATE, a statement of its own); false when there is none. */
  lockRow(tx: Transaction, id: string): Promise<boolean>;
  readRow(
    db: Database | Transaction,
    id: string,
  ): Promise<StudioItemRow | null>;
  /** The document of an item written before the studio (no draft yet), from its public row. */
  documentOfRow(db: Database | Transaction, id: string): Promise<D>;
  /** The title of another public row of this kind holding `slug` in `locale`. */
  rowHoldingSlug(
    tx: Transaction,
    id: string,
    locale: string,
    slug: string,
  ): Promise<string | null>;
  /** Whether a public row of this kind uses `slug` in `locale` (a new item's free slug). */
  slugUsedByRow(
    tx: Transaction,
    locale: string,
    slug: string,
  ): Promise<boolean>;
  /** A hidden item's row follows its draft's slug and title (so the slug it gave up is free). */
  renameHiddenRow(
    tx: Transaction,
    id: string,
    slug: string,
    title: string,
  ): Promise<void>;
  /**
   * A new, unpublished public row: in English, or as another language's version of an item
   * (its translation key and locale).
   */
  insertRow(
    tx: Transaction,
    title: string,
    slug: string,
    version?: { locale: string; translationKey: string },
  ): Promise<StudioItemRow>;
  /** The public row takes the document's fields and goes live. */
  publishRow(tx: Transaction, row: StudioItemRow, document: D): Promise<void>;
  /** The item's version in `locale` (the row sharing its translation key), or null. */
  versionIn(
    db: Database | Transaction,
    translationKey: string,
    locale: string,
  ): Promise<{ id: string; title: string } | null>;
  /** The public row comes down (it and its fields stay for a later publication). */
  withdrawRow(tx: Transaction, id: string): Promise<void>;
};
