import { FormattedMessage, useIntl, type IntlShape } from "react-intl";
import type { Route } from "./+types/capability-detail";
import {
  FeatureSection,
  StatSection,
  StepSection,
} from "~/components/copy-sections";
import type { Crumb } from "~/components/breadcrumbs";
import { DetailPageHero } from "~/components/detail-page-hero";
import { LinkRowList } from "~/components/link-card-grid";
import { CtaBand, Section } from "~/components/page-blocks";
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
import { localeFromMatches, trailPageMeta } from "~/content/seo";
import { solutionPages, solutionPath } from "~/content/solutions";
import { pickCopy } from "~/i18n/copy";
import { intlFor } from "~/i18n/intl";
import { type Locale } from "~/i18n/locale";
import { useLocale } from "~/i18n/locale-context";
import { capabilityDetailLoader } from "~/server/marketing/capability-detail.handler.server";

export const loader = (args: Route.LoaderArgs) => capabilityDetailLoader(args);

const capabilityCopy = {
  en: { overview: capabilitiesOverview, pages: capabilityPages },
  fr: { overview: capabilitiesOverviewFr, pages: capabilityPagesFr },
};

/** English paths: Breadcrumbs and the JSON-LD put them in the page's language. */
function trail(
  page: CapabilityPage,
  locale: Locale,
  intl: IntlShape,
): [Crumb, Crumb, Crumb] {
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
  return trailPageMeta(matches, page.seo, trail(page, locale, intlFor(locale)));
}

export default function CapabilityDetail({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const intl = useIntl();
  const page = pickCopy(locale, capabilityCopy).pages[loaderData.slug];
  const { cta } = page;
  return (
    <>
      <DetailPageHero
        trail={trail(page, locale, intl)}
        page={page}
        title={page.name}
      >
        <ButtonLink to="#solutions" variant="outline-on-dark">
          <FormattedMessage
            id="capabilities.seeInSolutions"
            defaultMessage="See it in our solutions"
          />
        </ButtonLink>
      </DetailPageHero>

      <FeatureSection
        id="features"
        eyebrow={intl.formatMessage({
          id: "capabilities.featuresEyebrow",
          defaultMessage: "Features",
        })}
        copy={page.features}
      />

      <StatSection id="proof" tone="muted" copy={page.proof} />

      <StepSection id="approach" copy={page.approach} />

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

      <CtaBand {...cta} />
    </>
  );
}
