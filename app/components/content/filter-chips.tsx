import { Check } from "lucide-react";
import { SiteLink } from "~/components/ui/site-link";
import {
  toggleFilterHref,
  type ProjectFilterKey,
  type ProjectFilters,
} from "~/domain/project-filters";
import { cx } from "../ui/cx";
import { useTaxonomyName } from "./taxonomy-name";

/**
 * One group of filter chips. Each chip is a link to the filtered URL (so filters work
 * without JavaScript and can be shared); the active chip links to the URL without it.
 */
export function FilterChipGroup({
  id,
  label,
  filterKey,
  options,
  filters,
}: {
  id: string;
  label: string;
  filterKey: ProjectFilterKey;
  options: { slug: string; name: string; nameFr: string | null }[];
  filters: ProjectFilters;
}) {
  const labelId = `${id}-label`;
  const name = useTaxonomyName();
  return (
    <div role="group" aria-labelledby={labelId}>
      <p id={labelId} className="text-sm font-semibold text-ink-900">
        {label}
      </p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {options.map((option) => {
          const active = filters[filterKey] === option.slug;
          return (
            <li key={option.slug}>
              <SiteLink
                to={toggleFilterHref(filters, filterKey, option.slug)}
                preventScrollReset
                aria-current={active ? "true" : undefined}
                data-filter={`${filterKey}:${option.slug}`}
                className={cx(
                  "inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 text-sm font-medium transition-colors",
                  active
                    ? "border-brand-700 bg-brand-700 text-white hover:bg-brand-800"
                    : "border-line bg-white text-ink-900 hover:border-brand-500 hover:bg-brand-50",
                )}
              >
                {active ? (
                  <Check aria-hidden="true" className="size-4" />
                ) : null}
                {name(option)}
              </SiteLink>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
