import { BriefcaseBusiness, FilePlus2 } from "lucide-react";
import { Form } from "react-router";
import type { FormResult } from "~/domain/forms/form-result";
import {
  CONTENT_STATUSES,
  CONTENT_STATUS_LABELS,
} from "~/domain/studio/content-status";
import { CONTENT_LOCALES } from "~/domain/enums";
import {
  CONTENT_LOCALE_LABELS,
  type CaseStudyListParams,
} from "~/domain/studio/studio-list";
import {
  FilterActions,
  FilterInput,
  FilterSelect,
  ResultCount,
} from "../console/filter-controls";
import { ButtonLink } from "../ui/button-link";
import { EmptyState } from "../ui/page-states";
import { PageToast } from "../ui/toaster";
import { CaseStudyOrder, type CaseStudyListRow } from "./case-study-order";

export type CaseStudiesListData = {
  params: CaseStudyListParams;
  rows: CaseStudyListRow[];
};

/**
 * /lead_admin/case-studies: every case study in the order /projects shows them, with where
 * each stands. The order is set here: drag a row by its handle (mouse, touch or keyboard), or
 * use its Move up and Move down buttons, which are plain posts and work without JavaScript.
 * The filters are a GET form; a filtered list cannot be reordered (its neighbours are hidden).
 */
export function CaseStudiesList({
  data,
  result,
}: {
  data: CaseStudiesListData;
  result: FormResult | undefined;
}) {
  const { params, rows } = data;
  const filtered = params.q !== "" || params.status !== null;
  // The order is set on the English list; each French version takes its original's place.
  const french = params.locale === "fr";
  return (
    <section
      aria-labelledby="case-studies-heading"
      className="grid min-w-0 gap-5"
    >
      <PageToast toast={result?.toast} />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h2
            id="case-studies-heading"
            className="text-xl font-bold tracking-tight text-ink-900"
          >
            Case studies
          </h2>
          <p className="max-w-prose text-sm leading-6 text-text-muted">
            The engagements at /projects, in the order the page shows them.
            Drafts change the public page only when you publish; the order
            applies as soon as you move a row.
          </p>
        </div>
        <ButtonLink to="/lead_admin/case-studies/new">
          <FilePlus2 aria-hidden="true" className="size-4" />
          New case study
        </ButtonLink>
      </div>
      <Form
        method="get"
        className="grid gap-3 rounded-card border border-line bg-surface p-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end"
        aria-label="Filter the case studies"
      >
        <FilterInput
          idPrefix="case-study-filter"
          name="q"
          label="Search by title or slug"
          type="search"
          value={params.q}
        />
        <FilterSelect
          idPrefix="case-study-filter"
          name="status"
          label="Status"
          value={params.status ?? ""}
          options={[
            { value: "", label: "Any status" },
            ...CONTENT_STATUSES.map((value) => ({
              value,
              label: CONTENT_STATUS_LABELS[value],
            })),
          ]}
        />
        <FilterSelect
          idPrefix="case-study-filter"
          name="lang"
          label="Language"
          value={params.locale}
          options={CONTENT_LOCALES.map((value) => ({
            value,
            label: CONTENT_LOCALE_LABELS[value],
          }))}
        />
        <FilterActions
          filtered={filtered || french}
          resetTo="/lead_admin/case-studies"
        />
      </Form>
      <ResultCount total={rows.length} one="case study" many="case studies" />
      {french && rows.length > 0 ? (
        <p className="text-sm text-text-muted">
          French versions follow the order of the English list: change it there.
        </p>
      ) : filtered && rows.length > 0 ? (
        <p className="text-sm text-text-muted">
          Clear the filter to change the order.
        </p>
      ) : null}
      {rows.length === 0 ? (
        <EmptyState
          Icon={BriefcaseBusiness}
          message={
            filtered
              ? "No case studies match this filter."
              : "No case studies yet. Start one with “New case study”."
          }
        />
      ) : (
        <CaseStudyOrder rows={rows} reorderable={!filtered && !french} />
      )}
    </section>
  );
}
