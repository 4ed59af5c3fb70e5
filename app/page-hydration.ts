import type { UIMatch } from "react-router";

/** The route handle of pages that are not hydrated (see app/routes/public-layout.tsx). */
export const serverRenderedPage = { hydrate: false } as const;

/** True when React should take over the page in the browser: no matched route opted out. */
export function pageHydrates(matches: UIMatch[]): boolean {
  return !matches.some(
    (match) =>
      (match.handle as { hydrate?: boolean } | undefined)?.hydrate === false,
  );
}
