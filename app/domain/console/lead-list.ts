import { z } from "zod";
import { LEAD_SOURCES, LEAD_STATUSES } from "../enums";

/**
 * The Leads tab's query string, shared by the list, the CSV export and the
 * browser's filter form. Every parameter has an explicit set of allowed values and falls
 * back to its default when a URL carries anything else: a hand-edited or stale link shows
 * a list, never an error.
 */

export const LEAD_SORT_KEYS = [
  "submitted",
  "name",
  "company",
  "status",
  "source",
] as const;
export type LeadSortKey = (typeof LEAD_SORT_KEYS)[number];

export const LEAD_SPAM_FILTERS = ["exclude", "only", "include"] as const;
export type LeadSpamFilter = (typeof LEAD_SPAM_FILTERS)[number];

export const LEAD_OWNER_FILTERS = ["anyone", "me", "unassigned"] as const;
export type LeadOwnerFilter = (typeof LEAD_OWNER_FILTERS)[number];

export const LEAD_PAGE_SIZE = 25;
/** A search longer than this is cut: nobody types 200 characters to find a name. */
export const LEAD_SEARCH_MAX = 200;

export const leadListParams = z.object({
  q: z
    .string()
    .catch("")
    .default("")
    .transform((q) => q.trim().slice(0, LEAD_SEARCH_MAX)),
  source: z
    .enum(["all", ...LEAD_SOURCES])
    .catch("all")
    .default("all"),
  status: z
    .enum(["all", ...LEAD_STATUSES])
    .catch("all")
    .default("all"),
  spam: z.enum(LEAD_SPAM_FILTERS).catch("exclude").default("exclude"),
  owner: z.enum(LEAD_OWNER_FILTERS).catch("anyone").default("anyone"),
  sort: z.enum(LEAD_SORT_KEYS).catch("submitted").default("submitted"),
  // Without a direction: newest first for Submitted, A to Z for the others.
  dir: z.enum(["asc", "desc"]).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(1_000_000).catch(1).default(1),
});

export type LeadListParams = z.output<typeof leadListParams>;
export type LeadListInput = z.input<typeof leadListParams>;

/** The parameters a list URL carries (only the first value of a repeated key counts). */
export function parseLeadListParams(
  search: URLSearchParams | string,
): LeadListParams {
  const params = new URLSearchParams(search);
  const raw: Record<string, string> = {};
  for (const key of Object.keys(leadListParams.shape)) {
    const value = params.get(key);
    if (value !== null && value !== "") raw[key] = value;
  }
  return leadListParams.parse(raw);
}

export function sortDirectionOf(params: LeadListParams): "asc" | "desc" {
  return params.dir ?? (params.sort === "submitted" ? "desc" : "asc");
}

/** True when the list is narrowed by anything the "no leads yet" message would be wrong about. */
export function isFiltered(params: LeadListParams): boolean {
  return (
    params.q !== "" ||
    params.status !== "all" ||
    params.spam !== "exclude" ||
    params.owner !== "anyone"
  );
}

/**
 * The query string of a list: only what differs from the defaults, so the plain tab is
 * /lead_admin/leads and the export link carries exactly the filter on screen.
 */
export function leadListQuery(
  params: Partial<LeadListParams>,
  { withPage = true }: { withPage?: boolean } = {},
): string {
  const query = new URLSearchParams();
  if (params.q) query.set("q", params.q);
  if (params.source && params.source !== "all")
    query.set("source", params.source);
  if (params.status && params.status !== "all")
    query.set("status", params.status);
  if (params.spam && params.spam !== "exclude") query.set("spam", params.spam);
  if (params.owner && params.owner !== "anyone")
    query.set("owner", params.owner);
  if (params.sort && params.sort !== "submitted")
    query.set("sort", params.sort);
  if (params.dir) query.set("dir", params.dir);
  if (withPage && params.page && params.page > 1)
    query.set("page", String(params.page));
  return query.toString();
}

/** One inbox row as the Leads tab shows it: labels made on the server, so both renders agree. */
export type LeadListItemView = {
  id: string;
  name: string;
  email: string;
  company: string;
  interest: string;
  source: string;
  sourceLabel: string;
  status: string;
  statusLabel: string;
  submittedOn: string;
  submittedAt: string;
  ownerName: string | null;
  isSpam: boolean;
  spamReason: string | null;
};

export type LeadsTabData =
  | {
      ok: true;
      params: LeadListParams & { dir: "asc" | "desc" };
      items: LeadListItemView[];
      total: number;
      page: number;
      pageSize: number;
      pageCount: number;
      /** Set when there is nothing to show: the spec's sentence for why. */
      emptyMessage: string | null;
    }
  | { ok: false; loadError: string };

export const leadsCopy = {
  searchPlaceholder: "Search by name, email, or company...",
  noBlueprintLeads: "No blueprint leads yet.",
  noLeads: "No leads yet.",
  noMatch: "No leads found matching your search.",
  loadError: "Error loading leads. Please try again.",
} as const;
