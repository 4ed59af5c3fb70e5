import { CircleCheck } from "lucide-react";
import { defineMessages, useIntl, type IntlShape } from "react-intl";
import type { Route } from "./+types/solution-detail";
import { Breadcrumbs, type Crumb } from "~/components/breadcrumbs";
import { LinkCardGrid } from "~/components/link-card-grid";
import {
  CtaBand,
  FeatureGrid,
  PageHero,
  Section,
  StatList,
} from "~/components/page-blocks";
import { StepList } from "~/components/step-list";
import { ButtonLink } from "~/components/ui/button-link";
import { capabilityPages, capabilityPath } from "~/content/capabilities";
import { capabilityPages as capabilityPagesFr } from "~/content/fr/capabilities";
import * as fr from "~/content/fr/solutions";
import {
  breadcrumbJsonLd,
  localeFromMatches,
  originFromMatches,
  seoMeta,
} from "~/content/seo";
import {
  solutionPages,
  solutionPath,
  solutionsOverview,
  type SolutionPage,
  type SolutionSlug,
} from "~/content/solutions";
import { pickCopy } from "~/i18n/copy";
import { intlFor } from "~/i18n/intl";
import { localizedPath, type Locale } from "~/i18n/locale";
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

/**
 * The breadcrumb trail with the page's language's names and paths: the visible crumbs and the
 * BreadcrumbList JSON-LD share it, so search engines see French URLs on French pages.
 */
function trail(
  page: SolutionPage,
  overview: typeof solutionsOverview,
  locale: Locale,
  intl: IntlShape,
): Crumb[] {
  return [
    { name: intl.formatMessage(messages.home), path: "/" },
    { name: overview.eyebrow, path: "/solutions" },
    { name: page.title, path: solutionPath(page.slug) },
  ].map((crumb) => ({ ...crumb, path: localizedPath(crumb.path, locale) }));
}

export function meta({
  loaderData,
  matches,
}: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData) return [];
  const locale = localeFromMatches(matches);
  const { page, overview } = solutionCopy(locale, loaderData.slug);
  const origin = originFromMatches(matches);
  return seoMeta(origin, {
    ...page.seo,
    path: solutionPath(page.slug),
    locale,
    jsonLd: [
      breadcrumbJsonLd(origin, trail(page, overview, locale, intlFor(locale))),
    ],
  });
}

export default function SolutionDetail({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const intl = useIntl();
  const { page, overview } = solutionCopy(locale, loaderData.slug);
  const { cta } = page;
  return (
    <>
      <Breadcrumbs trail={trail(page, overview, locale, intl)} />
      <PageHero eyebrow={page.eyebrow} title={page.title} lead={page.lead}>
        <ButtonLink
          to={cta.action.to}
          className="bg-brand-600 hover:bg-brand-700"
        >
          {cta.action.label}
        </ButtonLink>
        {cta.secondaryAction ? (
          <ButtonLink to={cta.secondaryAction.to} variant="outline-on-dark">
            {cta.secondaryAction.label}
          </ButtonLink>
        ) : null}
      </PageHero>

      <Section
        id="features"
        eyebrow={intl.formatMessage(messages.featuresEyebrow)}
        title={page.features.title}
        intro={page.features.intro}
      >
        <FeatureGrid features={page.features.items} />
      </Section>

      <Section
        id="how-it-works"
        tone="muted"
        title={page.howItWorks.title}
        intro={page.howItWorks.intro}
      >
        <StepList steps={page.howItWorks.steps} />
      </Section>

      <Section
        id="outcomes"
        title={page.outcomes.title}
        intro={page.outcomes.intro}
      >
        <StatList stats={page.outcomes.stats} />
        <h3 className="mt-12 text-lg font-semibold text-ink-900">
          {intl.formatMessage(messages.safeguardsHeading)}
        </h3>
        <ul className="mt-4 grid gap-4 md:grid-cols-3">
          {page.outcomes.safeguards.map((safeguard) => (
            <li
              key={safeguard}
              className="flex gap-3 text-base leading-7 text-text-muted"
            >
              <CircleCheck
                aria-hidden="true"
                className="mt-1 size-5 shrink-0 text-brand-700"
              />
              {safeguard}
            </li>
          ))}
        </ul>
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

      <CtaBand
        title={cta.title}
        body={cta.body}
        action={cta.action}
        secondaryAction={cta.secondaryAction}
      />
    </>
  );
}
