import { ScrollText } from "lucide-react";
import { Link } from "react-router";
import { AUDIT_ENTITY_TYPES, auditEntityLabels } from "~/domain/console/audit";
import type { AuditLogData, AuditRow } from "~/domain/console/audit-log";
import type { TableColumn } from "../ui/data-table";
import { EmailText } from "../ui/email-text";
import { LocalTime } from "../ui/local-time";
import { AuditChanges } from "./audit-changes";
import { FilterControls, FilterForm, filterOptions } from "./filter-controls";
import { FilteredTable } from "./filtered-table";
import { SectionHeading } from "../ui/section-heading";

const columns: TableColumn<AuditRow>[] = [
  {
    id: "when",
    header: "When",
    meta: { className: "whitespace-nowrap" },
    cell: (row) => <LocalTime iso={row.at} />,
  },
  {
    id: "who",
    header: "Who",
    meta: { className: "min-w-[9rem]" },
    // The person's name; their address beneath it, as the Who filter lists them.
    cell: (row) => (
      <span className="grid">
        <span className="font-semibold text-ink-900">{row.actorName}</span>
        {row.actorEmail && row.actorEmail !== row.actorName ? (
          <EmailText
            email={row.actorEmail}
            className="text-xs text-text-muted"
          />
        ) : null}
      </span>
    ),
  },
  {
    id: "action",
    header: "Action",
    meta: { className: "whitespace-nowrap text-xs text-text-muted" },
    cell: (row) => row.action,
  },
  {
    id: "entity",
    header: "Entity",
    meta: { className: "min-w-[10rem]" },
    cell: (row) => {
      const { entityLabel, entityName, entityClient, entityHref } = row;
      const name = entityName ?? entityLabel;
      return (
        <span className="grid gap-0.5">
          {entityName ? (
            <span className="text-xs text-text-muted">{entityLabel}</span>
          ) : null}
          {entityHref ? (
            <Link
              to={entityHref}
              className="font-semibold text-brand-700 hover:underline"
            >
              {name}
            </Link>
          ) : (
            <span className="font-semibold text-ink-900">{name}</span>
          )}
          {entityClient ? (
            <span className="text-xs text-text-muted">for {entityClient}</span>
          ) : null}
        </span>
      );
    },
  },
  {
    id: "summary",
    header: "Summary",
    meta: { rowHeader: true, className: "min-w-[14rem] break-words" },
    cell: (row) => row.summary || row.action,
  },
  {
    id: "changes",
    header: "Before → after",
    meta: { className: "min-w-[16rem] max-w-[28rem]" },
    cell: (row) => <AuditChanges changes={row.changes} />,
  },
];

/**
 * /lead_admin/audit: every staff write, newest first, read-only. The filters are a GET form
 * (a filtered log has a URL; works without JavaScript).
 */
export function AuditLogView({ data }: { data: AuditLogData }) {
  const { filters } = data;
  const filtered = Boolean(
    filters.entity || filters.actor || filters.from || filters.to || filters.q,
  );
  // An address typed into the URL that is not (yet) in the log still shows as selected.
  const actors =
    filters.actor && !data.actors.includes(filters.actor)
      ? [filters.actor, ...data.actors]
      : data.actors;
  return (
    <section aria-labelledby="audit-heading" className="grid min-w-0 gap-5">
      <SectionHeading id="audit-heading" title="Audit log">
        Every change staff make, recorded with the change itself: who, when,
        what, and the fields before and after. Entries cannot be edited or
        deleted.
      </SectionHeading>
      <FilterForm
        label="Filter the audit log"
        className="grid gap-3 rounded-card border border-line bg-surface p-4 sm:grid-cols-2 lg:grid-cols-3"
        filtered={filtered}
        resetTo="/lead_admin/audit"
        actionsClassName="flex flex-wrap items-end gap-2"
      >
        <FilterControls
          idPrefix="audit-filter"
          values={filters}
          controls={[
            {
              name: "entity",
              label: "Entity type",
              options: filterOptions(AUDIT_ENTITY_TYPES, auditEntityLabels, {
                label: "Every type",
              }),
            },
            {
              name: "actor",
              label: "Who",
              options: [
                { value: "", label: "Anyone" },
                ...actors.map((email) => ({ value: email, label: email })),
              ],
            },
            { name: "q", label: "Summary contains", type: "search" },
            { name: "from", label: "From (UTC date)", type: "date" },
            { name: "to", label: "To (UTC date)", type: "date" },
          ]}
        />
      </FilterForm>
      <FilteredTable
        caption="Audit log entries, newest first"
        columns={columns}
        rows={data.rows}
        pageInfo={data.pageInfo}
        count={{ one: "entry", many: "entries" }}
        filtered={filtered}
        empty={{
          Icon: ScrollText,
          noMatch: "No entries match these filters.",
          none: "No staff changes recorded yet.",
        }}
        pages={{ basePath: "/lead_admin/audit", label: "Audit log pages" }}
      />
    </section>
  );
}
