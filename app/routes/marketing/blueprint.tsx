import {
  ArrowDown,
  ArrowRight,
  Boxes,
  Calculator,
  Check,
  ClipboardList,
  Gauge,
  Hourglass,
  Network,
  Route as RouteIcon,
  ServerCog,
  ShieldCheck,
  UsersRound,
  type LucideIcon,
} from "lucide-react";
import { FormattedMessage, useIntl } from "react-intl";
import type { ReactNode } from "react";
import type { Route } from "./+types/blueprint";
import { BlueprintContactSection } from "~/components/blueprint-contact-section";
import { BlueprintForm } from "~/components/forms/blueprint-form";
import { JourneyCarousel } from "~/components/journey-carousel";
import {
  FeatureGrid,
  PageHero,
  Section,
  withIcons,
} from "~/components/page-blocks";
import { buttonClasses } from "~/components/ui/button-link";
import { cx } from "~/components/ui/cx";
import {
  BLUEPRINT_CONTACT_ID,
  BLUEPRINT_FEATURES_ID,
  type EngagementTier,
} from "~/content/blueprint";
import * as blueprintEn from "~/content/blueprint";
import * as blueprintFr from "~/content/fr/blueprint";
import {
  absoluteUrl,
  localeFromMatches,
  organizationReference,
  originFromMatches,
  seoMeta,
} from "~/content/seo";
import { pickCopy } from "~/i18n/copy";
import { localizedPath } from "~/i18n/locale";
import { useCopy } from "~/i18n/locale-context";
import {
  blueprintAction,
  blueprintLoader,
} from "~/server/marketing/blueprint.handler.server";
import { pageTemplateHandle } from "~/page-template-handle";

/** The page's copy in one language: the French module exports the same names as the English. */
type BlueprintCopy = typeof blueprintFr;
const blueprintCopy = { en: blueprintEn, fr: blueprintFr } satisfies Record<
  string,
  BlueprintCopy
>;

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const origin = originFromMatches(matches);
  const locale = localeFromMatches(matches);
  const { seo, tiers, tiersSection } = pickCopy<BlueprintCopy>(
    locale,
    blueprintCopy,
  );
  return seoMeta(origin, {
    title: seo.title,
    description: seo.description,
    path: "/blueprint",
    locale,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Service",
        name: seo.title,
        description: seo.description,
        url: absoluteUrl(origin, localizedPath("/blueprint", locale)),
        provider: organizationReference(origin),
        hasOfferCatalog: {
          "@type": "OfferCatalog",
          name: tiersSection.title,
          itemListElement: tiers.map((tier) => ({
            "@type": "Offer",
            itemOffered: {
              "@type": "Service",
              name: tier.name,
              description: tier.description,
            },
          })),
        },
      },
    ],
  });
}

const challengeIcons: Record<string, LucideIcon> = {
  "legacy-systems": ServerCog,
  "operational-silos": Boxes,
  "poor-citizen-experience": Hourglass,
  "limited-scalability": Gauge,
};

const featureIcons: Record<string, LucideIcon> = {
  assessment: ClipboardList,
  architecture: Network,
  roadmap: RouteIcon,
  security: ShieldCheck,
  "business-case": Calculator,
  people: UsersRound,
};

// Plain fragment links: they scroll without JavaScript, smoothly unless the visitor asked
// for reduced motion (app.css), and move the keyboard's starting point to the target.
const contactHref = `#${BLUEPRINT_CONTACT_ID}`;

export const loader = (args: Route.LoaderArgs) => blueprintLoader(args);
// Rendered once, filled per visitor (nonce, form tokens): app/page-template-handle.ts.
export const handle = pageTemplateHandle;
export const action = (args: Route.ActionArgs) => blueprintAction(args);

export default function Blueprint({ loaderData }: Route.ComponentProps) {
  const {
    approach,
    approachSection,
    challenges,
    challengesSection,
    hero,
    includedFeatures,
    includedSection,
    journeySection,
    journeySteps,
    tiers,
    tiersSection,
  } = useCopy<BlueprintCopy>(blueprintCopy);
  return (
    <>
      <PageHero {...hero}>
        <a href={contactHref} className={buttonClasses("primary", "sm:px-6")}>
          {hero.primaryLabel}
          <ArrowRight aria-hidden="true" className="size-4" />
        </a>
        <a
          href={`#${BLUEPRINT_FEATURES_ID}`}
          className={buttonClasses("outline-on-dark", "sm:px-6")}
        >
          {hero.secondaryLabel}
          <ArrowDown aria-hidden="true" className="size-4" />
        </a>
      </PageHero>

      <Section {...challengesSection} id="challenges">
        <FeatureGrid
          columns={4}
          features={withIcons(challenges, challengeIcons)}
        />
      </Section>

      <Section {...approachSection} id="approach" tone="muted">
        <ol className="grid gap-x-10 gap-y-6 md:grid-cols-2">
          {approach.map((item, index) => (
            <li key={item.title} className="flex gap-4">
              <span
                aria-hidden="true"
                className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-white text-sm font-bold tabular-nums text-brand-700 ring-1 ring-line"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="text-base font-semibold text-ink-900">
                  {item.title}
                </h3>
                <p className="mt-1 text-base leading-7 text-text-muted">
                  {item.description}
                </p>
              </div>
            </li>
          ))}
        </ol>
      </Section>

      <Section {...includedSection} id={BLUEPRINT_FEATURES_ID}>
        <FeatureGrid features={withIcons(includedFeatures, featureIcons)} />
      </Section>

      <Section {...journeySection} id="journey" tone="muted">
        <JourneyCarousel
          steps={journeySteps}
          label={journeySection.carouselLabel}
        />
      </Section>

      <Section {...tiersSection} id="engagement-options">
        <ul className="grid gap-6 lg:grid-cols-3 lg:items-stretch">
          {tiers.map((tier) => (
            <TierCard
              key={tier.id}
              tier={tier}
              actionLabel={tiersSection.actionLabel}
              popularLabel={tiersSection.popularLabel}
            />
          ))}
        </ul>
      </Section>

      <BlueprintContactSection
        form={<BlueprintForm context={loaderData.form} />}
      />
    </>
  );
}

function TierCard({
  tier,
  actionLabel,
  popularLabel,
}: {
  tier: EngagementTier;
  actionLabel: string;
  popularLabel: string;
}) {
  const intl = useIntl();
  const dark = tier.highlighted;
  return (
    <li
      data-tier={tier.id}
      data-highlighted={tier.highlighted ? "true" : undefined}
      className={cx(
        "flex flex-col rounded-card border p-6 sm:p-8",
        dark
          ? "border-ink-900 bg-ink-900 text-white shadow-card ring-2 ring-brand-500 ring-offset-2"
          : "border-line bg-white",
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3
          className={cx(
            "text-xl font-semibold",
            dark ? "text-white" : "text-ink-900",
          )}
        >
          {tier.name}
        </h3>
        {tier.highlighted ? (
          <p
            data-badge="most-popular"
            className="rounded-full bg-accent-300 px-3 py-1 text-xs font-bold uppercase tracking-wide text-ink-900"
          >
            {popularLabel}
          </p>
        ) : null}
      </div>
      <p
        className={cx(
          "mt-3 text-base leading-7",
          dark ? "text-ink-100" : "text-text-muted",
        )}
      >
        {tier.description}
      </p>
      <dl
        className={cx(
          "mt-6 grid gap-3 border-y py-4 text-sm",
          dark ? "border-white/15" : "border-line",
        )}
      >
        <TierFact
          dark={dark}
          label={
            <FormattedMessage
              id="capabilities.blueprint.tierDuration"
              defaultMessage="Duration"
            />
          }
          value={tier.duration}
        />
        <TierFact
          dark={dark}
          label={
            <FormattedMessage
              id="capabilities.blueprint.tierScope"
              defaultMessage="Scope"
            />
          }
          value={tier.scope}
        />
      </dl>
      <ul
        className="mt-6 grid flex-1 content-start gap-3"
        aria-label={intl.formatMessage(
          {
            id: "capabilities.blueprint.tierIncludes",
            defaultMessage: "{tier} includes",
          },
          { tier: tier.name },
        )}
      >
        {tier.features.map((feature) => (
          <li key={feature} className="flex gap-3 text-sm leading-6">
            <Check
              aria-hidden="true"
              className={cx(
                "mt-0.5 size-5 shrink-0",
                dark ? "text-brand-300" : "text-brand-700",
              )}
            />
            <span className={dark ? "text-ink-100" : "text-text-muted"}>
              {feature}
            </span>
          </li>
        ))}
      </ul>
      <a
        href={contactHref}
        className={buttonClasses(dark ? "primary" : "secondary", "mt-8 w-full")}
      >
        <FormattedMessage
          id="capabilities.blueprint.tierAction"
          defaultMessage="{action}<hidden> with {tier}</hidden>"
          values={{
            action: actionLabel,
            tier: tier.name,
            hidden: (chunks) => <span className="sr-only">{chunks}</span>,
          }}
        />
      </a>
    </li>
  );
}

/** One of a tier's facts (its duration, its scope), on the tier card's light or dark ground. */
function TierFact({
  label,
  value,
  dark,
}: {
  label: ReactNode;
  value: string;
  dark: boolean;
}) {
  return (
    <div>
      <dt
        className={cx(
          "font-semibold",
          dark ? "text-brand-300" : "text-brand-700",
        )}
      >
        {label}
      </dt>
      <dd className={cx("mt-0.5", dark ? "text-white" : "text-ink-900")}>
        {value}
      </dd>
    </div>
  );
}
