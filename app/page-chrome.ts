import type { UIMatch } from "react-router";

/**
 * The route handle of pages that draw their own header and footer (the account areas:
 * app/routes/account/app-layout.tsx). root.tsx then leaves out the public site's header and
 * footer, and the page renders its own <main id="main-content">.
 */
export const appChrome = { chrome: "app" } as const;

/** True when a matched route declared `appChrome`. */
export function usesAppChrome(matches: UIMatch[]): boolean {
  return matches.some(
    (match) =>
      (match.handle as { chrome?: string } | undefined)?.chrome === "app",
  );
}
