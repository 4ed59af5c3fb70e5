import type { ContentCta, ContentSeo, ContentStep } from "./page-types";
import { impactFigures } from "./company";

/**
 * Copy for /about. The mission and the five values come from
 * ./company, shared with the home page.
 */
export const aboutPage = {
  seo: {
    title: "About Us",
    description:
      "Our mission, the five values we work by and the impact we aim for: engineers, architects and former public " +
      "servants building AI-enabled cloud platforms for governments and large enterprises.",
  } satisfies ContentSeo,
  eyebrow: "About Us",
  title: "We build the digital core that public services run on",
  lead:
    "We are engineers, architects and former public servants who design, build and operate AI-enabled cloud " +
    "platforms for ministries, agencies and large enterprises, and who stay until the people who run them are ready " +
    "to run them without us.",
  mission: {
    title: "Our mission",
    intro:
      "Every engagement starts with the people who will operate the system: border officers, tax auditors, nurses, " +
      "inspectors. We measure ourselves by what changes for them and for the citizens they serve.",
  },
  values: {
    title: "Our core values",
    intro:
      "Five commitments that decide how we design, what we recommend and what we turn down.",
  },
  impact: {
    title: "Global impact",
    body: [
      "Our platforms already issue visas, collect revenue and connect clinics in more than three countries, serving " +
        "over a million citizens. Each was built with the institution that runs it and hosted under that country's " +
        "own rules.",
      "By 2028 we aim to be a leading voice in digital public infrastructure: not the largest vendor, but the team " +
        "ministries and multilateral partners turn to when a service must work for everyone, stand up to an audit, " +
        "and still be affordable in ten years.",
    ],
    stats: impactFigures,
    action: { label: "Read our 2028 vision", to: "/vision" },
  },
  approach: {
    title: "How we work",
    intro:
      "The same four habits on every engagement, from a two-week discovery to a national roll-out.",
    steps: [
      {
        title: "Start with operators",
        description:
          "We sit with the officers, clerks and clinicians who will use the system before we draw a single diagram.",
      },
      {
        title: "Pilot before scaling",
        description:
          "A working pilot with measured results comes before any national commitment.",
      },
      {
        title: "Build in country",
        description:
          "Hosting, data and as much of the team as possible stay in the country we serve.",
      },
      {
        title: "Hand over",
        description:
          "Documentation, training and paired working, so your own team owns the platform when we step back.",
      },
    ] satisfies ContentStep[],
  },
  cta: {
    title: "Work with us",
    body:
      "Whether you are planning a national service or modernising one that already exists, we are glad to talk it " +
      "through, with no obligation.",
    action: { label: "Contact us", to: "/contact" },
    secondaryAction: { label: "Get Your Blueprint", to: "/blueprint" },
  } satisfies ContentCta,
};
