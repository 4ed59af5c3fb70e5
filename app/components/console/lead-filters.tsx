import { Form } from "react-router";
import { LEAD_SOURCES, LEAD_STATUSES } from "~/domain/enums";
import {
  leadSourceLabels,
  leadStatusLabels,
} from "~/domain/console/lead-format";
import { leadsCopy, type LeadListParams } from "~/domain/console/lead-list";
import { Button } from "../ui/button";
import { cx } from "../ui/cx";
import { inputClasses } from "../ui/input";

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
          maxLength={200}
          className={inputClasses}
        />
      </div>
      <FilterSelect
        id="lead-source"
        name="source"
        label="Source"
        value={params.source}
        options={[
          ["all", "All sources"],
          ...LEAD_SOURCES.map((s) => [s, leadSourceLabels[s]] as const),
        ]}
      />
      <FilterSelect
        id="lead-status"
        name="status"
        label="Status"
        value={params.status}
        options={[
          ["all", "All statuses"],
          ...LEAD_STATUSES.map((s) => [s, leadStatusLabels[s]] as const),
        ]}
      />
      <FilterSelect
        id="lead-spam"
        name="spam"
        label="Spam"
        value={params.spam}
        options={Object.entries(spamLabels)}
      />
      <FilterSelect
        id="lead-owner"
        name="owner"
        label="Owner"
        value={params.owner}
        options={Object.entries(ownerLabels)}
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

function FilterSelect({
  id,
  name,
  label,
  value,
  options,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  options: readonly (readonly [string, string])[];
}) {
  return (
    <div className="grid min-w-0 gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink-900">
        {label}
      </label>
      {/* key: a new URL's value replaces what the select shows (it is uncontrolled). */}
      <select
        key={value}
        id={id}
        name={name}
        defaultValue={value}
        className={cx(inputClasses, "cursor-pointer")}
      >
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}
