/** Never kept by a browser or a proxy, never indexed: a draft is for the staff who asked. */
export const PREVIEW_HEADERS = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
} as const;
