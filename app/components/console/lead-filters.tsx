import { Form } from "react-router";
import { LEAD_SOURCES, LEAD_STATUSES } from "~/domain/enums";
import {
  leadSourceLabels,
  leadStatusLabels,
} from "~/domain/console/lead-format";
import {
  LEAD_OWNER_FILTERS,
  LEAD_SEARCH_MAX,
  LEAD_SPAM_FILTERS,
  leadsCopy,
  type LeadListParams,
} from "~/domain/console/lead-list";
import { Button } from "../ui/button";
import { inputClasses } from "../ui/input";
import { FilterControls, filterOptions } from "./filter-controls";

const spamLabels = {
  exclude: "Hide spam",
  only: "Spam only",
  include: "Include spam",
} as const;

const ownerLabels = {
  anyone: "Anyone",
  me: "Me",
  unassigned: "Unassigned",
} as const;

/**
 * The inbox's search and filters: a GET form, so the result has a URL and works without
 * JavaScript. Applying a filter starts again at page 1; the sort is kept.
 */
export function LeadFilters({ params }: { params: LeadListParams }) {
  return (
    <Form
      method="get"
      action="/lead_admin/leads"
      role="search"
      aria-label="Search and filter leads"
      className="grid grid-cols-2 gap-3 rounded-xl border border-line bg-surface p-4 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end"
    >
      <div className="col-span-full grid gap-1.5">
        <label
          htmlFor="lead-search"
          className="text-sm font-medium text-ink-900"
        >
          Search
        </label>
        <input
          id="lead-search"
          type="search"
          name="q"
          key={params.q}
          defaultValue={params.q}
          placeholder={leadsCopy.searchPlaceholder}
          maxLength={LEAD_SEARCH_MAX}
          className={inputClasses}
        />
      </div>
      <FilterControls
        idPrefix="lead"
        values={params}
        controls={[
          {
            name: "source",
            label: "Source",
            options: filterOptions(LEAD_SOURCES, leadSourceLabels, {
              value: "all",
              label: "All sources",
            }),
          },
          {
            name: "status",
            label: "Status",
            options: filterOptions(LEAD_STATUSES, leadStatusLabels, {
              value: "all",
              label: "All statuses",
            }),
          },
          {
            name: "spam",
            label: "Spam",
            options: filterOptions(LEAD_SPAM_FILTERS, spamLabels),
          },
          {
            name: "owner",
            label: "Owner",
            options: filterOptions(LEAD_OWNER_FILTERS, ownerLabels),
          },
        ]}
      />
      {params.sort !== "submitted" ? (
        <input type="hidden" name="sort" value={params.sort} />
      ) : null}
      {params.dir && !(params.sort === "submitted" && params.dir === "desc") ? (
        <input type="hidden" name="dir" value={params.dir} />
      ) : null}
      <Button type="submit" className="col-span-2 lg:col-span-1">
        Apply
      </Button>
    </Form>
  );
}
