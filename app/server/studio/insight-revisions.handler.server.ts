import { data, redirect } from "react-router";
import {
  diffInsightDocuments,
  type FieldDiff,
} from "~/domain/studio/revision-diff";
import type { Route } from "../../routes/studio/+types/insight-revisions";
import {
  accountFormOf,
  formFailure,
  textField,
} from "../auth/account-form.server";
import { CONSOLE_HEADERS } from "../console/console-frame.server";
import { requireContentStaff } from "../console/console-guard.server";
import { setFlashToast } from "../http/flash-toast.server";
import { isUuid, notFound } from "../http/not-found-response.server";
import { readInsightWithDraft } from "./insight-drafts.server";
import {
  listInsightRevisions,
  readInsightRevision,
  studioChoices,
} from "./insight-list.server";
import { restoreInsightRevision } from "./insight-writes.server";

/**
 * /lead_admin/insights/:insightId/revisions: every saved version with who and when, the
 * words that changed between any two (?from=&to=, revision ids; by default the one before the
 * latest and the latest), and Restore.
 */
export async function insightRevisionsLoader({
  request,
  context,
  params,
}: Route.LoaderArgs) {
  const { scope } = await requireContentStaff(request, context);
  if (!isUuid(params.insightId)) throw notFound();
  const found = await readInsightWithDraft(scope.db, params.insightId);
  if (!found) throw notFound();
  const [revisions, choices] = await Promise.all([
    listInsightRevisions(scope, found.row.id),
    studioChoices(scope),
  ]);
  const url = new URL(request.url);
  const pick = (name: string, fallback: string | undefined) => {
    const asked = url.searchParams.get(name);
    return asked && revisions.some((r) => r.id === asked) ? asked : fallback;
  };
  const toId = pick("to", revisions[0]?.id);
  const fromId = pick("from", revisions[1]?.id ?? revisions[0]?.id);
  const [from, to] = await Promise.all([
    fromId ? readInsightRevision(scope, found.row.id, fromId) : null,
    toId ? readInsightRevision(scope, found.row.id, toId) : null,
  ]);
  const names = new Map<string, string>([
    ...choices.contentTypes.map((t) => [t.id, t.name] as const),
    ...choices.capabilities.map((c) => [c.id, c.name] as const),
  ]);
  const diff: FieldDiff[] =
    from && to
      ? diffInsightDocuments(
          from.document,
          to.document,
          (id) => names.get(id) ?? "(removed)",
        )
      : [];
  return data(
    {
      insight: {
        id: found.row.id,
        title: found.draft.document.title,
        version: found.draft.version,
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
export async function insightRevisionsAction({
  request,
  context,
  params,
}: Route.ActionArgs) {
  const { scope } = await requireContentStaff(request, context);
  if (!isUuid(params.insightId)) throw notFound();
  const id = params.insightId;
  const form = accountFormOf(context);
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
  const outcome = await restoreInsightRevision(
    scope,
    id,
    baseVersion,
    revisionId,
  );
  if (outcome.kind === "not-found") throw notFound();
  if (outcome.kind === "stale")
    return formFailure(
      {},
      {
        status: 409,
        headers: CONSOLE_HEADERS,
        toast: {
          kind: "error",
          title: "Not restored: the insight changed meanwhile",
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
                ? "That version names a content type or capability that has been deleted since. Copy what you need from this page into the editor instead."
                : "Reload the page and try again.",
        },
      },
    );
  const headers = new Headers(CONSOLE_HEADERS);
  await setFlashToast(headers, {
    kind: "success",
    title: "Revision restored",
    description: `It is now version ${outcome.version} of the draft. Publish to put it on the site.`,
  });
  return redirect(`/lead_admin/insights/${id}`, { headers });
}
