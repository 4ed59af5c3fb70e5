import type { LucideIcon } from "lucide-react";
import { FilePlus2 } from "lucide-react";
import type { ReactNode } from "react";
import type { Toast } from "~/domain/forms/form-result";
import {
  CONTENT_STATUSES,
  CONTENT_STATUS_LABELS,
} from "~/domain/studio/content-status";
import { CONTENT_LOCALES } from "~/domain/enums";
import { CONTENT_LOCALE_LABELS } from "~/domain/studio/studio-list";
import {
  FilterControls,
  FilterForm,
  filterOptions,
  FilterSelect,
  ResultCount,
} from "../console/filter-controls";
import { ButtonLink } from "../ui/button-link";
import { EmptyState } from "../ui/page-states";
import { PageToast } from "../ui/toaster";
import { SectionHeading } from "../ui/section-heading";

/**
 * A kind of item as the studio's list page knows it (docs/decisions/066-studio-kind-definitions.md):
 * its heading and intro, its URLs and the words its counts and messages use.
 */
export type StudioKindListDefinition = {
  /** "insights": the heading's id and the filter fields' prefix derive from it. */
  key: string;
  /** "insight": the filter fields' id prefix. */
  keySingular: string;
  heading: string;
  intro: string;
  listPath: string;
  /** "insight", "insights": the result count's words. */
  one: string;
  many: string;
  /** "New insight". */
  newLabel: string;
  searchLabel: string;
  Icon: LucideIcon;
  /** The filter form's columns at large widths (one per filter, then the buttons). */
  filterColumns: string;
};

/**
 * A studio list page, the same for every kind: the heading with its New button, the GET form
 * of filters (search and status, then the kind's own), the count, and the kind's rows or an
 * empty state.
 */
export function StudioKindList({
  definition,
  q,
  status,
  filters,
  filtered,
  total,
  toast,
  notice,
  children,
}: {
  definition: StudioKindListDefinition;
  q: string;
  status: string | null;
  /** The kind's own filters, after search and status. */
  filters: ReactNode;
  /** Whether the filter narrows the list (the Reset link shows). */
  filtered: boolean;
  total: number;
  toast?: Toast | null;
  /** A line between the count and the rows. */
  notice?: ReactNode;
  /** The rows; the empty state shows instead when there are none. */
  children: ReactNode;
}) {
  const d = definition;
  const idPrefix = `${d.keySingular}-filter`;
  return (
    <section
      aria-labelledby={`${d.key}-heading`}
      className="grid min-w-0 gap-5"
    >
      <PageToast toast={toast} />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <SectionHeading id={`${d.key}-heading`} title={d.heading}>
          {d.intro}
        </SectionHeading>
        <ButtonLink to={`${d.listPath}/new`}>
          <FilePlus2 aria-hidden="true" className="size-4" />
          {d.newLabel}
        </ButtonLink>
      </div>
      <FilterForm
        label={`Filter the ${d.many}`}
        className={`grid gap-3 rounded-card border border-line bg-surface p-4 sm:grid-cols-2 ${d.filterColumns} lg:items-end`}
        filtered={filtered}
        resetTo={d.listPath}
      >
        <FilterControls
          idPrefix={idPrefix}
          values={{ q, status }}
          controls={[
            { name: "q", label: d.searchLabel, type: "search" },
            {
              name: "status",
              label: "Status",
              options: filterOptions(CONTENT_STATUSES, CONTENT_STATUS_LABELS, {
                label: "Any status",
              }),
            },
          ]}
        />
        {filters}
      </FilterForm>
      <ResultCount total={total} one={d.one} many={d.many} />
      {notice}
      {children}
    </section>
  );
}

/** The list's empty state: none match the filter, or none yet. */
export function StudioKindListEmpty({
  definition,
  filtered,
}: {
  definition: StudioKindListDefinition;
  filtered: boolean;
}) {
  return (
    <EmptyState
      Icon={definition.Icon}
      message={
        filtered
          ? `No ${definition.many} match this filter.`
          : `No ${definition.many} yet. Start one with “${definition.newLabel}”.`
      }
    />
  );
}

/** The Language filter; `anyLabel` adds a choice of every language. */
export function LanguageFilter({
  definition,
  value,
  anyLabel,
}: {
  definition: StudioKindListDefinition;
  value: string;
  anyLabel?: string;
}) {
  const languages = CONTENT_LOCALES.map((locale) => ({
    value: locale,
    label: CONTENT_LOCALE_LABELS[locale],
  }));
  return (
    <FilterSelect
      idPrefix={`${definition.keySingular}-filter`}
      name="lang"
      label="Language"
      value={value}
      options={
        anyLabel ? [{ value: "", label: anyLabel }, ...languages] : languages
      }
    />
  );
}
