/** Copy for the Blueprint page. */

/** Anchor ids the page's links scroll to (spec: the contact section is "blueprint-contact"). */
export const BLUEPRINT_CONTACT_ID = "blueprint-contact";
export const BLUEPRINT_FEATURES_ID = "whats-included";

export type Challenge = { id: string; title: string; description: string };
export type ApproachItem = { title: string; description: string };
export type IncludedFeature = {
  id: string;
  title: string;
  description: string;
};
/** Name, description, features list, highlighted flag. */
export type EngagementTier = {
  id: string;
  name: string;
  description: string;
  /** What the engagement covers and how long it takes; we publish no prices. */
  scope: string;
  duration: string;
  features: string[];
  highlighted: boolean;
};
/** Number, title, description, duration. */
export type JourneyStep = {
  number: number;
  title: string;
  description: string;
  duration: string;
};

export const hero = {
  eyebrow: "Digital Transformation Blueprint",
  title: "A plan your ministry or board can approve, fund and deliver",
  lead:
    "In about six weeks, our architects map the services and systems you run today and hand you a phased " +
    "blueprint: target architecture, security and data-residency model, cost ranges and a delivery sequence " +
    "that shows results in the first year.",
  primaryLabel: "Get Your Blueprint",
  secondaryLabel: "Learn More",
};

export const challengesSection = {
  eyebrow: "The challenge",
  title: "Why most transformation programmes stall before they start",
  intro:
    "The institutions we work with rarely lack ambition or budget. What they lack is a shared, evidence-based " +
    "picture of where they are and a sequence of steps that will survive procurement, elections and audits.",
};

export const challenges: Challenge[] = [
  {
    id: "legacy-systems",
    title: "Legacy Systems",
    description:
      "Core registries run on platforms whose vendors, skills and documentation are disappearing. Every change " +
      "is slow and risky, and nobody can say with confidence what would break if the old system were switched off.",
  },
  {
    id: "operational-silos",
    title: "Operational Silos",
    description:
      "Immigration, revenue and health agencies each hold part of the picture. Citizens re-enter the same data " +
      "at every counter, and officers reconcile records by phone, spreadsheet and courier.",
  },
  {
    id: "poor-citizen-experience",
    title: "Poor Citizen Experience",
    description:
      "Paper forms, office-hours-only services and weeks of silence after an application erode trust, push " +
      "people towards intermediaries and leave revenue and fees uncollected.",
  },
  {
    id: "limited-scalability",
    title: "Limited Scalability",
    description:
      "Systems sized for yesterday's volumes buckle under seasonal peaks, new policy mandates or a national " +
      "roll-out, and each expansion means another bespoke project instead of configuration.",
  },
];

export const approachSection = {
  eyebrow: "Our approach",
  title: "How we build a blueprint that holds up",
  intro:
    "Eight principles guide every engagement, whether the scope is a single border service or a ministry's " +
    "entire digital estate.",
};

export const approach: ApproachItem[] = [
  {
    title: "Start from the service, not the system",
    description:
      "We walk the journey of the citizen, business or officer first, then look at the software behind it.",
  },
  {
    title: "Measure the current state",
    description:
      "Volumes, processing times, backlogs and costs are counted from your own records, not estimated.",
  },
  {
    title: "Map every data flow and dependency",
    description:
      "Interfaces, shared registries and manual hand-offs are documented so nothing surprises the migration.",
  },
  {
    title: "Design for sovereignty",
    description:
      "Hosting, data residency and key management follow your laws, whether sovereign, hybrid or public cloud.",
  },
  {
    title: "Build security and privacy in",
    description:
      "Threat models, access roles and retention rules are part of the architecture from the first workshop.",
  },
  {
    title: "Reuse before building",
    description:
      "Proven platform components and open standards come first; custom code only where your rules demand it.",
  },
  {
    title: "Phase for early results",
    description:
      "The roadmap is sequenced so a visible service improvement lands within the first year of delivery.",
  },
  {
    title: "Plan for the people who run it",
    description:
      "Training, change management and knowledge transfer are costed, so your team can own the platform.",
  },
];

export const includedSection = {
  eyebrow: "Deliverables",
  title: "What's Included",
  intro:
    "Six deliverables, written for two audiences at once: decision-makers who approve the investment and the " +
    "technical teams who will deliver it.",
};

export const includedFeatures: IncludedFeature[] = [
  {
    id: "assessment",
    title: "Current-State Assessment",
    description:
      "An inventory of systems, data, contracts and skills, with measured service volumes, processing times and " +
      "the pain points your staff and citizens report.",
  },
  {
    id: "architecture",
    title: "Target Architecture",
    description:
      "The platform you are building towards: components, integrations, identity, data model and hosting, drawn " +
      "so an engineer and a permanent secretary can both follow it.",
  },
  {
    id: "roadmap",
    title: "Phased Roadmap",
    description:
      "A sequence of releases with dependencies, milestones and decision points, sized to your procurement rules " +
      "and budget cycle.",
  },
  {
    id: "security",
    title: "Security & Compliance Plan",
    description:
      "Threat model, access roles, data-residency and retention rules mapped to the privacy and security " +
      "frameworks you answer to.",
  },
  {
    id: "business-case",
    title: "Business Case & Cost Ranges",
    description:
      "Investment and running-cost ranges per phase, the savings and revenue the programme should unlock, and the " +
      "key performance indicators to track them.",
  },
  {
    id: "people",
    title: "Capacity & Change Plan",
    description:
      "The roles, training and governance your organisation needs to operate the new platform, and a plan for " +
      "bringing staff and the public along.",
  },
];

export const journeySection = {
  eyebrow: "Your journey",
  title: "From first call to a platform in production",
  intro:
    "Five steps, each with a clear output. You decide at every step whether to continue.",
  carouselLabel: "Blueprint journey",
};

export const journeySteps: JourneyStep[] = [
  {
    number: 1,
    title: "Discovery Call",
    description:
      "A structured conversation with your leadership and service owners about the mandate, constraints and what " +
      "success must look like in two years. You leave with a proposed scope for the assessment.",
    duration: "60-90 min",
  },
  {
    number: 2,
    title: "Current-State Assessment",
    description:
      "Our architects review your systems, data flows, volumes and contracts, interview front-line staff and walk " +
      "the service end to end, on site or remotely.",
    duration: "1 week",
  },
  {
    number: 3,
    title: "Blueprint Development",
    description:
      "We design the target architecture, security and residency model, phased roadmap, cost ranges and capacity " +
      "plan, sharing drafts with your technical leads as we go.",
    duration: "3-4 weeks",
  },
  {
    number: 4,
    title: "Review & Refinement",
    description:
      "Working sessions with your steering committee and technical teams to test assumptions, adjust priorities " +
      "and agree the final blueprint for approval.",
    duration: "2-3 sessions",
  },
  {
    number: 5,
    title: "Implementation & Support",
    description:
      "Deliver the roadmap with our team, your own team or a partner you choose. We can stay on as design authority " +
      "and report progress against the blueprint's indicators.",
    duration: "ongoing",
  },
];

export const tiersSection = {
  eyebrow: "Engagement options",
  title: "Choose the depth that fits your mandate",
  intro:
    "Every engagement is scoped and priced after the discovery call, against your procurement rules. What differs " +
    "is how far we go with you.",
  popularLabel: "Most Popular",
  actionLabel: "Get Started",
};

export const tiers: EngagementTier[] = [
  {
    id: "discovery",
    name: "Discovery",
    description:
      "A focused first look for teams shaping a mandate, a concept note or a case for funding.",
    scope: "Up to three services or systems",
    duration: "About 2 weeks",
    features: [
      "Discovery workshop with leadership (60-90 min)",
      "Current-state review of the services in scope",
      "Pain-point, risk and quick-win summary",
      "Executive readout and recommended next step",
    ],
    highlighted: false,
  },
  {
    id: "blueprint",
    name: "Blueprint",
    description:
      "The complete plan: target architecture, phased roadmap and business case, ready for approval and procurement.",
    scope: "One programme or agency, end to end",
    duration: "About 6 weeks",
    features: [
      "Everything in Discovery",
      "Full current-state assessment (1 week)",
      "Target architecture and data model",
      "Security, privacy and data-residency plan",
      "Phased roadmap with cost ranges",
      "2-3 review sessions with your steering committee",
    ],
    highlighted: true,
  },
  {
    id: "blueprint-implementation",
    name: "Blueprint + Implementation",
    description:
      "We stay to build it: the blueprint followed by phased delivery, with your team trained to run the platform.",
    scope: "Your programme, from blueprint to operations",
    duration: "About 6 weeks, then ongoing",
    features: [
      "Everything in Blueprint",
      "Delivery team for the first release",
      "Build on sovereign, hybrid or public cloud",
      "Training and knowledge transfer for your staff",
      "Operations with a 99.9% uptime target",
      "Quarterly outcome reviews against the blueprint",
    ],
    highlighted: false,
  },
];

export const contactSection = {
  eyebrow: "Contact",
  title: "Ready to Transform?",
  promise:
    "Tell us where your organisation is today and what it has to deliver. A senior architect, not a sales queue, " +
    "will reply within 24 hours to arrange your discovery call.",
  emailLabel: "Email",
  phoneLabel: "Ottawa head office",
};

export const seo = {
  title: "Digital Transformation Blueprint",
  description:
    "A phased, costed blueprint for your digital transformation in about six weeks: current-state assessment, target " +
    "architecture, security plan and roadmap. Discovery, Blueprint or Blueprint + Implementation.",
};
