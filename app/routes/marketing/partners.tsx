import {
  Cloud,
  Database,
  ExternalLink,
  Fingerprint,
  MapPinned,
  Move,
  Server,
  ShieldCheck,
  type LucideIcon,
} from "lucide-react";
import { FormattedMessage, useIntl } from "react-intl";
import type { Route } from "./+types/partners";
import {
  CtaBand,
  FeatureGrid,
  PageHero,
  Section,
  withIcons,
} from "~/components/page-blocks";
import * as partnersFr from "~/content/fr/partners";
import * as partnersEn from "~/content/partners";
import type { Partner, Principle } from "~/content/partners";
import { localizedPageMeta } from "~/content/seo";
import { useCopy } from "~/i18n/locale-context";
import { CardTickList } from "~/components/tick-list";
import { IconTile } from "~/components/ui/icon-tile";

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return localizedPageMeta(matches, "/partners", {
    en: partnersEn.partnersSeo,
    fr: partnersFr.partnersSeo,
  });
}

const partnerIcons: Record<string, LucideIcon> = {
  "hyperscale-cloud": Cloud,
  "private-cloud": Server,
  identity: Fingerprint,
  "data-platform": Database,
};

const principleIcons: Record<Principle["id"], LucideIcon> = {
  portability: Move,
  residency: MapPinned,
  supportability: ShieldCheck,
};

export default function Partners() {
  const {
    partners,
    partnersCta,
    partnersHero,
    selectionPrinciples,
    trademarkNotice,
  } = useCopy({ en: partnersEn, fr: partnersFr });
  const intl = useIntl();
  return (
    <>
      <PageHero {...partnersHero} />

      <Section
        id="platforms"
        eyebrow={intl.formatMessage({
          id: "corporate.partners.platformsEyebrow",
          defaultMessage: "Platforms we build on",
        })}
        title={intl.formatMessage({
          id: "corporate.partners.platformsTitle",
          defaultMessage: "Four foundations, chosen per client",
        })}
        intro={intl.formatMessage({
          id: "corporate.partners.platformsIntro",
          defaultMessage:
            "Each engagement uses the combination that fits the client's laws, budget and team. The architecture stays the same.",
        })}
      >
        <ul className="grid gap-6 md:grid-cols-2">
          {partners.map((partner) => (
            <li key={partner.id}>
              <PartnerCard partner={partner} />
            </li>
          ))}
        </ul>
        <p className="mt-8 max-w-3xl text-sm leading-6 text-text-muted">
          {trademarkNotice}
        </p>
      </Section>

      <Section
        id="principles"
        tone="muted"
        eyebrow={intl.formatMessage({
          id: "corporate.partners.principlesEyebrow",
          defaultMessage: "How we choose",
        })}
        title={intl.formatMessage({
          id: "corporate.partners.principlesTitle",
          defaultMessage: "What every platform has to earn",
        })}
      >
        <FeatureGrid
          features={withIcons(selectionPrinciples, principleIcons)}
        />
      </Section>

      <CtaBand {...partnersCta} />
    </>
  );
}

function PartnerCard({ partner }: { partner: Partner }) {
  const { partnerRelationship } = useCopy({ en: partnersEn, fr: partnersFr });
  const Icon = partnerIcons[partner.id] ?? Cloud;
  const titleId = `partner-${partner.id}`;
  return (
    <article
      aria-labelledby={titleId}
      data-partner-card={partner.id}
      className="flex h-full flex-col rounded-card border border-line bg-white p-6 shadow-card sm:p-7"
    >
      <div className="flex items-start gap-4">
        <IconTile Icon={Icon} shrink />
        <div>
          <p className="text-sm font-semibold text-brand-700">
            {partner.category}
          </p>
          <h3
            id={titleId}
            className="mt-0.5 text-xl font-semibold text-ink-900"
          >
            {partner.name}
          </h3>
        </div>
      </div>
      <p className="mt-4 inline-flex w-fit rounded-full bg-surface-muted px-3 py-1 text-xs font-semibold text-ink-900">
        {partnerRelationship}
      </p>
      <p className="mt-4 text-base leading-7 text-text-muted">
        {partner.description}
      </p>
      <CardTickList items={partner.uses} spacing="mt-4" />
      <div className="mt-auto pt-6">
        <a
          href={partner.url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          <FormattedMessage
            id="corporate.partners.learnMore"
            defaultMessage="Learn More<hidden> about {name} (opens in a new tab)</hidden>"
            values={{ name: partner.name, hidden: screenReaderOnly }}
          />
          <ExternalLink aria-hidden="true" className="size-4" />
        </a>
      </div>
    </article>
  );
}

/** The words of a message that only screen readers read. */
function screenReaderOnly(chunks: React.ReactNode[]) {
  return <span className="sr-only">{chunks}</span>;
}
