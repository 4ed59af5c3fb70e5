import { useIntl } from "react-intl";
import type { Route } from "./+types/public-sector-platforms";
import { FeatureSection } from "~/components/copy-sections";
import { LinkCardGrid } from "~/components/link-card-grid";
import {
  CtaBand,
  HeroAction,
  PageHero,
  Section,
  StatList,
} from "~/components/page-blocks";
import { publicSectorPage as publicSectorPageFr } from "~/content/fr/public-sector-platforms";
import { publicSectorPage as publicSectorPageEn } from "~/content/public-sector-platforms";
import { localizedPageMeta } from "~/content/seo";
import { useCopy } from "~/i18n/locale-context";

const copy = { en: publicSectorPageEn, fr: publicSectorPageFr };

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return localizedPageMeta(matches, "/public-sector-platforms", {
    en: publicSectorPageEn.seo,
    fr: publicSectorPageFr.seo,
  });
}

export default function PublicSectorPlatforms() {
  const intl = useIntl();
  const publicSectorPage = useCopy(copy);
  const { platforms, stats, included, cta } = publicSectorPage;
  return (
    <>
      <PageHero {...publicSectorPage}>
        <HeroAction action={cta.action} />
      </PageHero>

      <Section id="platforms" title={platforms.title} intro={platforms.intro}>
        <LinkCardGrid
          cards={platforms.cards}
          label={intl.formatMessage({
            id: "solutions.explorePlatform",
            defaultMessage: "Explore the platform",
          })}
        />
      </Section>

      <Section id="stats" tone="dark" title={stats.title} intro={stats.intro}>
        <StatList stats={stats.items} tone="dark" />
      </Section>

      <FeatureSection id="included" tone="muted" copy={included} />

      <CtaBand {...cta} />
    </>
  );
}
