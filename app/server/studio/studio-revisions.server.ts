import { and, desc, eq } from "drizzle-orm";
import { data } from "react-router";
import type { FieldDiff, NameOf } from "~/domain/studio/revision-diff";
import { formFailure, textField } from "../auth/account-form.server";
import { CONSOLE_HEADERS } from "../console/console-frame.server";
import type { ContentScope } from "../console/staff-scope.server";
import { contentRevisions } from "../db/schema.server";
import { redirectWithToast } from "../http/flash-toast.server";
import { isUuid, notFound } from "../http/not-found-response.server";
import type { StudioDocument } from "./studio-kind.server";
import type { StudioOperations } from "./studio-operations.server";

/**
 * A studio item's history, for every kind: every saved version with who and when, the words
 * that changed between any two (?from=&to=, revision ids; by default the one before the
 * latest and the latest), and Restore.
 */

export type RevisionSummary = {
  id: string;
  version: number;
  reason: string;
  savedByName: string | null;
  savedAt: Date;
};

const summaryColumns = {
  id: contentRevisions.id,
  version: contentRevisions.version,
  reason: contentRevisions.reason,
  savedByName: contentRevisions.savedByName,
  savedAt: contentRevisions.savedAt,
};

export type RevisionsSpec<D extends StudioDocument> = {
  operations: StudioOperations<D>;
  diff(older: D, newer: D, nameOf: NameOf): FieldDiff[];
  /** The editor's choices: every id a document holds is named by one of their lists. */
  choices(
    scope: ContentScope,
  ): Promise<Record<string, { id: string; name: string }[]>>;
};

export async function listRevisions<D extends StudioDocument>(
  spec: RevisionsSpec<D>,
  { db }: ContentScope,
  itemId: string,
): Promise<RevisionSummary[]> {
  return db
    .select(summaryColumns)
    .from(contentRevisions)
    .where(
      and(
        eq(contentRevisions.kind, spec.operations.kind.kind),
        eq(contentRevisions.itemId, itemId),
      ),
    )
    .orderBy(desc(contentRevisions.version), desc(contentRevisions.savedAt));
}

export async function readRevision<D extends StudioDocument>(
  spec: RevisionsSpec<D>,
  { db }: ContentScope,
  itemId: string,
  revisionId: string,
): Promise<(RevisionSummary & { document: D }) | null> {
  const [row] = await db
    .select({ ...summaryColumns, document: contentRevisions.document })
    .from(contentRevisions)
    .where(
      and(
        eq(contentRevisions.id, revisionId),
        eq(contentRevisions.kind, spec.operations.kind.kind),
        eq(contentRevisions.itemId, itemId),
      ),
    );
  return row
    ? { ...row, document: spec.operations.kind.readDocument(row.document) }
    : null;
}

export async function studioRevisionsLoader<D extends StudioDocument>(
  spec: RevisionsSpec<D>,
  scope: ContentScope,
  request: Request,
  id: string | undefined,
) {
  if (!isUuid(id)) throw notFound();
  const found = await spec.operations.read(scope.db, id);
  if (!found) throw notFound();
  const [revisions, names] = await Promise.all([
    listRevisions(spec, scope, found.row.id),
    spec.choices(scope).then(
      (lists) =>
        new Map(
          Object.values(lists)
            .flat()
            .map(({ id, name }) => [id, name]),
        ),
    ),
  ]);
  const url = new URL(request.url);
  const pick = (name: string, fallback: string | undefined) => {
    const asked = url.searchParams.get(name);
    return asked && revisions.some((r) => r.id === asked) ? asked : fallback;
  };
  const toId = pick("to", revisions[0]?.id);
  const fromId = pick("from", revisions[1]?.id ?? revisions[0]?.id);
  const [from, to] = await Promise.all([
    fromId ? readRevision(spec, scope, found.row.id, fromId) : null,
    toId ? readRevision(spec, scope, found.row.id, toId) : null,
  ]);
  const diff: FieldDiff[] =
    from && to
      ? spec.diff(
          from.document,
          to.document,
          (nameId) => names.get(nameId) ?? "(removed)",
        )
      : [];
  return data(
    {
      item: {
        id: found.row.id,
        title: found.draft.document.title,
        version: found.draft.version,
        // The version the public page shows, while it is live (History marks it).
        liveVersion: found.row.isLive ? found.draft.publishedVersion : null,
      },
      revisions: revisions.map((r) => ({
        ...r,
        savedAt: r.savedAt.toISOString(),
      })),
      fromId: from?.id ?? null,
      toId: to?.id ?? null,
      diff,
    },
    { headers: CONSOLE_HEADERS },
  );
}

/** Restore: the chosen revision becomes the draft's next version (the public page waits for Publish). */
export async function studioRevisionsAction<D extends StudioDocument>(
  spec: RevisionsSpec<D>,
  scope: ContentScope,
  id: string | undefined,
  form: FormData,
) {
  if (!isUuid(id)) throw notFound();
  const ops = spec.operations;
  const revisionId = textField(form, "revisionId");
  const baseText = textField(form, "baseVersion");
  if (textField(form, "intent") !== "restore" || !isUuid(revisionId))
    return formFailure(
      {},
      {
        headers: CONSOLE_HEADERS,
        toast: {
          kind: "error",
          title: "Nothing restored",
          description: "Choose a version in the list, then press its Restore.",
        },
      },
    );
  const baseVersion = /^\d{1,9}$/.test(baseText) ? Number(baseText) : -1;
  const outcome = await ops.restore(scope, id, baseVersion, revisionId);
  if (outcome.kind === "not-found") throw notFound();
  if (outcome.kind === "stale")
    return formFailure(
      {},
      {
        status: 409,
        headers: CONSOLE_HEADERS,
        toast: {
          kind: "error",
          title: `Not restored: the ${ops.kind.noun} changed meanwhile`,
          description: `${outcome.updatedByName ?? "Someone"} saved a newer version after this page was opened. Look at the list again, then restore.`,
        },
      },
    );
  if (outcome.kind !== "saved")
    return formFailure(
      {},
      {
        status: 409,
        headers: CONSOLE_HEADERS,
        toast: {
          kind: "error",
          title: "Not restored",
          description:
            outcome.kind === "slug-taken"
              ? `That version’s URL slug is now used by “${outcome.takenBy}”: change that item’s slug first, or copy what you need from this page into the editor.`
              : outcome.kind === "taxonomy-gone"
                ? "That version names a sector, content type or capability that has been deleted since. Copy what you need from this page into the editor instead."
                : "Reload the page and try again.",
        },
      },
    );
  return redirectWithToast(
    ops.kind.editorPath(id),
    {
      kind: "success",
      title: "Revision restored",
      description: `It is now version ${outcome.version} of the draft. Publish to put it on the site.`,
    },
    CONSOLE_HEADERS,
  );
}
