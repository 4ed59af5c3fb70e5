/**
 * Where a visit came from, read from its first page's URL and referrer: the UTM parameters,
 * the referring site's host (never its full URL) and the source the console groups by.
 */
export type VisitOrigin = {
  source: string;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
};

const MAX_UTM_LENGTH = 100;

function utm(search: URLSearchParams, name: string): string | null {
  const value = search.get(name)?.trim().toLowerCase();
  return value ? value.slice(0, MAX_UTM_LENGTH) : null;
}

/** The referrer's host without "www.", or null for none, our own site or a non-web URL. */
export function externalReferrerHost(
  referrer: string | undefined,
  ownHosts: ReadonlySet<string>,
): string | null {
  if (!referrer) return null;
  const url = URL.parse(referrer);
  if (!url || (url.protocol !== "https:" && url.protocol !== "http:"))
    return null;
  if (ownHosts.has(url.host)) return null;
  return url.hostname.replace(/^www\./, "").slice(0, 100) || null;
}

/**
 * The origin of a visit whose first page was `search` (the query string) reached from
 * `referrer`. The source is the campaign's own utm_source when it has one, else the
 * referring host, else "direct".
 */
export function visitOrigin(
  search: string,
  referrer: string | undefined,
  ownHosts: ReadonlySet<string>,
): VisitOrigin {
  const params = new URLSearchParams(search);
  const referrerHost = externalReferrerHost(referrer, ownHosts);
  const utmSource = utm(params, "utm_source");
  return {
    source: utmSource ?? referrerHost ?? "direct",
    referrerHost,
    utmSource,
    utmMedium: utm(params, "utm_medium"),
    utmCampaign: utm(params, "utm_campaign"),
    utmTerm: utm(params, "utm_term"),
    utmContent: utm(params, "utm_content"),
  };
}

/** A visit that starts with no page of its own (a form sent straight to the API). */
export const DIRECT_ORIGIN: VisitOrigin = {
  source: "direct",
  referrerHost: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  utmTerm: null,
  utmContent: null,
};
