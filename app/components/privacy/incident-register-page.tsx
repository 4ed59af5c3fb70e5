import { Download, Plus, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { PRIVACY_INCIDENTS_PATH } from "~/domain/privacy/privacy-paths";
import {
  INCIDENTS_CSV_PATH,
  NEW_INCIDENT_PATH,
  incidentPath,
  noticesLabel,
  type IncidentListData,
  type IncidentRowView,
} from "~/domain/privacy/incident-register";
import { ResultCount } from "../console/filter-controls";
import { Badge } from "../ui/badge";
import { buttonClasses } from "../ui/button-link";
import { DataTable, type TableColumn } from "../ui/data-table";
import { EmptyState, Pagination } from "../ui/page-states";
import { PrivacyNav } from "./privacy-nav";
import { PageHeading } from "../ui/page-heading";

const columns: TableColumn<IncidentRowView>[] = [
  {
    id: "discovered",
    header: "Discovered",
    meta: { rowHeader: true, className: "whitespace-nowrap" },
    cell: (row) => (
      <Link
        to={incidentPath(row.id)}
        className="text-brand-800 underline-offset-4 hover:underline"
      >
        <time dateTime={row.discoveredOn}>{row.discoveredOn}</time>
      </Link>
    ),
  },
  {
    id: "occurred",
    header: "When it happened",
    meta: { className: "min-w-[10rem]" },
    cell: (row) => row.occurredOn,
  },
  {
    id: "persons",
    header: "Persons concerned",
    meta: { className: "text-right tabular-nums" },
    cell: (row) => row.personsAffected.toLocaleString("en-GB"),
  },
  {
    id: "serious",
    header: "Risk of serious injury",
    cell: (row) =>
      row.seriousRisk ? (
        <Badge tone="danger">Yes</Badge>
      ) : (
        <Badge tone="neutral">No</Badge>
      ),
  },
  {
    id: "notices",
    header: "Notices sent",
    meta: { className: "min-w-[12rem]" },
    cell: (row) => noticesLabel(row),
  },
];

/** /lead_admin/privacy/incidents: the register, newest discovery first, and its actions. */
export function IncidentRegisterPage({ data }: { data: IncidentListData }) {
  return (
    <section className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-5">
      <PrivacyNav />
      <PageHeading
        title="Incident register"
        actions={
          <div className="flex flex-wrap gap-2">
            <Link to={NEW_INCIDENT_PATH} className={buttonClasses("primary")}>
              <Plus aria-hidden="true" className="size-4" />
              Record an incident
            </Link>
            {data.total > 0 ? (
              <a
                href={INCIDENTS_CSV_PATH}
                download
                className={buttonClasses("secondary")}
              >
                <Download aria-hidden="true" className="size-4" />
                Export the register (CSV)
              </a>
            ) : null}
          </div>
        }
      >
        Every confidentiality incident, whatever its risk (Québec regulation
        s.7; PIPEDA breach records). Each entry is kept at least 5 years after
        its discovery and cannot be deleted before then.
      </PageHeading>
      <ResultCount total={data.total} one="entry" many="entries" />
      {data.total === 0 ? (
        <EmptyState
          Icon={ShieldCheck}
          message="No incident has been recorded."
        />
      ) : (
        <>
          <DataTable
            caption="Confidentiality incidents, newest discovery first"
            columns={columns}
            rows={data.rows}
            rowId={(row) => row.id}
          />
          <Pagination
            info={data}
            basePath={PRIVACY_INCIDENTS_PATH}
            label="Incident register pages"
          />
        </>
      )}
    </section>
  );
}
