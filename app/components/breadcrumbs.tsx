import { ChevronRight } from "lucide-react";
import { useIntl } from "react-intl";
import { SiteLink } from "~/components/ui/site-link";

export type Crumb = { name: string; path: string };

/**
 * The visible twin of a page's BreadcrumbList JSON-LD (pass both the same trail). Sits
 * directly above a PageHero and shares its dark background.
 */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const intl = useIntl();
  return (
    <nav
      aria-label={intl.formatMessage({
        id: "chrome.breadcrumb",
        defaultMessage: "Breadcrumb",
      })}
      className="border-b border-white/10 bg-ink-900"
    >
      <ol className="page-container flex flex-wrap items-center gap-x-2 gap-y-1 py-3 text-sm text-ink-200">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-2">
              {index > 0 ? (
                <ChevronRight
                  aria-hidden="true"
                  className="size-4 shrink-0 text-ink-200"
                />
              ) : null}
              {last ? (
                <span aria-current="page" className="font-medium text-white">
                  {crumb.name}
                </span>
              ) : (
                <SiteLink
                  to={crumb.path}
                  className="underline-offset-4 hover:text-white hover:underline"
                >
                  {crumb.name}
                </SiteLink>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
