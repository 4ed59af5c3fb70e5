import { Form, useNavigation } from "react-router";
import type { FormResult } from "~/domain/forms/form-result";
import type { FieldDiff } from "~/domain/studio/revision-diff";
import { BackLink } from "../content/back-link";
import { FilterControls } from "../console/filter-controls";
import { Button } from "../ui/button";
import { format } from "date-fns";
import { LocalTime, formatUtc } from "../ui/local-time";
import { useHydrated } from "../ui/use-hydrated";
import { TitledSection } from "../ui/titled-section";
import { FailedPostAlert } from "./failed-post-alert";

export type RevisionListItem = {
  id: string;
  version: number;
  reason: string;
  savedByName: string | null;
  savedAt: string;
};

export type StudioRevisionsData = {
  item: {
    id: string;
    title: string;
    version: number;
    /** The draft version the public page shows; null when it is not live. */
    liveVersion: number | null;
  };
  revisions: RevisionListItem[];
  fromId: string | null;
  toId: string | null;
  diff: FieldDiff[];
};

const REASON_LABELS: Record<string, string> = {
  create: "Created",
  save: "Saved",
  autosave: "Saved automatically",
  publish: "Published",
  restore: "Restored from an earlier version",
};

/**
 * What History calls each version: its place in the list, oldest first (1, 2, 3…). The draft's
 * own version numbers skip the autosaves merged into one revision (docs/content-studio.md,
 * History), so they are not shown.
 */
function historyNumbers(revisions: RevisionListItem[]): Map<string, number> {
  return new Map(
    revisions.map((revision, index) => [revision.id, revisions.length - index]),
  );
}

/**
 * A studio item's history: every saved version, the words that changed between any two, and
 * Restore. Choosing the two versions is a GET form, so a comparison has a URL and works
 * without JavaScript.
 */
export function StudioRevisions({
  kind,
  data,
  result,
}: {
  /** The item's kind: "insight" and /lead_admin/insights. */
  kind: { noun: string; listPath: string };
  data: StudioRevisionsData;
  result: FormResult | undefined;
}) {
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const { item, revisions, diff } = data;
  const numbers = historyNumbers(revisions);
  const numberOf = (revision: RevisionListItem) => numbers.get(revision.id)!;
  const from = revisions.find((r) => r.id === data.fromId);
  const to = revisions.find((r) => r.id === data.toId);
  // One time zone on the page: the editor's once it runs (as LocalTime), UTC before.
  const when = (iso: string) =>
    hydrated
      ? format(new Date(iso), "MMM d, yyyy, HH:mm")
      : formatUtc(new Date(iso));
  const revisionOptions = revisions.map((revision) => ({
    value: revision.id,
    label: `Version ${numberOf(revision)} — ${REASON_LABELS[revision.reason] ?? revision.reason}, ${revision.savedByName ?? "someone"}, ${when(revision.savedAt)}`,
  }));
  const zone = hydrated
    ? Intl.DateTimeFormat().resolvedOptions().timeZone
    : "UTC";
  return (
    <section aria-labelledby="revisions-heading" className="grid min-w-0 gap-5">
      <BackLink to={`${kind.listPath}/${item.id}`} label="Back to the editor" />
      <div className="grid gap-1">
        <h2
          id="revisions-heading"
          className="text-2xl font-bold tracking-tight break-words text-ink-900"
        >
          History of “{item.title || `Untitled ${kind.noun}`}”
        </h2>
        <p className="max-w-prose text-sm leading-6 text-text-muted">
          Every save is kept. Compare any two versions, and restore one as a new
          draft: the public page changes only when you publish.
        </p>
      </div>
      <FailedPostAlert result={result} />
      {revisions.length === 0 ? (
        <p className="rounded-card border border-line bg-surface p-4 text-sm leading-6 text-ink-900">
          No versions yet: this {kind.noun} was written before the studio. Its
          first save in the editor starts its history.
        </p>
      ) : null}
      {revisions.length < 2 ? null : (
        <Form
          method="get"
          aria-label="Choose two versions"
          className="grid gap-3 rounded-card border border-line bg-surface p-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] md:items-end"
        >
          <FilterControls
            idPrefix="revision"
            values={{ from: data.fromId, to: data.toId }}
            controls={[
              { name: "from", label: "Compare", options: revisionOptions },
              { name: "to", label: "With", options: revisionOptions },
            ]}
          />
          <Button type="submit" variant="secondary">
            Compare
          </Button>
        </Form>
      )}

      {from && to && from.id !== to.id ? (
        <TitledSection
          id="diff-heading"
          title={
            <>
              Version {numberOf(from)} → version {numberOf(to)}
            </>
          }
          className="grid gap-4 rounded-card border border-line bg-surface p-4 sm:p-6"
        >
          <p className="text-sm text-text-muted">
            <del className="bg-danger-50 text-danger-700">Struck-through</del>{" "}
            words are only in version {numberOf(from)};{" "}
            <ins className="bg-success-50 text-success-700 no-underline">
              highlighted
            </ins>{" "}
            words only in version {numberOf(to)}.
          </p>
          {diff.length === 0 ? (
            <p className="text-sm text-ink-900">
              These two versions have the same content.
            </p>
          ) : (
            <dl className="grid gap-4">
              {diff.map((field) => (
                <div key={field.field} className="grid gap-1">
                  <dt className="text-sm font-semibold text-ink-900">
                    {field.label}
                  </dt>
                  <dd className="text-sm leading-6 break-words whitespace-pre-wrap text-text">
                    {field.parts.map((part, index) =>
                      part.change === "removed" ? (
                        <del
                          key={index}
                          className="bg-danger-50 text-danger-700"
                        >
                          {part.text}
                        </del>
                      ) : part.change === "added" ? (
                        <ins
                          key={index}
                          className="bg-success-50 text-success-700 no-underline"
                        >
                          {part.text}
                        </ins>
                      ) : (
                        <span key={index}>{part.text}</span>
                      ),
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </TitledSection>
      ) : null}

      {revisions.length === 0 ? null : (
        <TitledSection
          id="versions-heading"
          title="Versions"
          className="grid gap-3"
        >
          <p className="text-sm text-text-muted" data-time-zone>
            Times are in {hydrated ? `your time zone, ${zone}` : "UTC"}.
          </p>
          <ol className="grid gap-2">
            {revisions.map((revision) => (
              <li
                key={revision.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-line bg-surface px-4 py-3"
              >
                <div className="grid gap-0.5 text-sm">
                  <span className="flex flex-wrap items-center gap-2 font-semibold text-ink-900">
                    Version {numberOf(revision)}
                    {revision.version === item.version
                      ? " (current draft)"
                      : ""}
                    {revision.version === item.liveVersion ? (
                      <span
                        className="rounded-full bg-success-50 px-2 py-0.5 text-xs font-semibold text-success-700"
                        data-live-version
                      >
                        Live on the site
                      </span>
                    ) : null}
                  </span>
                  <span className="text-text-muted">
                    {REASON_LABELS[revision.reason] ?? revision.reason} by{" "}
                    {revision.savedByName ?? "someone"},{" "}
                    <LocalTime iso={revision.savedAt} />
                  </span>
                </div>
                {revision.version === item.version ? null : (
                  <Form method="post">
                    <input type="hidden" name="intent" value="restore" />
                    <input
                      type="hidden"
                      name="revisionId"
                      value={revision.id}
                    />
                    <input
                      type="hidden"
                      name="baseVersion"
                      value={item.version}
                    />
                    <Button
                      type="submit"
                      variant="secondary"
                      pending={
                        navigation.state === "submitting" &&
                        navigation.formData?.get("revisionId") === revision.id
                      }
                      pendingLabel="Restoring…"
                    >
                      Restore
                      <span className="sr-only">
                        {" "}
                        version {numberOf(revision)}
                      </span>
                    </Button>
                  </Form>
                )}
              </li>
            ))}
          </ol>
        </TitledSection>
      )}
    </section>
  );
}
