import { aiAutomation } from "./capabilities/ai-automation";
import { cloudInfrastructure } from "./capabilities/cloud-infrastructure";
import { digitalIdentity } from "./capabilities/digital-identity";
import type {
  ContentCta,
  ContentSeo,
  ContentStat,
  ContentStep,
  ContentSection,
  DetailPage,
} from "./page-types";
import { pageList } from "./page-lookup";
import type { SolutionSlug } from "./solutions";

/**
 * The three capability pages. Slugs match the seeded
 * capabilities, so a case study's capability badge can link to /capabilities/{slug}.
 */
export const capabilitySlugs = [
  "ai-automation",
  "digital-identity",
  "cloud-infrastructure",
] as const;
export type CapabilitySlug = (typeof capabilitySlugs)[number];

export type CapabilityPage = DetailPage<CapabilitySlug> & {
  /** As the seeded capability is named (project and insight badges use the same name). */
  name: string;
  /** The card on /capabilities. */
  summary: string;
  proof: ContentSection<{ stats: ContentStat[] }>;
  approach: ContentSection<{ steps: ContentStep[] }>;
  /** The solution pages this capability powers, each with what it does there. */
  usedIn: ContentSection<{
    solutions: { slug: SolutionSlug; how: string }[];
  }>;
};

export const {
  pages: capabilityPages,
  ordered: orderedCapabilities,
  find: findCapability,
} = pageList(capabilitySlugs, {
  "ai-automation": aiAutomation,
  "digital-identity": digitalIdentity,
  "cloud-infrastructure": cloudInfrastructure,
});

export function capabilityPath(slug: CapabilitySlug): string {
  return `/capabilities/${slug}`;
}

/** Copy for /capabilities. */
export const capabilitiesOverview = {
  seo: {
    title: "Core Capabilities",
    description:
      "AI and intelligent automation, digital identity and trust, and sovereign cloud infrastructure: the foundations " +
      "under every platform we build for governments and large enterprises.",
  } satisfies ContentSeo,
  eyebrow: "The platform underneath",
  title: "Core Capabilities",
  lead:
    "Three engineering capabilities sit under every solution we deliver. They are built once, hardened in production " +
    "and available to your own teams for services of their own.",
  cardsTitle: "What we build on",
  principles: {
    title: "How our engineers work",
    intro:
      "The same rules apply whichever capability you need, and whichever team ends up running it.",
    items: [
      {
        title: "Open standards first",
        description:
          "OpenID Connect, HL7 FHIR, ICAO Doc 9303 and open data formats, so components can be replaced and partners " +
          "can connect without custom work.",
      },
      {
        title: "Security from the first workshop",
        description:
          "Threat models, data classification and residency decisions are made before the first line of code, not " +
          "after the first audit.",
      },
      {
        title: "Measured, not claimed",
        description:
          "We measure the current process before we change it, so every improvement we report has a baseline behind it.",
      },
      {
        title: "Built to hand over",
        description:
          "Documentation, runbooks and paired working from day one, so your staff can operate and extend what we build.",
      },
    ],
  },
  cta: {
    title: "Have a hard problem for our engineers?",
    body:
      "Bring us the backlog, the legacy system or the audit finding. An architect will talk it through with you and " +
      "tell you honestly whether we are the right team for it.",
    action: { label: "Talk to Our Engineers", to: "/contact" },
  } satisfies ContentCta,
};
