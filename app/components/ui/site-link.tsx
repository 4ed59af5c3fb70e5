import { Link, type LinkProps } from "react-router";
import { useLocalizedPath } from "~/i18n/locale-context";

/**
 * A link to a page of this site, in the language of the page it is on: "/contact" leads to
 * "/fr/contact" from a French page (app/i18n/locale.ts says which paths have one URL for both
 * languages). Public pages use it instead of React Router's Link so that no French page links
 * back into English by accident; the French crawl in tests/e2e/french.spec.ts checks it.
 */
export function SiteLink({ to, ...props }: LinkProps) {
  const localized = useLocalizedPath();
  return <Link {...props} to={typeof to === "string" ? localized(to) : to} />;
}
