import type { Route } from "./+types/capabilities";
import { FeatureSection } from "~/components/copy-sections";
import { LinkCardGrid } from "~/components/link-card-grid";
import {
  CtaBand,
  HeroAction,
  PageHero,
  Section,
} from "~/components/page-blocks";
import {
  capabilitiesOverview,
  capabilityPath,
  orderedCapabilities,
} from "~/content/capabilities";
import {
  capabilitiesOverview as capabilitiesOverviewFr,
  orderedCapabilities as orderedCapabilitiesFr,
} from "~/content/fr/capabilities";
import { localizedPageMeta } from "~/content/seo";
import { useCopy } from "~/i18n/locale-context";

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return localizedPageMeta(matches, "/capabilities", {
    en: capabilitiesOverview.seo,
    fr: capabilitiesOverviewFr.seo,
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
      <PageHero {...overview}>
        <HeroAction action={cta.action} />
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

      <FeatureSection
        id="principles"
        tone="muted"
        columns={4}
        copy={principles}
      />

      <CtaBand {...cta} />
    </>
  );
}
