import { ChevronRight } from "lucide-react";
import { SiteLink } from "~/components/ui/site-link";

export type Crumb = { name: string; path: string };

/**
 * The visible twin of a page's BreadcrumbList JSON-LD (pass both the same trail). Sits
 * directly above a PageHero and shares its dark background.
 */
export function Breadcrumbs({
  trail,
  label = "Breadcrumb",
}: {
  trail: Crumb[];
  /** The navigation's name, in the page's language. */
  label?: string;
}) {
  return (
    <nav aria-label={label} className="border-b border-white/10 bg-ink-900">
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
