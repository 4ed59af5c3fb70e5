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

/**
 * The route handle of a page that carries its own newsletter sign-up (or is one of the
 * newsletter's pages): the footer then leaves its 'Stay Updated' box out, so a page never asks
 * twice.
 */
export const ownNewsletterForm = { newsletterForm: true } as const;

/** True when a matched route declared `ownNewsletterForm`. */
export function hasOwnNewsletterForm(matches: UIMatch[]): boolean {
  return matches.some(
    (match) =>
      (match.handle as { newsletterForm?: boolean } | undefined)
        ?.newsletterForm === true,
  );
}
