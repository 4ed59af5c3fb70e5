import { data } from "react-router";
import {
  leadDateLabel,
  leadInterestLabel,
  leadSourceLabel,
  leadSourceLabels,
  leadStatusLabel,
} from "~/domain/console/lead-format";
import {
  isFiltered,
  leadsCopy,
  parseLeadListParams,
  sortDirectionOf,
  type LeadListItemView,
  type LeadListParams,
  type LeadsTabData,
} from "~/domain/console/lead-list";
import { logRecoveredFailure } from "../log-failure.server";
import { CONSOLE_HEADERS } from "./console-frame.server";
import { requireStaff } from "./console-guard.server";
import { listLeads, type LeadRow } from "./lead-inbox.server";
import type { Route } from "../../routes/console/+types/leads-tab";

export function leadItemView(row: LeadRow): LeadListItemView {
  return {
    id: row.id,
    name: row.fullName,
    email: row.email,
    company: row.company ?? "",
    interest: leadInterestLabel(row.source, row.interest),
    source: row.source,
    sourceLabel: leadSourceLabel(row.source),
    status: row.status,
    statusLabel: leadStatusLabel(row.status),
    submittedOn: leadDateLabel(row.createdAt),
    submittedAt: row.createdAt.toISOString(),
    ownerName: row.ownerName,
    isSpam: row.isSpam,
    spamReason: row.spamReason,
  };
}

/**
 * Why a list is empty, in the spec's words: nothing at all of a source yet, or nothing
 * matching the search and filters.
 */
export function emptyMessageOf(params: LeadListParams): string {
  if (isFiltered(params)) return leadsCopy.noMatch;
  if (params.source === "blueprint") return leadsCopy.noBlueprintLeads;
  if (params.source === "all") return leadsCopy.noLeads;
  return `No ${leadSourceLabels[params.source].toLowerCase()} leads yet.`;
}

/** /lead_admin/leads: one page of the inbox for the filter in the URL. */
export async function leadsTabLoader({ request }: Route.LoaderArgs) {
  const { signedIn, scope } = await requireStaff(request);
  const params = parseLeadListParams(new URL(request.url).searchParams);
  let body: LeadsTabData;
  try {
    const list = await listLeads(scope, params, {
      profileId: signedIn.profile.id,
    });
    body = {
      ok: true,
      params: { ...params, page: list.page, dir: sortDirectionOf(params) },
      items: list.rows.map(leadItemView),
      total: list.total,
      page: list.page,
      pageSize: list.pageSize,
      pageCount: list.pageCount,
      emptyMessage: list.total === 0 ? emptyMessageOf(params) : null,
    };
  } catch (error) {
    if (error instanceof Response) throw error;
    logRecoveredFailure(error, "the lead inbox could not be listed", {});
    body = { ok: false, loadError: leadsCopy.loadError };
  }
  return data(body, { headers: CONSOLE_HEADERS });
}
