import type { Route } from "./+types/capabilities";
import { LinkCardGrid } from "~/components/link-card-grid";
import {
  CtaBand,
  FeatureGrid,
  PageHero,
  Section,
} from "~/components/page-blocks";
import { ButtonLink } from "~/components/ui/button-link";
import {
  capabilitiesOverview,
  capabilityPath,
  orderedCapabilities,
} from "~/content/capabilities";
import {
  capabilitiesOverview as capabilitiesOverviewFr,
  orderedCapabilities as orderedCapabilitiesFr,
} from "~/content/fr/capabilities";
import { localeFromMatches, originFromMatches, seoMeta } from "~/content/seo";
import { pickCopy } from "~/i18n/copy";
import { useCopy } from "~/i18n/locale-context";

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const locale = localeFromMatches(matches);
  return seoMeta(originFromMatches(matches), {
    ...pickCopy(locale, {
      en: capabilitiesOverview,
      fr: capabilitiesOverviewFr,
    }).seo,
    path: "/capabilities",
    locale,
  });
}

export default function Capabilities() {
  const overview = useCopy({
    en: capabilitiesOverview,
    fr: capabilitiesOverviewFr,
  });
  const capabilities = useCopy({
    en: orderedCapabilities,
    fr: orderedCapabilitiesFr,
  });
  const { cta, principles } = overview;
  return (
    <>
      <PageHero
        eyebrow={overview.eyebrow}
        title={overview.title}
        lead={overview.lead}
      >
        <ButtonLink
          to={cta.action.to}
          className="bg-brand-600 hover:bg-brand-700"
        >
          {cta.action.label}
        </ButtonLink>
      </PageHero>

      <Section id="capabilities" title={overview.cardsTitle}>
        <LinkCardGrid
          cards={capabilities.map((capability) => ({
            id: capability.slug,
            title: capability.name,
            description: capability.summary,
            to: capabilityPath(capability.slug),
            icon: capability.icon,
          }))}
        />
      </Section>

      <Section
        id="principles"
        tone="muted"
        title={principles.title}
        intro={principles.intro}
      >
        <FeatureGrid features={principles.items} columns={4} />
      </Section>

      <CtaBand title={cta.title} body={cta.body} action={cta.action} />
    </>
  );
}
