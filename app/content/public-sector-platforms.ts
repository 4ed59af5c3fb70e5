import type {
  ContentCta,
  ContentSeo,
  ContentStat,
  ContentStep,
} from "./page-types";

export type PlatformCard = {
  id: string;
  title: string;
  description: string;
  to: string;
  figure: ContentStat;
};

/** Copy for /public-sector-platforms. */
export const publicSectorPage = {
  seo: {
    title: "Public Sector Platforms",
    description:
      "E-visa, digital tax collection and healthcare surveillance platforms for governments, running with 99.9% " +
      "uptime in 3+ countries and serving 1M+ citizens.",
  } satisfies ContentSeo,
  eyebrow: "For governments",
  title: "Public Sector Platforms",
  lead:
    "Proven platforms for the services citizens meet most often: crossing a border, paying tax and seeing a doctor. " +
    "Each is configured to your laws and hosted under your control.",
  platforms: {
    title: "Three platforms, in production today",
    intro:
      "Each started as one country's service and is now a configurable platform.",
    cards: [
      {
        id: "evisa",
        title: "e-Visa & Immigration",
        description:
          "Online applications, automated document checks and risk-ranked officer queues, with e-gate and carrier " +
          "integration.",
        to: "/solutions/evisa",
        figure: { value: "70%", label: "faster visa processing" },
      },
      {
        id: "governance",
        title: "Digital Tax Collection",
        description:
          "Registration, e-filing, e-invoicing and compliance analytics that widen the tax base and close the " +
          "collection gap.",
        to: "/solutions/governance",
        figure: { value: "20%", label: "more tax collected" },
      },
      {
        id: "healthcare",
        title: "Healthcare Surveillance",
        description:
          "Daily laboratory and facility reporting, outbreak alerting and low-bandwidth telemedicine for ministries of " +
          "health.",
        to: "/solutions/healthcare",
        figure: { value: "300%", label: "wider specialist reach" },
      },
    ] satisfies PlatformCard[],
  },
  stats: {
    title: "Platforms governments rely on",
    intro: "Running today, measured every day.",
    items: [
      { value: "99.9%", label: "uptime across our platforms" },
      { value: "3+", label: "countries running them" },
      { value: "1M+", label: "citizens served" },
    ] satisfies ContentStat[],
  },
  included: {
    title: "What every platform includes",
    intro:
      "The commitments that come with each platform, whichever service you start with.",
    items: [
      {
        title: "Sovereign hosting",
        description:
          "In-country or hybrid cloud, with your keys and your residency rules applied to backups and logs.",
      },
      {
        title: "Officers stay in charge",
        description:
          "AI recommends and explains; an accountable official makes every decision that affects a citizen.",
      },
      {
        title: "Interoperable by default",
        description:
          "Open standards and documented APIs to your registries, treasury and partner agencies.",
      },
      {
        title: "Accessible and multilingual",
        description:
          "Services that meet WCAG 2.2 AA and work on low-end phones, in the languages citizens speak.",
      },
      {
        title: "Procurement-ready",
        description:
          "Phased, fixed-scope milestones that fit public budgeting cycles and audit requirements.",
      },
      {
        title: "Built to hand over",
        description:
          "Training, runbooks and paired operations until your own team runs the platform.",
      },
    ] satisfies ContentStep[],
  },
  cta: {
    title: "Talk to our public sector team",
    body:
      "Tell us which service you want to modernise. We will share how the platform has worked elsewhere and what a " +
      "first phase could look like for you.",
    action: { label: "Contact us", to: "/contact" },
    secondaryAction: { label: "Get Your Blueprint", to: "/blueprint" },
  } satisfies ContentCta,
};
