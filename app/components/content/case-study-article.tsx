import { ArrowRight, Building2, TrendingUp } from "lucide-react";
import { TickList } from "~/components/tick-list";
import { SiteLink } from "~/components/ui/site-link";
import type { CaseStudyDetail } from "~/domain/public-content";
import { projectDetail as projectDetailEn } from "~/content/projects";
import { projectDetail as projectDetailFr } from "~/content/fr/projects";
import { useCopy } from "~/i18n/locale-context";
import { capabilityPagePath } from "~/content/public-routes";
import { BackLink } from "./back-link";
import { Badge } from "./badge";
import { useTaxonomyName } from "./taxonomy-name";

/** Stored long text separates paragraphs with blank lines. */
function paragraphs(text: string | null): string[] {
  return (text ?? "")
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** One case study as /projects/:slug shows it (and the content studio's preview). */
export function CaseStudyArticle({ study }: { study: CaseStudyDetail }) {
  const projectDetail = useCopy({ en: projectDetailEn, fr: projectDetailFr });
  const sectorName = useTaxonomyName();
  const capabilityName = useTaxonomyName();
  const sections = [
    {
      id: "challenge",
      title: projectDetail.challenge,
      body: paragraphs(study.challenge),
    },
    {
      id: "solution",
      title: projectDetail.solution,
      body: paragraphs(study.solution),
    },
  ].filter((section) => section.body.length > 0);

  return (
    <article data-case-study-detail={study.slug}>
      <header className="border-b border-line bg-surface-muted print:border-0 print:bg-transparent">
        <div className="page-container py-10 sm:py-14">
          <BackLink to="/projects" label={projectDetail.backLabel} />
          <div className="mt-6 flex flex-wrap gap-2">
            {study.sector ? (
              <Badge tone="sector">
                <Building2 aria-hidden="true" className="size-3.5" />
                {sectorName(study.sector)}
              </Badge>
            ) : null}
            {study.isFeatured ? (
              <Badge tone="featured">{projectDetail.featured}</Badge>
            ) : null}
          </div>
          <h1 className="mt-4 max-w-4xl text-3xl font-bold tracking-tight text-balance text-ink-900 sm:text-4xl lg:text-5xl lg:leading-tight">
            {study.title}
          </h1>
          {study.subtitle ? (
            <p className="mt-3 text-lg font-medium text-brand-700">
              {study.subtitle}
            </p>
          ) : null}
          <p className="mt-5 max-w-3xl text-lg leading-8 text-text-muted print:text-black">
            {study.description}
          </p>
          {study.capabilities.length > 0 ? (
            <div className="mt-6">
              <p className="text-sm font-semibold text-ink-900">
                {projectDetail.capabilitiesLabel}
              </p>
              <ul
                className="mt-2 flex flex-wrap gap-2"
                aria-label={projectDetail.capabilitiesLabel}
              >
                {study.capabilities.map((capability) => {
                  const href = capabilityPagePath(capability.slug);
                  return (
                    <li key={capability.id}>
                      {href ? (
                        <SiteLink
                          to={href}
                          className="inline-flex min-h-11 items-center gap-1 rounded-full border border-brand-100 bg-brand-50 px-4 text-sm font-semibold text-brand-800 hover:border-brand-500"
                        >
                          {capabilityName(capability)}
                          <ArrowRight aria-hidden="true" className="size-4" />
                        </SiteLink>
                      ) : (
                        // Only three capabilities have a page of their own.
                        <span className="inline-flex min-h-11 items-center rounded-full border border-line bg-white px-4 text-sm font-semibold text-ink-900">
                          {capabilityName(capability)}
                        </span>
                      )}
                    </li>
                  );
                })}
              </ul>
            </div>
          ) : null}
        </div>
      </header>

      <div className="page-container grid gap-12 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-16 print:block">
        <div className="max-w-3xl">
          {sections.map((section, index) => (
            <section
              key={section.id}
              aria-labelledby={`${section.id}-heading`}
              className={index > 0 ? "mt-12" : undefined}
            >
              <h2
                id={`${section.id}-heading`}
                className="text-2xl font-bold tracking-tight text-ink-900 print:break-after-avoid"
              >
                {section.title}
              </h2>
              {section.body.map((paragraph) => (
                <p
                  key={paragraph.slice(0, 40)}
                  className="mt-4 text-lg leading-8 text-text print:text-base print:leading-7"
                >
                  {paragraph}
                </p>
              ))}
            </section>
          ))}
          {study.outcomes.length > 0 ? (
            <section aria-labelledby="outcomes-heading" className="mt-12">
              <h2
                id="outcomes-heading"
                className="text-2xl font-bold tracking-tight text-ink-900 print:break-after-avoid"
              >
                {projectDetail.outcomes}
              </h2>
              <TickList
                className="mt-5 space-y-3"
                items={study.outcomes}
                itemClassName="flex gap-3 text-lg leading-8 text-text print:text-base print:leading-7"
                iconClassName="mt-1.5 size-5 shrink-0 text-success-700"
              />
            </section>
          ) : null}
        </div>
        {study.kpis.length > 0 ? (
          <aside
            aria-labelledby="metrics-heading"
            className="print:mt-12 print:break-inside-avoid"
          >
            <div className="rounded-card border border-line bg-white p-6 shadow-card lg:sticky lg:top-[calc(var(--spacing-header)+1.5rem)] print:shadow-none">
              <h2
                id="metrics-heading"
                className="text-xl font-bold tracking-tight text-ink-900"
              >
                {projectDetail.metrics}
              </h2>
              <ul className="mt-5 space-y-3" data-kpis>
                {study.kpis.map((kpi) => (
                  <li
                    key={kpi}
                    className="flex gap-3 rounded-lg bg-surface-muted p-4 print:bg-transparent print:p-0"
                  >
                    <TrendingUp
                      aria-hidden="true"
                      className="mt-0.5 size-5 shrink-0 text-brand-700"
                    />
                    <span className="text-base font-semibold leading-6 text-ink-900">
                      {kpi}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          </aside>
        ) : null}
      </div>
    </article>
  );
}
