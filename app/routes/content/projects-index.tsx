import type { Route } from "./+types/projects-index";
import { CaseStudyCard } from "~/components/content/case-study-card";
import { FilterChipGroup } from "~/components/content/filter-chips";
import { PageHero } from "~/components/page-blocks";
import { ButtonLink } from "~/components/ui/button-link";
import { hasActiveFilters } from "~/domain/project-filters";
import { FormattedMessage } from "react-intl";
import { projectsPage as projectsPageEn } from "~/content/projects";
import { projectsPage as projectsPageFr } from "~/content/fr/projects";
import { localizedPageMeta } from "~/content/seo";
import { pickCopy } from "~/i18n/copy";
import { useCopy } from "~/i18n/locale-context";
import { projectsIndexLoader } from "~/server/content/projects-index.handler.server";

export const loader = (args: Route.LoaderArgs) => projectsIndexLoader(args);

const projectsPages = { en: projectsPageEn, fr: projectsPageFr };

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  // Filtered views are the same page: one canonical URL without the query.
  return localizedPageMeta(matches, "/projects", (locale) => {
    const page = pickCopy(locale, projectsPages);
    return { title: page.seoTitle, description: page.seoDescription };
  });
}

export default function ProjectsIndex({ loaderData }: Route.ComponentProps) {
  const { filters, caseStudies, sectors, capabilities } = loaderData;
  const filtered = hasActiveFilters(filters);
  const projectsPage = useCopy(projectsPages);

  return (
    <>
      <PageHero {...projectsPage} />
      <section
        aria-labelledby="project-filters-heading"
        className="border-b border-line bg-surface-muted"
      >
        <div className="page-container py-8">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2
              id="project-filters-heading"
              className="text-lg font-semibold text-ink-900"
            >
              {projectsPage.filters.heading}
            </h2>
            {filtered ? (
              <ButtonLink
                to="/projects"
                variant="secondary"
                preventScrollReset
                data-clear-filters
              >
                {projectsPage.filters.clear}
              </ButtonLink>
            ) : null}
          </div>
          <div className="mt-5 grid gap-6 lg:grid-cols-2">
            <FilterChipGroup
              id="sector-filter"
              label={projectsPage.filters.sector}
              filterKey="sector"
              options={sectors}
              filters={filters}
            />
            <FilterChipGroup
              id="capability-filter"
              label={projectsPage.filters.capability}
              filterKey="capability"
              options={capabilities}
              filters={filters}
            />
          </div>
        </div>
      </section>
      <section
        aria-labelledby="case-studies-heading"
        className="page-container py-12 sm:py-16"
      >
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2
            id="case-studies-heading"
            className="text-2xl font-bold tracking-tight text-ink-900"
          >
            {projectsPage.resultsHeading}
          </h2>
          <p
            role="status"
            className="text-sm text-text-muted"
            data-result-count
          >
            <FormattedMessage
              id="content.caseStudyCount"
              defaultMessage="{count, plural, one {# case study} other {# case studies}}"
              values={{ count: caseStudies.length }}
            />
          </p>
        </div>
        <div className="mt-8">
          {caseStudies.length > 0 ? (
            <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {caseStudies.map((study) => (
                <li key={study.id}>
                  <CaseStudyCard study={study} labels={projectsPage} />
                </li>
              ))}
            </ul>
          ) : (
            <div className="flex flex-col items-center rounded-card border border-dashed border-line px-6 py-16 text-center">
              <p className="text-lg text-ink-900">{projectsPage.empty}</p>
              <ButtonLink
                to="/projects"
                variant="secondary"
                preventScrollReset
                className="mt-6"
              >
                {projectsPage.filters.clear}
              </ButtonLink>
            </div>
          )}
        </div>
      </section>
    </>
  );
}
