import { and, eq } from "drizzle-orm";
import { contentDrafts, contentRevisions } from "../db/schema.server";
import type { StudioDocument, StudioKind } from "./studio-kind.server";

/** What the conditions need of a kind: its name in the shared draft and revision tables. */
type KindName = Pick<StudioKind<StudioDocument>, "kind">;

/** The draft of one item of this kind (one row at most). */
export const draftOf = (kind: KindName, itemId: string) =>
  and(eq(contentDrafts.kind, kind.kind), eq(contentDrafts.itemId, itemId));

/** The drafts of this kind that hold `slug` in `locale`. */
export const draftsWithSlug = (kind: KindName, locale: string, slug: string) =>
  and(
    eq(contentDrafts.kind, kind.kind),
    eq(contentDrafts.locale, locale),
    eq(contentDrafts.slug, slug),
  );

/** The revisions of one item of this kind. */
export const revisionsOf = (kind: KindName, itemId: string) =>
  and(
    eq(contentRevisions.kind, kind.kind),
    eq(contentRevisions.itemId, itemId),
  );
