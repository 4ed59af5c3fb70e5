import { ArrowRight, Building2 } from "lucide-react";
import { FormattedMessage, useIntl } from "react-intl";
import { TickList } from "~/components/tick-list";
import { SiteLink } from "~/components/ui/site-link";
import { titleInitials } from "~/domain/initials";
import type { CaseStudySummary } from "~/domain/public-content";
import { Badge, CapabilityBadges } from "./badge";
import { useTaxonomyName } from "./taxonomy-name";

/** Two key outcomes per project card. */
export const CARD_OUTCOMES = 2;

export function caseStudyPath(slug: string): string {
  return `/projects/${slug}`;
}

export function CaseStudyCard({
  study,
  labels,
}: {
  study: CaseStudySummary;
  labels: { featured: string; keyOutcomes: string; viewCaseStudy: string };
}) {
  const outcomes = study.outcomes.slice(0, CARD_OUTCOMES);
  const intl = useIntl();
  const sectorName = useTaxonomyName();
  return (
    <article
      data-case-study={study.slug}
      className="flex h-full flex-col rounded-card border border-line bg-white p-6 shadow-card"
    >
      <div className="flex items-start justify-between gap-3">
        <span
          aria-hidden="true"
          data-initials
          className="inline-flex size-12 shrink-0 items-center justify-center rounded-lg bg-ink-900 text-base font-bold tracking-wide text-white"
        >
          {titleInitials(study.title)}
        </span>
        {study.isFeatured ? (
          <Badge tone="featured">{labels.featured}</Badge>
        ) : null}
      </div>
      <h3 className="mt-5 text-lg font-semibold leading-7 text-balance text-ink-900">
        {study.title}
      </h3>
      {study.subtitle ? (
        <p className="mt-1 text-sm font-medium text-brand-700">
          {study.subtitle}
        </p>
      ) : null}
      <p className="mt-3 text-base leading-7 text-text-muted">
        {study.description}
      </p>
      {study.sector ? (
        <p className="mt-4 flex items-center gap-2 text-sm font-medium text-ink-900">
          <Building2
            aria-hidden="true"
            className="size-4 shrink-0 text-text-muted"
          />
          <span className="sr-only">
            <FormattedMessage
              id="content.sectorPrefix"
              defaultMessage="Sector: "
            />
          </span>
          {sectorName(study.sector)}
        </p>
      ) : null}
      <CapabilityBadges
        capabilities={study.capabilities}
        label={intl.formatMessage({
          id: "content.capabilitiesLabel",
          defaultMessage: "Capabilities",
        })}
        className="mt-4"
      />
      {outcomes.length > 0 ? (
        <div className="mt-5 border-t border-line pt-4">
          <p className="text-xs font-semibold uppercase tracking-[0.12em] text-text-muted">
            {labels.keyOutcomes}
          </p>
          <TickList
            className="mt-2 space-y-2"
            data-card-outcomes
            items={outcomes}
            itemClassName="flex gap-2 text-sm leading-6 text-ink-900"
            iconClassName="mt-1 size-4 shrink-0 text-success-700"
          />
        </div>
      ) : null}
      <div className="mt-auto pt-6">
        <SiteLink
          to={caseStudyPath(study.slug)}
          className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-800"
        >
          {labels.viewCaseStudy}
          <span className="sr-only">: {study.title}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </SiteLink>
      </div>
    </article>
  );
}
