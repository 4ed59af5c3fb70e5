import { CONTENT_LOCALES, type ContentLocale } from "../enums";
import { CONTENT_STATUSES, type ContentStatus } from "./content-status";
import { UUID_PATTERN } from "./document-fields";

/** The studio list's filter as its URL carries it (?q=&status=&type=&lang=&page=). */
export type StudioListParams = {
  q: string;
  status: ContentStatus | null;
  contentTypeId: string | null;
  /** One language's items (each language's version is an item of its own), or both. */
  locale: ContentLocale | null;
  page: number;
};

/** How the console (English) names each content language. */
export const CONTENT_LOCALE_LABELS: Record<ContentLocale, string> = {
  en: "English",
  fr: "French",
};

function localeParam(search: URLSearchParams): ContentLocale | null {
  const lang = search.get("lang") ?? "";
  return (CONTENT_LOCALES as readonly string[]).includes(lang)
    ? (lang as ContentLocale)
    : null;
}

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
    locale: localeParam(search),
    page: /^\d{1,6}$/.test(page) ? Math.max(1, Number(page)) : 1,
  };
}

/**
 * The case studies list's filter (?q=&status=&lang=): one language's case studies (English
 * unless said), in the public order.
 */
export type CaseStudyListParams = Pick<StudioListParams, "q" | "status"> & {
  locale: ContentLocale;
};

export function caseStudyListParamsOf(
  search: URLSearchParams,
): CaseStudyListParams {
  const { q, status } = studioListParamsOf(search);
  return { q, status, locale: localeParam(search) ?? "en" };
}

/**
 * What a studio list shows of every item. `When` is how its times travel: Dates from the
 * query, ISO text in the page's data (the page writes them in the reader's time zone).
 */
type StudioListRow<When> = {
  id: string;
  locale: ContentLocale;
  title: string;
  slug: string;
  status: ContentStatus;
  publishAt: When | null;
  updatedAt: When;
  updatedByName: string | null;
  isLive: boolean;
  liveSlug: string;
};

export type StudioInsightRow<When = Date> = StudioListRow<When> & {
  contentTypeName: string | null;
  author: string | null;
};

export type StudioCaseStudyRow<When = Date> = StudioListRow<When> & {
  sectorName: string | null;
  isFeatured: boolean;
  displayOrder: number;
};

/** A list row as the page's data carries it: its times as ISO text. */
export function studioRowForPage<Row extends StudioListRow<Date>>(
  row: Row,
): Omit<Row, "publishAt" | "updatedAt"> & StudioListRow<string> {
  return {
    ...row,
    publishAt: row.publishAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}
