import { FormattedMessage, useIntl, type IntlShape } from "react-intl";
import type { Route } from "./+types/capability-detail";
import { Breadcrumbs, type Crumb } from "~/components/breadcrumbs";
import { LinkRowList } from "~/components/link-card-grid";
import {
  CtaBand,
  FeatureGrid,
  PageHero,
  Section,
  StatList,
} from "~/components/page-blocks";
import { StepList } from "~/components/step-list";
import { ButtonLink } from "~/components/ui/button-link";
import {
  capabilitiesOverview,
  capabilityPages,
  capabilityPath,
  type CapabilityPage,
} from "~/content/capabilities";
import { solutionPages as solutionPagesFr } from "~/content/fr/solutions";
import {
  capabilitiesOverview as capabilitiesOverviewFr,
  capabilityPages as capabilityPagesFr,
} from "~/content/fr/capabilities";
import {
  breadcrumbJsonLd,
  localeFromMatches,
  originFromMatches,
  seoMeta,
} from "~/content/seo";
import { solutionPages, solutionPath } from "~/content/solutions";
import { pickCopy } from "~/i18n/copy";
import { intlFor } from "~/i18n/intl";
import { localizedPath, type Locale } from "~/i18n/locale";
import { useLocale } from "~/i18n/locale-context";
import { capabilityDetailLoader } from "~/server/marketing/capability-detail.handler.server";

export const loader = (args: Route.LoaderArgs) => capabilityDetailLoader(args);

const capabilityCopy = {
  en: { overview: capabilitiesOverview, pages: capabilityPages },
  fr: { overview: capabilitiesOverviewFr, pages: capabilityPagesFr },
};

/** Paths stay English here: Breadcrumbs localizes its links, the JSON-LD does it itself. */
function trail(page: CapabilityPage, locale: Locale, intl: IntlShape): Crumb[] {
  return [
    {
      name: intl.formatMessage({
        id: "capabilities.breadcrumbHome",
        defaultMessage: "Home",
      }),
      path: "/",
    },
    {
      name: pickCopy(locale, capabilityCopy).overview.title,
      path: "/capabilities",
    },
    { name: page.name, path: capabilityPath(page.slug) },
  ];
}

export function meta({
  loaderData,
  matches,
}: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData) return [];
  const locale = localeFromMatches(matches);
  const page = pickCopy(locale, capabilityCopy).pages[loaderData.slug];
  const origin = originFromMatches(matches);
  const crumbs = trail(page, locale, intlFor(locale)).map((crumb) => ({
    ...crumb,
    path: localizedPath(crumb.path, locale),
  }));
  return seoMeta(origin, {
    ...page.seo,
    path: capabilityPath(page.slug),
    locale,
    jsonLd: [breadcrumbJsonLd(origin, crumbs)],
  });
}

export default function CapabilityDetail({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const intl = useIntl();
  const page = pickCopy(locale, capabilityCopy).pages[loaderData.slug];
  const { cta } = page;
  return (
    <>
      <Breadcrumbs trail={trail(page, locale, intl)} />
      <PageHero eyebrow={page.eyebrow} title={page.name} lead={page.lead}>
        <ButtonLink
          to={cta.action.to}
          className="bg-brand-600 hover:bg-brand-700"
        >
          {cta.action.label}
        </ButtonLink>
        <ButtonLink to="#solutions" variant="outline-on-dark">
          <FormattedMessage
            id="capabilities.seeInSolutions"
            defaultMessage="See it in our solutions"
          />
        </ButtonLink>
      </PageHero>

      <Section
        id="features"
        eyebrow={intl.formatMessage({
          id: "capabilities.featuresEyebrow",
          defaultMessage: "Features",
        })}
        title={page.features.title}
        intro={page.features.intro}
      >
        <FeatureGrid features={page.features.items} />
      </Section>

      <Section
        id="proof"
        tone="muted"
        title={page.proof.title}
        intro={page.proof.intro}
      >
        <StatList stats={page.proof.stats} />
      </Section>

      <Section
        id="approach"
        title={page.approach.title}
        intro={page.approach.intro}
      >
        <StepList steps={page.approach.steps} />
      </Section>

      <Section
        id="solutions"
        tone="muted"
        eyebrow={intl.formatMessage({
          id: "capabilities.solutionsEyebrow",
          defaultMessage: "Solutions",
        })}
        title={page.usedIn.title}
        intro={page.usedIn.intro}
      >
        <LinkRowList
          cards={page.usedIn.solutions.map(({ slug, how }) => ({
            id: slug,
            title: pickCopy(locale, {
              en: solutionPages,
              fr: solutionPagesFr,
            })[slug].name,
            description: how,
            to: solutionPath(slug),
            icon: solutionPages[slug].icon,
          }))}
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
