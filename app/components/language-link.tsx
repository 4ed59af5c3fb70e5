import { useContext } from "react";
import {
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  useLocation,
  useMatches,
} from "react-router";
import { useLocale } from "~/i18n/locale-context";
import { htmlLang, localizedPath, otherLocale } from "~/i18n/locale";
import { languageSwitchPath } from "~/i18n/page-locale";
import { cx } from "./ui/cx";

/**
 * The link to this page in the other language ("Français" on English pages, "English" on French
 * ones), in the header and the footer. A plain link, so it works without JavaScript and from a
 * prerendered page; its text is in the language it leads to, marked with `lang` so screen
 * readers pronounce it right.
 */
export function LanguageLink({ className }: { className?: string }) {
  const locale = useLocale();
  const target = otherLocale(locale);
  const location = useLocation();
  const matches = useMatches();
  // An error page (a 404 above all) leads to the other language's home page: it never echoes
  // the path, so the page cache can serve one not-found page for every unknown slug.
  // The header is outside the error boundary, where useRouteError() is null: the router's
  // state says whether a route failed. (A loader's own not-found page names its link's
  // target in its data instead.)
  const routerErrors = useContext(DataRouterStateContext)?.errors;
  const failed =
    (routerErrors != null && Object.keys(routerErrors).length > 0) ||
    matches.some(isNotFoundRoute);
  const href = failed
    ? localizedPath("/", target)
    : languageSwitchPath(matches, location, target);
  return (
    <a
      href={href}
      lang={htmlLang(target)}
      hrefLang={target}
      data-language-link
      className={cx(
        "inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium underline-offset-4 hover:underline",
        className,
      )}
    >
      {target === "fr" ? "Français" : "English"}
    </a>
  );
}

function isNotFoundRoute(match: { id: string }): boolean {
  return match.id.endsWith("routes/not-found");
}
