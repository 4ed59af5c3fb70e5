import {
  Activity,
  CloudCog,
  FileCode,
  KeyRound,
  LifeBuoy,
  Server,
  ShieldCheck,
} from "lucide-react";
import type { CapabilityPage } from "../capabilities";

export const cloudInfrastructure: CapabilityPage = {
  slug: "cloud-infrastructure",
  name: "Sovereign Cloud Infrastructure",
  eyebrow: "Core capability",
  icon: CloudCog,
  lead:
    "Cloud platforms that keep data, keys and operations under national control: in-country or hybrid hosting, " +
    "zero-trust access, and the automation and runbooks your own team needs to run them.",
  seo: {
    title: "Sovereign Cloud Infrastructure for Ministries",
    description:
      "In-country and hybrid cloud hosting with customer-held keys, zero-trust access, infrastructure as code, " +
      "24/7 operations and a tested exit plan for governments and regulated enterprises.",
  },
  summary:
    "In-country or hybrid hosting with your own keys, zero-trust access and round-the-clock operations, designed " +
    "so your team can take it over.",
  features: {
    title: "What we build",
    intro:
      "Residency is the start. Sovereignty means control of the data, the keys, the operations and the exit.",
    items: [
      {
        icon: Server,
        title: "Sovereign and hybrid hosting",
        description:
          "In-country regions of major cloud providers, national data centres or both, with backups, logs and " +
          "telemetry kept under the same residency rules as the data.",
      },
      {
        icon: KeyRound,
        title: "Customer-held keys",
        description:
          "Encryption keys in a hardware security module under your control, with documented key ceremonies, rotation " +
          "and escrow.",
      },
      {
        icon: ShieldCheck,
        title: "Zero-trust access",
        description:
          "Privileged access granted just in time to cleared in-country staff, with session recording; vendor support " +
          "is brokered and approved case by case.",
      },
      {
        icon: FileCode,
        title: "Infrastructure as code",
        description:
          "Every environment defined in version-controlled code and reviewed like software, so a region can be rebuilt " +
          "or moved without guesswork.",
      },
      {
        icon: Activity,
        title: "Observability and operations",
        description:
          "Metrics, logs and traces against service-level objectives, alerts to an on-call rota, and post-incident " +
          "reviews shared with you.",
      },
      {
        icon: LifeBuoy,
        title: "Resilience and exit",
        description:
          "Multi-zone deployment, rehearsed disaster recovery, and an exit plan with data export in open formats, so " +
          "no contract locks you in.",
      },
    ],
  },
  proof: {
    title: "Measured in production",
    intro:
      "Across the platforms we host and operate for ministries and agencies.",
    stats: [
      { value: "99.9%", label: "platform uptime" },
      { value: "3+", label: "countries hosting our platforms in-country" },
      { value: "100%", label: "of environments defined as code" },
      { value: "24/7", label: "monitoring and on-call operations" },
    ],
  },
  approach: {
    title: "How we get you there",
    intro:
      "A phased path that keeps services running while the platform underneath them changes.",
    steps: [
      {
        title: "Assess",
        description:
          "Classify data, map legal residency requirements and review the hosting options actually available in " +
          "country.",
      },
      {
        title: "Design the landing zone",
        description:
          "Networks, identity, keys, logging and guardrails defined as code and agreed with your security team.",
      },
      {
        title: "Migrate",
        description:
          "Move services in waves, each with a rehearsed cut-over and a way back.",
      },
      {
        title: "Operate and transfer",
        description:
          "Run it with your staff alongside ours until your team holds the pager, the keys and the runbooks.",
      },
    ],
  },
  usedIn: {
    title: "Where it works in our solutions",
    intro: "Every solution we deliver runs on this foundation.",
    solutions: [
      {
        slug: "evisa",
        how: "Applicant data held in-country, with capacity for seasonal travel peaks.",
      },
      {
        slug: "governance",
        how: "Scaling for filing deadlines, with taxpayer data under national keys.",
      },
      {
        slug: "healthcare",
        how: "Patient records and surveillance feeds in the ministry's own tenancy.",
      },
      { slug: "aftrlife", how: "Encrypted family vaults in a regional cloud." },
      {
        slug: "construction",
        how: "Storage and processing for large drone image sets.",
      },
    ],
  },
  cta: {
    title: "Keep control of your platform",
    body:
      "Talk to our engineers about your data classification, residency rules and the hosting you have today. We will " +
      "outline a landing zone and a migration path.",
    action: { label: "Talk to Our Engineers", to: "/contact" },
    secondaryAction: { label: "Get Your Blueprint", to: "/blueprint" },
  },
};
