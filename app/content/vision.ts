import type {
  ContentCta,
  ContentSeo,
  ContentStat,
  ContentStep,
} from "./page-types";

export type VisionGoal = {
  id: string;
  /** The solution area, as named on the home page. */
  area: string;
  /** The goal as the spec states it. */
  goal: string;
  figures: ContentStat[];
  description: string;
  link: { label: string; to: string };
};

/** Copy for /vision: the 2028 goals. */
export const visionPage = {
  seo: {
    title: "Our 2028 Vision",
    description:
      "Our goals for 2028: e-visa adopted by 50 countries handling 2.5 to 7.5 million applications a year, governance " +
      "platforms in 20 to 30 countries, wider healthcare reach and digital legacy avatars for millions of families.",
  } satisfies ContentSeo,
  eyebrow: "Vision",
  title: "Our vision for 2028",
  lead:
    "By 2028 we aim to be a leading voice in digital public infrastructure. These are the goals we hold ourselves to, " +
    "and the figures we will report against.",
  today: {
    title: "Where we start from",
    intro:
      "Platforms in production today, each operated with the institution that owns it.",
    stats: [
      { value: "3+", label: "countries running our platforms" },
      { value: "1M+", label: "citizens served" },
      { value: "99.9%", label: "platform uptime" },
    ] satisfies ContentStat[],
  },
  goals: {
    title: "Our goals for 2028",
    intro:
      "Four goals, one for each area where we already run platforms in production.",
    listLabel: "2028 goals",
    items: [
      {
        id: "evisa",
        area: "e-Visa & Immigration",
        goal: "e-Visa adopted by 50 countries",
        figures: [
          { value: "50", label: "countries using our e-visa platform" },
          { value: "2.5M–7.5M", label: "applications a year" },
        ],
        description:
          "An e-visa platform trusted by 50 countries, processing 2.5 to 7.5 million applications a year, with every " +
          "decision still taken by an accountable officer.",
        link: { label: "Explore e-Visa & Immigration", to: "/solutions/evisa" },
      },
      {
        id: "governance",
        area: "Digital Governance & Tax Collection",
        goal: "Governance platforms in 20–30 countries",
        figures: [
          {
            value: "20–30",
            label: "countries running our governance platforms",
          },
        ],
        description:
          "Revenue and governance platforms in 20 to 30 countries, helping treasuries collect what is owed without " +
          "raising rates.",
        link: {
          label: "Explore Digital Governance & Tax Collection",
          to: "/solutions/governance",
        },
      },
      {
        id: "healthcare",
        area: "Healthcare & Telemedicine",
        goal: "Healthcare expansion",
        figures: [
          {
            value: "300%",
            label: "wider specialist reach today: the baseline we build on",
          },
        ],
        description:
          "Telemedicine and disease surveillance extended from today's deployments to national networks in more " +
          "ministries of health, so specialist care and early warning reach every district.",
        link: {
          label: "Explore Healthcare & Telemedicine",
          to: "/solutions/healthcare",
        },
      },
      {
        id: "aftrlife",
        area: "AftrLife Avatars",
        goal: "Digital legacy avatars for millions of families",
        figures: [
          {
            value: "Millions",
            label: "of families with a consent-first digital legacy",
          },
        ],
        description:
          "AftrLife offered through memorial-services and insurance partners to millions of families, on the same " +
          "consent, vault and deletion rules as our first pilot.",
        link: { label: "Explore AftrLife Avatars", to: "/solutions/aftrlife" },
      },
    ] satisfies VisionGoal[],
  },
  path: {
    title: "How we will get there",
    intro: "Growth that does not cost the qualities our clients chose us for.",
    steps: [
      {
        title: "One platform, many countries",
        description:
          "Each deployment is configured, not rebuilt, so the tenth country costs a fraction of the first.",
      },
      {
        title: "Regional partners",
        description:
          "Local integrators and universities deliver alongside us and keep the skills in the region.",
      },
      {
        title: "Open standards",
        description:
          "ICAO, HL7 FHIR and OpenID Connect keep every platform interoperable and every client free to leave.",
      },
      {
        title: "Published results",
        description:
          "We report progress against these goals each year, including where we fall short.",
      },
    ] satisfies ContentStep[],
  },
  values: {
    title: "Guided by our mission",
    action: { label: "Our mission and values", to: "/about" },
  },
  cta: {
    title: "Be one of the next 50",
    body:
      "If your ministry or agency is planning a new digital service, a Blueprint is the fastest way to a costed plan " +
      "and a first measurable result.",
    action: { label: "Get Your Blueprint", to: "/blueprint" },
    secondaryAction: { label: "Contact us", to: "/contact" },
  } satisfies ContentCta,
};
