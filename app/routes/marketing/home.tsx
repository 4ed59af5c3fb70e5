import {
  ArrowRight,
  Building2,
  HeartPulse,
  Landmark,
  Plane,
  ScanFace,
  Sparkles,
  type LucideIcon,
} from "lucide-react";
import { FormattedMessage, useIntl } from "react-intl";
import type { ReactNode } from "react";
import type { Route } from "./+types/home";
import { ButtonLink } from "~/components/ui/button-link";
import { SiteLink } from "~/components/ui/site-link";
import * as companyEn from "~/content/company";
import * as companyFr from "~/content/fr/company";
import * as homeFr from "~/content/fr/home";
import * as homeEn from "~/content/home";
import {
  localeFromMatches,
  originFromMatches,
  organizationJsonLd,
  seoMeta,
} from "~/content/seo";
import { pickCopy } from "~/i18n/copy";
import { useCopy } from "~/i18n/locale-context";

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const origin = originFromMatches(matches);
  const locale = localeFromMatches(matches);
  const { homeSeo, hero } = pickCopy(locale, { en: homeEn, fr: homeFr });
  return seoMeta(origin, {
    ...homeSeo,
    path: "/",
    locale,
    // Organization has no inLanguage in schema.org; its slogan is the page's language's tagline.
    jsonLd: [{ ...organizationJsonLd(origin), slogan: hero.eyebrow }],
  });
}

const serviceIcons: Record<string, LucideIcon> = {
  visas: Plane,
  tax: Landmark,
  health: HeartPulse,
  identity: ScanFace,
  permits: Building2,
  legacy: Sparkles,
};

export default function Home() {
  return (
    <>
      <Hero />
      <PublicServicesStrip />
      <SolutionsGrid />
      <AboutBlock />
      <VisionBlock />
    </>
  );
}

function Hero() {
  const { hero } = useCopy({ en: homeEn, fr: homeFr });
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative isolate overflow-hidden bg-ink-900 text-white"
    >
      <HeroBackdrop />
      <div className="page-container relative py-20 sm:py-28 lg:py-32">
        <p className="text-sm font-semibold uppercase tracking-[0.14em] text-brand-300">
          {hero.eyebrow}
        </p>
        <h1
          id="hero-heading"
          className="mt-5 max-w-4xl text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl"
        >
          {hero.headline}
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-8 text-ink-100">
          {hero.lead}
        </p>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to={hero.primaryAction.to} className="sm:px-6">
            {hero.primaryAction.label}
            <ArrowRight aria-hidden="true" className="size-4" />
          </ButtonLink>
          <ButtonLink
            to={hero.secondaryAction.to}
            variant="outline-on-dark"
            className="sm:px-6"
          >
            {hero.secondaryAction.label}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}

/** Decorative grid and arcs drawn inline: no image request, no layout shift. */
function HeroBackdrop() {
  return (
    <svg
      aria-hidden="true"
      className="absolute inset-0 -z-10 h-full w-full"
      preserveAspectRatio="xMidYMid slice"
      viewBox="0 0 1200 600"
    >
      <defs>
        <pattern
          id="hero-grid"
          width="48"
          height="48"
          patternUnits="userSpaceOnUse"
        >
          <path d="M48 0H0V48" fill="none" stroke="rgb(255 255 255 / 0.05)" />
        </pattern>
        <radialGradient id="hero-glow" cx="85%" cy="10%" r="60%">
          <stop offset="0" stopColor="#14b8a6" stopOpacity="0.35" />
          <stop offset="1" stopColor="#0b1f3a" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="1200" height="600" fill="url(#hero-grid)" />
      <rect width="1200" height="600" fill="url(#hero-glow)" />
      <circle
        cx="1020"
        cy="520"
        r="260"
        fill="none"
        stroke="rgb(245 158 11 / 0.25)"
      />
      <circle
        cx="1020"
        cy="520"
        r="180"
        fill="none"
        stroke="rgb(20 184 166 / 0.25)"
      />
    </svg>
  );
}

function PublicServicesStrip() {
  const { publicServices } = useCopy({ en: homeEn, fr: homeFr });
  return (
    <section
      aria-labelledby="services-heading"
      className="border-b border-line bg-surface-muted"
    >
      <div className="page-container py-10">
        <h2
          id="services-heading"
          className="text-sm font-semibold uppercase tracking-[0.12em] text-text-muted"
        >
          <FormattedMessage
            id="corporate.home.servicesHeading"
            defaultMessage="Public services we digitise"
          />
        </h2>
        <ul className="mt-5 grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 md:grid-cols-3 xl:grid-cols-6">
          {publicServices.map((service) => {
            const Icon = serviceIcons[service.id] ?? Sparkles;
            return (
              <li
                key={service.id}
                className="flex items-start gap-3 rounded-lg border border-line bg-white p-4"
              >
                <Icon
                  aria-hidden="true"
                  className="mt-0.5 size-5 shrink-0 text-brand-700"
                />
                <div>
                  <p className="text-sm font-semibold text-ink-900">
                    {service.label}
                  </p>
                  <p className="mt-0.5 text-sm leading-5 text-text-muted">
                    {service.detail}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

function SolutionsGrid() {
  const { solutionCards } = useCopy({ en: homeEn, fr: homeFr });
  return (
    <section
      aria-labelledby="solutions-heading"
      className="page-container py-20 sm:py-24"
    >
      <div className="max-w-2xl">
        <HomeSectionHeading
          id="solutions-heading"
          eyebrow={
            <FormattedMessage
              id="corporate.home.solutionsEyebrow"
              defaultMessage="Solutions"
            />
          }
          title={
            <FormattedMessage
              id="corporate.home.solutionsHeading"
              defaultMessage="Platforms for the services people depend on"
            />
          }
        />
        <p className="mt-4 text-lg leading-8 text-text-muted">
          <FormattedMessage
            id="corporate.home.solutionsIntro"
            defaultMessage="Five solution areas on one shared foundation. Each starts from a proven platform and is configured to your laws, languages and infrastructure."
          />
        </p>
      </div>
      <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {solutionCards.map((card, index) => (
          <li key={card.id} data-solution-card={card.id}>
            <SiteLink
              to={card.to}
              className="group flex h-full flex-col rounded-card border border-line bg-white p-6 shadow-card transition-colors hover:border-brand-500"
            >
              <span
                className="text-sm font-semibold tabular-nums text-accent-700"
                aria-hidden="true"
              >
                {String(index + 1).padStart(2, "0")}
              </span>
              <h3 className="mt-3 text-xl font-semibold text-ink-900">
                {card.title}
              </h3>
              <p className="mt-1 text-sm font-medium text-brand-700">
                {card.subtitle}
              </p>
              <p className="mt-3 flex-1 text-base leading-7 text-text-muted">
                {card.description}
              </p>
              <span className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-ink-900 group-hover:text-brand-700">
                <FormattedMessage
                  id="corporate.home.exploreCard"
                  defaultMessage="Explore <hidden>{title}</hidden>"
                  values={{ title: card.title, hidden: screenReaderOnly }}
                />
                <ArrowRight
                  aria-hidden="true"
                  className="size-4 transition-transform group-hover:translate-x-0.5"
                />
              </span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

function AboutBlock() {
  const { about } = useCopy({ en: homeEn, fr: homeFr });
  return (
    <section aria-labelledby="about-heading" className="bg-surface-muted">
      <div className="page-container grid gap-12 py-20 sm:py-24 lg:grid-cols-2 lg:items-center">
        <div>
          <HomeSectionHeading
            id="about-heading"
            eyebrow={
              <FormattedMessage
                id="corporate.home.aboutEyebrow"
                defaultMessage="About us"
              />
            }
            title={about.heading}
          />
          {about.body.map((paragraph) => (
            <p
              key={paragraph.slice(0, 24)}
              className="mt-5 text-base leading-7 text-text-muted"
            >
              {paragraph}
            </p>
          ))}
          <ButtonLink to={about.action.to} variant="secondary" className="mt-8">
            {about.action.label}
            <ArrowRight aria-hidden="true" className="size-4" />
          </ButtonLink>
        </div>
        <dl className="grid grid-cols-2 gap-4">
          {about.figures.map((figure) => (
            <div
              key={figure.label}
              className="rounded-card border border-line bg-white p-6"
            >
              <dt className="text-sm leading-5 text-text-muted">
                {figure.label}
              </dt>
              <dd className="order-first text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">
                {figure.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

function VisionBlock() {
  const { vision } = useCopy({ en: homeEn, fr: homeFr });
  const { mission, coreValues } = useCopy({ en: companyEn, fr: companyFr });
  const intl = useIntl();
  return (
    <section
      aria-labelledby="vision-heading"
      className="page-container py-20 sm:py-24"
    >
      <div className="grid gap-12 lg:grid-cols-[1fr_1.4fr]">
        <div>
          <HomeSectionHeading
            id="vision-heading"
            eyebrow={
              <FormattedMessage
                id="corporate.home.visionEyebrow"
                defaultMessage="Vision"
              />
            }
            title={vision.heading}
          />
          <p className="mt-5 text-base leading-7 text-text-muted">
            {vision.intro}
          </p>
          <figure className="mt-8 border-l-4 border-accent-500 pl-5">
            <figcaption className="text-sm font-semibold uppercase tracking-[0.12em] text-ink-900">
              <FormattedMessage
                id="corporate.home.missionCaption"
                defaultMessage="Our mission"
              />
            </figcaption>
            <blockquote className="mt-2 text-lg leading-8 text-ink-900">
              {mission}
            </blockquote>
          </figure>
          <ButtonLink
            to={vision.action.to}
            variant="secondary"
            className="mt-8"
          >
            {vision.action.label}
            <ArrowRight aria-hidden="true" className="size-4" />
          </ButtonLink>
        </div>
        <ul
          className="grid gap-4 sm:grid-cols-2"
          aria-label={intl.formatMessage({
            id: "corporate.home.valuesLabel",
            defaultMessage: "Our values",
          })}
        >
          {coreValues.map((value, index) => (
            <li
              key={value.id}
              className={`rounded-card border border-line p-6 ${index === 0 ? "sm:col-span-2 bg-ink-900 text-white" : "bg-white"}`}
            >
              <h3
                className={`text-lg font-semibold ${index === 0 ? "text-white" : "text-ink-900"}`}
              >
                {value.name}
              </h3>
              <p
                className={`mt-2 text-sm leading-6 ${index === 0 ? "text-ink-100" : "text-text-muted"}`}
              >
                {value.description}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The words of a message that only screen readers read ("Explore <hidden>title</hidden>"). */
function screenReaderOnly(chunks: React.ReactNode[]) {
  return <span className="sr-only">{chunks}</span>;
}

/** A home section's eyebrow over its heading (the id names the section). */
function HomeSectionHeading({
  id,
  eyebrow,
  title,
}: {
  id: string;
  eyebrow: ReactNode;
  title: ReactNode;
}) {
  return (
    <>
      <p className="text-sm font-semibold text-brand-700">{eyebrow}</p>
      <h2
        id={id}
        className="mt-2 text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl"
      >
        {title}
      </h2>
    </>
  );
}
