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
import { originFromMatches, seoMeta } from "~/content/seo";

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return seoMeta(originFromMatches(matches), {
    ...capabilitiesOverview.seo,
    path: "/capabilities",
  });
}

export default function Capabilities() {
  const { cta, principles } = capabilitiesOverview;
  return (
    <>
      <PageHero
        eyebrow={capabilitiesOverview.eyebrow}
        title={capabilitiesOverview.title}
        lead={capabilitiesOverview.lead}
      >
        <ButtonLink
          to={cta.action.to}
          className="bg-brand-600 hover:bg-brand-700"
        >
          {cta.action.label}
        </ButtonLink>
      </PageHero>

      <Section id="capabilities" title={capabilitiesOverview.cardsTitle}>
        <LinkCardGrid
          cards={orderedCapabilities.map((capability) => ({
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
