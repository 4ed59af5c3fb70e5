import { CircleCheck } from "lucide-react";
import { defineMessages, useIntl, type IntlShape } from "react-intl";
import type { Route } from "./+types/solution-detail";
import { TickList } from "~/components/tick-list";
import { FeatureSection, StepSection } from "~/components/copy-sections";
import type { Crumb } from "~/components/breadcrumbs";
import { DetailPageHero } from "~/components/detail-page-hero";
import { LinkCardGrid } from "~/components/link-card-grid";
import { CtaBand, Section, StatList } from "~/components/page-blocks";
import { ButtonLink } from "~/components/ui/button-link";
import { capabilityPages, capabilityPath } from "~/content/capabilities";
import { capabilityPages as capabilityPagesFr } from "~/content/fr/capabilities";
import * as fr from "~/content/fr/solutions";
import { localeFromMatches, trailPageMeta } from "~/content/seo";
import {
  solutionPages,
  solutionPath,
  solutionsOverview,
  type SolutionPage,
  type SolutionSlug,
} from "~/content/solutions";
import { pickCopy } from "~/i18n/copy";
import { intlFor } from "~/i18n/intl";
import { type Locale } from "~/i18n/locale";
import { useLocale } from "~/i18n/locale-context";
import { solutionDetailLoader } from "~/server/marketing/solution-detail.handler.server";

export const loader = (args: Route.LoaderArgs) => solutionDetailLoader(args);

const messages = defineMessages({
  home: { id: "solutions.breadcrumbHome", defaultMessage: "Home" },
  featuresEyebrow: {
    id: "solutions.featuresEyebrow",
    defaultMessage: "Features",
  },
  safeguardsHeading: {
    id: "solutions.safeguardsHeading",
    defaultMessage: "Safeguards built in",
  },
  builtOnEyebrow: {
    id: "solutions.builtOnEyebrow",
    defaultMessage: "Core capabilities",
  },
  builtOnTitle: {
    id: "solutions.builtOnTitle",
    defaultMessage: "Built on our shared foundation",
  },
  builtOnIntro: {
    id: "solutions.builtOnIntro",
    defaultMessage:
      "The same capabilities run under every solution we deliver, so each new service starts from proven parts.",
  },
  exploreCapability: {
    id: "solutions.exploreCapability",
    defaultMessage: "Explore",
  },
});

/** The page's copy and the /solutions copy it names in its breadcrumbs, in one language. */
function solutionCopy(locale: Locale, slug: SolutionSlug) {
  return pickCopy(locale, {
    en: { page: solutionPages[slug], overview: solutionsOverview },
    fr: { page: fr.solutionPages[slug], overview: fr.solutionsOverview },
  });
}

/** English paths: Breadcrumbs and the JSON-LD put them in the page's language. */
function trail(
  page: SolutionPage,
  overview: typeof solutionsOverview,
  intl: IntlShape,
): [Crumb, Crumb, Crumb] {
  return [
    { name: intl.formatMessage(messages.home), path: "/" },
    { name: overview.eyebrow, path: "/solutions" },
    { name: page.title, path: solutionPath(page.slug) },
  ];
}

export function meta({
  loaderData,
  matches,
}: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData) return [];
  const locale = localeFromMatches(matches);
  const { page, overview } = solutionCopy(locale, loaderData.slug);
  return trailPageMeta(
    matches,
    page.seo,
    trail(page, overview, intlFor(locale)),
  );
}

export default function SolutionDetail({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const intl = useIntl();
  const { page, overview } = solutionCopy(locale, loaderData.slug);
  const { cta } = page;
  return (
    <>
      <DetailPageHero
        trail={trail(page, overview, intl)}
        page={page}
        title={page.title}
      >
        {cta.secondaryAction ? (
          <ButtonLink to={cta.secondaryAction.to} variant="outline-on-dark">
            {cta.secondaryAction.label}
          </ButtonLink>
        ) : null}
      </DetailPageHero>

      <FeatureSection
        id="features"
        eyebrow={intl.formatMessage(messages.featuresEyebrow)}
        copy={page.features}
      />

      <StepSection id="how-it-works" tone="muted" copy={page.howItWorks} />

      <Section
        id="outcomes"
        title={page.outcomes.title}
        intro={page.outcomes.intro}
      >
        <StatList stats={page.outcomes.stats} />
        <h3 className="mt-12 text-lg font-semibold text-ink-900">
          {intl.formatMessage(messages.safeguardsHeading)}
        </h3>
        <TickList
          className="mt-4 grid gap-4 md:grid-cols-3"
          items={page.outcomes.safeguards}
          icon={CircleCheck}
          itemClassName="flex gap-3 text-base leading-7 text-text-muted"
          iconClassName="mt-1 size-5 shrink-0 text-brand-700"
        />
      </Section>

      <Section
        id="built-on"
        tone="muted"
        eyebrow={intl.formatMessage(messages.builtOnEyebrow)}
        title={intl.formatMessage(messages.builtOnTitle)}
        intro={intl.formatMessage(messages.builtOnIntro)}
      >
        <LinkCardGrid
          cards={page.capabilities.map(({ slug, role }) => {
            const capability = pickCopy(locale, {
              en: capabilityPages,
              fr: capabilityPagesFr,
            })[slug];
            return {
              id: slug,
              title: capability.name,
              description: role,
              to: capabilityPath(slug),
              icon: capability.icon,
            };
          })}
          label={intl.formatMessage(messages.exploreCapability)}
        />
      </Section>

      <CtaBand {...cta} />
    </>
  );
}
