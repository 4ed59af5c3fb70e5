import type { ContentSeo } from "./page-types";
import { impactFigures } from "./company";
import { site } from "./site";

/** Copy for the home page. */
export type SolutionCard = {
  id: string;
  title: string;
  subtitle: string;
  description: string;
  to: string;
};
export type PublicService = { id: string; label: string; detail: string };
export type Figure = { value: string; label: string };

export const hero = {
  /** The company's tagline, above the headline. */
  eyebrow: site.tagline as string,
  headline: "The Operating System for Modern Enterprises and Nations",
  lead:
    "We design, build and operate AI-enabled cloud platforms that let ministries and large enterprises " +
    "issue visas in days instead of weeks, collect the revenue they are owed, and reach patients " +
    "wherever they live — on infrastructure they control.",
  primaryAction: { label: "Get Your Blueprint", to: "/blueprint" },
  secondaryAction: { label: "About Us", to: "/about" },
};

export const homeSeo: ContentSeo = {
  title: hero.headline,
  description: site.description,
};

export const publicServices: PublicService[] = [
  {
    id: "visas",
    label: "Visas & border",
    detail: "Online applications, risk triage, e-gates",
  },
  {
    id: "tax",
    label: "Tax & revenue",
    detail: "Registration, e-invoicing, compliance analytics",
  },
  {
    id: "health",
    label: "Health",
    detail: "Telemedicine, surveillance, referrals",
  },
  {
    id: "identity",
    label: "Digital identity",
    detail: "Verified citizens, businesses and officials",
  },
  {
    id: "permits",
    label: "Permits & inspection",
    detail: "Building permits, site inspection, evidence",
  },
  {
    id: "legacy",
    label: "Digital legacy",
    detail: "Consent-based memorial avatars",
  },
];

export const solutionCards: SolutionCard[] = [
  {
    id: "evisa",
    title: "e-Visa & Immigration",
    subtitle: "From paper queues to decisions in days",
    description:
      "End-to-end online visa and permit processing with AI-assisted document checks and risk scoring, " +
      "keeping every final decision with an accountable officer.",
    to: "/solutions/evisa",
  },
  {
    id: "governance",
    title: "Digital Governance & Tax Collection",
    subtitle: "Revenue that reaches the treasury",
    description:
      "Taxpayer registration, e-filing, e-invoicing and compliance analytics that widen the base and " +
      "close the gap between tax owed and tax collected.",
    to: "/solutions/governance",
  },
  {
    id: "healthcare",
    title: "Healthcare & Telemedicine",
    subtitle: "Care and surveillance at national scale",
    description:
      "Teleconsultation that works on weak networks, shared patient records and disease surveillance " +
      "dashboards that flag outbreaks while they are still local.",
    to: "/solutions/healthcare",
  },
  {
    id: "aftrlife",
    title: "AftrLife Avatars",
    subtitle: "Memory, preserved with consent",
    description:
      "Consent-first digital avatars built from a person's own recordings and writing, held in private " +
      "family vaults with clear rules for access and deletion.",
    to: "/solutions/aftrlife",
  },
  {
    id: "construction",
    title: "Construction & Inspection",
    subtitle: "Evidence-based oversight of every site",
    description:
      "Digital permits, drone and photo inspections read by computer vision, and an auditable record " +
      "of every defect from detection to sign-off.",
    to: "/solutions/construction",
  },
  {
    id: "capabilities",
    title: "Core Capabilities",
    subtitle: "The platform underneath",
    description:
      "AI automation, digital identity and sovereign cloud infrastructure: the shared foundations every " +
      "one of our solutions is built on, available to your own teams.",
    to: "/capabilities",
  },
];

export const about = {
  heading: "Built with the institutions that run them",
  body: [
    "We are engineers, architects and former public servants from Ottawa and Atlanta. We start every " +
      "engagement with the people who will operate the system — border officers, tax auditors, nurses — " +
      "and we measure ourselves by what changes for them and for the citizens they serve.",
    "Our platforms run on sovereign or hybrid cloud, meet the security and data-residency rules of " +
      "each jurisdiction, and come with the training and documentation that let a ministry's own team " +
      "take ownership.",
  ],
  figures: [
    ...impactFigures,
    { value: "70%", label: "faster visa processing" },
  ] satisfies Figure[],
  action: { label: "More about us", to: "/about" },
};

export const vision = {
  heading: "Our vision and values",
  intro:
    "By 2028 we aim to be a leading voice in digital public infrastructure, with our e-visa platform " +
    "adopted by 50 countries and governance platforms running in 20 to 30.",
  action: { label: "Read our 2028 vision", to: "/vision" },
};
