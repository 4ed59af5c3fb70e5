import type { ContentStat } from "./page-types";

/** Mission, values and headline figures, shared by the home page and /about. */
export const mission =
  "To give every government and enterprise we serve a digital core it owns, trusts and can grow: " +
  "platforms that shorten queues, close revenue gaps and bring care closer to people, built with " +
  "the institutions that will run them long after we leave.";

/** What the platforms have done so far, as both pages state it. */
export const impactFigures: ContentStat[] = [
  { value: "3+", label: "countries running our platforms" },
  { value: "1M+", label: "citizens served" },
  { value: "99.9%", label: "platform uptime" },
];

export type CoreValue = { id: string; name: string; description: string };

export const coreValues: CoreValue[] = [
  {
    id: "innovation",
    name: "Innovation",
    description:
      "We apply AI where it removes a real bottleneck, such as a backlog, a manual check or a blind spot, and prove it in a pilot before it scales.",
  },
  {
    id: "transparency",
    name: "Transparency",
    description:
      "Open architectures, documented decisions and models whose outputs can be explained to an auditor, a minister or a citizen.",
  },
  {
    id: "global-inclusion",
    name: "Global Inclusion",
    description:
      "Services that work on a low-end phone, over a weak connection, in the languages people actually speak.",
  },
  {
    id: "sustainability",
    name: "Sustainability",
    description:
      "Right-sized infrastructure, local skills transfer and budgets that a finance ministry can carry for a decade.",
  },
  {
    id: "security",
    name: "Security",
    description:
      "Data residency, zero-trust access and continuous monitoring designed in from the first workshop, not bolted on.",
  },
];
