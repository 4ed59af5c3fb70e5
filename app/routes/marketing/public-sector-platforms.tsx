import type { Route } from "./+types/public-sector-platforms";
import { LinkCardGrid } from "~/components/link-card-grid";
import {
  CtaBand,
  FeatureGrid,
  PageHero,
  Section,
  StatList,
} from "~/components/page-blocks";
import { ButtonLink } from "~/components/ui/button-link";
import { publicSectorPage } from "~/content/public-sector-platforms";
import { originFromMatches, seoMeta } from "~/content/seo";

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return seoMeta(originFromMatches(matches), {
    ...publicSectorPage.seo,
    path: "/public-sector-platforms",
  });
}

export default function PublicSectorPlatforms() {
  const { platforms, stats, included, cta } = publicSectorPage;
  return (
    <>
      <PageHero
        eyebrow={publicSectorPage.eyebrow}
        title={publicSectorPage.title}
        lead={publicSectorPage.lead}
      >
        <ButtonLink
          to={cta.action.to}
          className="bg-brand-600 hover:bg-brand-700"
        >
          {cta.action.label}
        </ButtonLink>
      </PageHero>

      <Section id="platforms" title={platforms.title} intro={platforms.intro}>
        <LinkCardGrid cards={platforms.cards} label="Explore the platform" />
      </Section>

      <Section id="stats" tone="dark" title={stats.title} intro={stats.intro}>
        <StatList stats={stats.items} tone="dark" />
      </Section>

      <Section
        id="included"
        tone="muted"
        title={included.title}
        intro={included.intro}
      >
        <FeatureGrid features={included.items} />
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
