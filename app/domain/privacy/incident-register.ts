import { z } from "zod";
import type { StaffFormResult } from "../forms/form-result";
import type { IncidentField } from "./incident-form";
import { PRIVACY_INCIDENTS_PATH } from "./privacy-paths";

/** The register's pages: the list, a new entry, one entry, and the whole register as CSV. */
export const NEW_INCIDENT_PATH = `${PRIVACY_INCIDENTS_PATH}/new`;
export const INCIDENTS_CSV_PATH = `${PRIVACY_INCIDENTS_PATH}/export.csv`;
export const incidentPath = (id: string) => `${PRIVACY_INCIDENTS_PATH}/${id}`;

export const INCIDENT_PAGE_SIZE = 25;

const listParams = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).catch(1).default(1),
});

/** The list's only parameter, the page; anything else in a hand-edited URL means page 1. */
export function parseIncidentListPage(search: URLSearchParams): number {
  return listParams.parse({ page: search.get("page") ?? undefined }).page;
}

/** One row of the register's list. Dates are calendar days, YYYY-MM-DD. */
export type IncidentRowView = {
  id: string;
  discoveredOn: string;
  occurredOn: string;
  personsAffected: number;
  seriousRisk: boolean;
  commissionNotifiedOn: string | null;
  personsNotifiedOn: string | null;
};

export type IncidentListData = {
  rows: IncidentRowView[];
  page: number;
  pageCount: number;
  pageSize: number;
  total: number;
};

/** One entry as its page shows it: the form's values plus what the register adds. */
export type IncidentEntryData = {
  id: string;
  values: Record<IncidentField, string>;
  retainUntil: string;
  createdByEmail: string;
  createdAt: string;
  updatedAt: string;
};

/**
 * The list's "Notices" cell: which of the two notices were sent and when. Without a serious
 * risk none is required, which the register says rather than leaving the cell blank.
 */
export function noticesLabel(row: {
  seriousRisk: boolean;
  commissionNotifiedOn: string | null;
  personsNotifiedOn: string | null;
}): string {
  const sent = [
    row.commissionNotifiedOn ? `Commission ${row.commissionNotifiedOn}` : null,
    row.personsNotifiedOn ? `Persons ${row.personsNotifiedOn}` : null,
  ].filter((part): part is string => part !== null);
  if (sent.length === 2) return sent.join("; ");
  if (!row.seriousRisk) return sent.length ? sent.join("; ") : "None required";
  return [...sent, "Pending"].join("; ");
}

/** What the form's post answers when it fails (a success redirects to the entry). */
export type IncidentFormResult = StaffFormResult & { intent: "save" };
