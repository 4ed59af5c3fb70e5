import type { CapabilitySlug } from "./capabilities";
import type {
  ContentCta,
  ContentSeo,
  ContentStat,
  ContentStep,
  ContentSection,
  DetailPage,
} from "./page-types";
import { pageList } from "./page-lookup";
import { aftrlife } from "./solutions/aftrlife";
import { construction } from "./solutions/construction";
import { evisa } from "./solutions/evisa";
import { governance } from "./solutions/governance";
import { healthcare } from "./solutions/healthcare";

/** The five solution pages (/solutions/{slug}). */
export const solutionSlugs = [
  "evisa",
  "governance",
  "healthcare",
  "aftrlife",
  "construction",
] as const;
export type SolutionSlug = (typeof solutionSlugs)[number];

export type SolutionPage = DetailPage<SolutionSlug> & {
  /** As on the home page's cards and in the footer: "e-Visa & Immigration". */
  name: string;
  /** The page's own heading, as the spec names the page: "e-Visa". */
  title: string;
  /** The block on /solutions. */
  overview: {
    subtitle: string;
    description: string;
    highlights: string[];
    keyFigure: ContentStat;
  };
  howItWorks: ContentSection<{ steps: ContentStep[] }>;
  outcomes: ContentSection<{ stats: ContentStat[]; safeguards: string[] }>;
  /** Capabilities the solution is built on, in the order shown. */
  capabilities: { slug: CapabilitySlug; role: string }[];
};

export const {
  pages: solutionPages,
  ordered: orderedSolutions,
  find: findSolution,
} = pageList(solutionSlugs, {
  evisa,
  governance,
  healthcare,
  aftrlife,
  construction,
});

export function solutionPath(slug: SolutionSlug): string {
  return `/solutions/${slug}`;
}

/** Copy for /solutions. */
export const solutionsOverview = {
  seo: {
    title: "Solutions for Governments and Enterprises",
    description:
      "Five solution areas on one AI-enabled cloud foundation: e-visa and immigration, digital governance and tax " +
      "collection, healthcare and telemedicine, AftrLife avatars, and construction and inspection.",
  } satisfies ContentSeo,
  eyebrow: "Solutions",
  title: "Solutions for the services people depend on",
  lead:
    "Each solution starts from a platform already running in production and is configured to your laws, languages " +
    "and infrastructure. All five share the same identity, AI and sovereign cloud foundation, so a second service " +
    "costs a fraction of the first.",
  listLabel: "Our five solutions",
  foundation: {
    title: "One foundation underneath",
    body:
      "Identity verification, document understanding, risk scoring, payments and hosting are built once and reused " +
      "across every solution. Your teams can use the same capabilities for services of their own.",
    action: { label: "See our core capabilities", to: "/capabilities" },
  },
  cta: {
    title: "Not sure where to start?",
    body:
      "A Blueprint engagement maps your current systems, sets priorities with your leadership and produces a costed, " +
      "phased plan, whichever solution it points to.",
    action: { label: "Get Your Blueprint", to: "/blueprint" },
    secondaryAction: { label: "Talk to our team", to: "/contact" },
  } satisfies ContentCta,
};
