import { CONTENT_STATUSES, type ContentStatus } from "./content-status";
import { UUID_PATTERN } from "./document-fields";

/** The studio list's filter as its URL carries it (?q=&status=&type=&page=). */
export type StudioListParams = {
  q: string;
  status: ContentStatus | null;
  contentTypeId: string | null;
  page: number;
};

/** Anything unknown in the URL reads as "no filter", never as an error. */
export function studioListParamsOf(search: URLSearchParams): StudioListParams {
  const status = search.get("status") ?? "";
  const type = search.get("type") ?? "";
  const page = search.get("page") ?? "";
  return {
    q: (search.get("q") ?? "").trim().slice(0, 200),
    status: (CONTENT_STATUSES as readonly string[]).includes(status)
      ? (status as ContentStatus)
      : null,
    contentTypeId: UUID_PATTERN.test(type) ? type : null,
    page: /^\d{1,6}$/.test(page) ? Math.max(1, Number(page)) : 1,
  };
}

/** The case studies list's filter (?q=&status=): one page, in the public order. */
export type CaseStudyListParams = Pick<StudioListParams, "q" | "status">;

export function caseStudyListParamsOf(
  search: URLSearchParams,
): CaseStudyListParams {
  const { q, status } = studioListParamsOf(search);
  return { q, status };
}
