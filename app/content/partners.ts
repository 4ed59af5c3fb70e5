import type { ContentSeo } from "./page-types";
import { site } from "./site";

/**
 * /partners (four partner cards, cloud and enterprise technology vendors,
 * each with an external 'Learn More' link). Vendors are named only as platforms we build on:
 * no partnership tier or endorsement is claimed.
 */
export type Partner = {
  id: string;
  /** What kind of platform this is, e.g. "Hyperscale cloud". */
  category: string;
  name: string;
  description: string;
  /** What we build on it. */
  uses: string[];
  url: string;
};

export const partnersSeo: ContentSeo = {
  title: "Technology Partners",
  description:
    `The cloud, identity and data platforms ${site.name} builds on: hyperscale and sovereign cloud, ` +
    "open digital identity and an enterprise data platform.",
};

export const partnersHero = {
  eyebrow: "Partners",
  title: "Technology partners",
  lead:
    "We build on proven platforms so that our clients are never betting on one company alone: ourselves included. " +
    "These are the technologies our solutions are designed and operated on.",
};

export const partnerRelationship = "Technology partner";

export const partners: Partner[] = [
  {
    id: "hyperscale-cloud",
    category: "Hyperscale cloud",
    name: "Microsoft Azure",
    description:
      "Where a client's policy allows public cloud, we deploy on Microsoft Azure in the region their data residency " +
      "rules require, with our own landing zone, network baseline and monitoring.",
    uses: [
      "Managed Kubernetes and PostgreSQL for citizen-facing services",
      "Hosted AI models behind document and language features",
      "Geo-redundant backups and tested disaster recovery",
    ],
    url: "https://azure.microsoft.com/",
  },
  {
    id: "private-cloud",
    category: "Sovereign and private cloud",
    name: "Red Hat OpenShift",
    description:
      "When data has to stay in a government's own data centre, we run the same containers and delivery pipelines " +
      "on Red Hat OpenShift, on hardware the institution controls and its own team can operate.",
    uses: [
      "On-premises and government-cloud deployments",
      "One build for public and private environments",
      "Air-gapped installations for sensitive workloads",
    ],
    url: "https://www.redhat.com/en/technologies/cloud-computing/openshift",
  },
  {
    id: "identity",
    category: "Digital identity and biometrics",
    name: "MOSIP",
    description:
      "For national and sectoral identity programmes we build on MOSIP, the open-source modular identity platform, " +
      "and connect certified biometric matching engines through its standard interfaces, so no government is tied " +
      "to a single biometrics supplier.",
    uses: [
      "Enrolment, de-duplication and identity verification",
      "Verified sign-in for e-visa and tax services",
      "Standards-based interfaces to biometric systems",
    ],
    url: "https://www.mosip.io/",
  },
  {
    id: "data-platform",
    category: "Enterprise data platform",
    name: "Databricks",
    description:
      "Revenue analytics, visa statistics and disease surveillance run on a lakehouse. We build on Databricks where " +
      "clients already use it, with lineage and access controls that an auditor can follow.",
    uses: [
      "Pipelines that reconcile registers from legacy systems",
      "Compliance-risk and forecasting models",
      "Governed datasets for dashboards and open data",
    ],
    url: "https://www.databricks.com/",
  },
];

export type Principle = {
  id: "portability" | "residency" | "supportability";
  title: string;
  description: string;
};

export const selectionPrinciples: Principle[] = [
  {
    id: "portability",
    title: "Portable by default",
    description:
      "Containers, open standards and infrastructure as code mean a platform can move between clouds, or in-house, " +
      "without a rebuild.",
  },
  {
    id: "residency",
    title: "Data stays where the law says",
    description:
      "We choose hosting per client and per dataset, so personal, tax and health data never leave the jurisdiction " +
      "that governs them.",
  },
  {
    id: "supportability",
    title: "Supportable for a decade",
    description:
      "We favour platforms with long-term support, local expertise and predictable licensing that a public budget " +
      "can carry.",
  },
];

export const trademarkNotice =
  "Product names are trademarks of their respective owners. They are listed to show the platforms we build on and " +
  "do not imply endorsement or a formal partnership programme.";

export const partnersCta = {
  title: "Building a platform we should know about?",
  body:
    "Technology vendors and systems integrators working with governments and large enterprises: tell us what you " +
    "build and where you work.",
  action: { label: "Contact Us", to: "/contact" },
};
