import { useIntl } from "react-intl";
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
import { publicSectorPage as publicSectorPageFr } from "~/content/fr/public-sector-platforms";
import { publicSectorPage as publicSectorPageEn } from "~/content/public-sector-platforms";
import { localeFromMatches, originFromMatches, seoMeta } from "~/content/seo";
import { pickCopy } from "~/i18n/copy";
import { useCopy } from "~/i18n/locale-context";

const copy = { en: publicSectorPageEn, fr: publicSectorPageFr };

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const locale = localeFromMatches(matches);
  return seoMeta(originFromMatches(matches), {
    ...pickCopy(locale, copy).seo,
    path: "/public-sector-platforms",
    locale,
  });
}

export default function PublicSectorPlatforms() {
  const intl = useIntl();
  const publicSectorPage = useCopy(copy);
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
