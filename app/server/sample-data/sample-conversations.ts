import type { ChatIntent } from "~/domain/chat/chat-intent";

/**
 * The demo's chat assistant conversations, so the console's Conversations tab and
 * a chat lead have something to show after `npm start`. Every figure an assistant line quotes
 * is one the site publishes (the e-visa case study, the engagement tiers); the people and
 * organisations are invented.
 */

type DemoSource = { title: string; href: string };

export type DemoChatMessage = {
  role: "user" | "assistant";
  /** Minutes after the conversation started. */
  at: number;
  content: string;
  intent?: ChatIntent;
  sources?: DemoSource[];
  /** The PDF the visitor sent with this message (one per demo conversation at most). */
  attachment?: { name: string; title: string; text: string };
};

export type DemoConversation = {
  key: "evisa-lead" | "handoff" | "tender-pdf" | "careers";
  daysAgo: number;
  startedOnPath: string;
  visitor?: { name: string; email: string; organisation: string };
  /** Minutes after the start when the visitor accepted the consent text with their details. */
  consentAt?: number;
  handedOffAt?: number;
  /** A lead stored from the chat: the inbox row's interest and status. */
  lead?: { interest: string; status: "new" | "contacted" | "qualified" };
  messages: DemoChatMessage[];
};

const evisaCase: DemoSource = {
  title: "A national e-visa platform with AI-assisted triage",
  href: "/projects/national-e-visa-platform",
};
const evisaSolution: DemoSource = {
  title: "e-Visa & Immigration",
  href: "/solutions/evisa",
};
const blueprintPage: DemoSource = {
  title: "Blueprint: engagement tiers",
  href: "/blueprint",
};
const sovereignInsight: DemoSource = {
  title: "Sovereign cloud for ministries: what data residency really requires",
  href: "/blog/sovereign-cloud-for-ministries",
};

export const demoConversations: DemoConversation[] = [
  {
    key: "evisa-lead",
    daysAgo: 3,
    startedOnPath: "/solutions/evisa",
    visitor: {
      name: "Nadia Rahimi",
      email: "nadia.rahimi@immigration.gov.example",
      organisation: "Ministry of Interior, Directorate of Immigration",
    },
    consentAt: 9,
    lead: { interest: "e-Visa platform: wants a call", status: "contacted" },
    messages: [
      {
        role: "user",
        at: 0,
        content:
          "Good morning. Our ministry is preparing a tender for an electronic visa system. Have you built one for another government?",
      },
      {
        role: "assistant",
        at: 0,
        intent: "solution_area",
        sources: [evisaCase, evisaSolution],
        content:
          "Yes. We built a national e-visa platform for an immigration directorate in West Africa: a mobile-first application portal, an officer workbench and a triage service hosted in an in-country sovereign cloud region.\n\n" +
          "The average decision time fell from 19 working days to under 6, and every final decision stays with a named immigration officer. The case study has the details: [A national e-visa platform with AI-assisted triage](/projects/national-e-visa-platform).",
      },
      {
        role: "user",
        at: 4,
        content:
          "That is close to our situation. Applications arrive at 40 consulates and are typed in again at headquarters. How would an engagement start, and what would it cost?",
      },
      {
        role: "assistant",
        at: 4,
        intent: "pricing",
        sources: [blueprintPage],
        content:
          "Most ministries start with a Blueprint: about 6 weeks for one programme end to end, ending in a target architecture, a phased roadmap with cost ranges and a security, privacy and data-residency plan ready for approval and procurement. A shorter Discovery (about 2 weeks) suits a concept note or a funding case.\n\n" +
          "Costs depend on scope, so the roadmap gives ranges rather than one figure. See [Blueprint: engagement tiers](/blueprint).",
      },
      {
        role: "user",
        at: 7,
        content:
          "I would like to speak to someone before our steering committee meets next month.",
      },
      {
        role: "assistant",
        at: 7,
        intent: "wants_call",
        content:
          "I can arrange that with one of our consultants. Please leave your name, work e-mail and organisation below, and we will reply within 24 hours.",
      },
      {
        role: "assistant",
        at: 9,
        intent: "wants_call",
        content:
          "Thank you, Nadia. Your request is with our team, and a consultant will reply by e-mail within 24 hours. You can keep asking me questions in the meantime.",
      },
    ],
  },
  {
    key: "handoff",
    daysAgo: 1,
    startedOnPath: "/blog/sovereign-cloud-for-ministries",
    visitor: {
      name: "Jonas Berg",
      email: "j.berg@regionalhealth.example",
      organisation: "Northern Regional Health Authority",
    },
    consentAt: 6,
    handedOffAt: 6,
    messages: [
      {
        role: "user",
        at: 0,
        content:
          "We hold patient records for 1.2 million residents. Can your cloud keep all of it, backups included, inside the country?",
      },
      {
        role: "assistant",
        at: 0,
        intent: "solution_area",
        sources: [sovereignInsight],
        content:
          "Data residency is the start, not the whole answer: our article [Sovereign cloud for ministries: what data residency really requires](/blog/sovereign-cloud-for-ministries) sets out the legal, operational and technical controls that make a cloud genuinely sovereign for government, backups and support access included.",
      },
      {
        role: "user",
        at: 5,
        content:
          "Our legal team has specific questions about the support staff who could access the data. I would rather talk to a person about that.",
      },
      {
        role: "assistant",
        at: 6,
        intent: "talk_to_person",
        content:
          "Thank you. A member of our team now has this conversation and will answer you by e-mail at j.berg@regionalhealth.example within one working day (24 hours). I will stay quiet here so nothing gets in their way; anything you add below is passed on to them.",
      },
      {
        role: "user",
        at: 8,
        content:
          "Please copy our data protection officer, Ms Aalto, when you reply.",
      },
    ],
  },
  {
    key: "tender-pdf",
    daysAgo: 5,
    startedOnPath: "/capabilities/cloud-infrastructure",
    messages: [
      {
        role: "user",
        at: 0,
        content:
          "Could you tell me whether the attached requirements fit what you do?",
        attachment: {
          name: "permit-portal-requirements.pdf",
          title: "Municipal permit portal: summary of requirements",
          text:
            "1. Online applications for building and street-works permits, with document upload.\n" +
            "2. Identity checks against the national digital ID.\n" +
            "3. Hosting inside the country; all data and backups stay in national data centres.\n" +
            "4. Accessibility to WCAG 2.2 AA; works on low-end mobile phones.\n" +
            "5. Integration with the existing payment gateway and land registry.",
        },
      },
      {
        role: "assistant",
        at: 1,
        intent: "document",
        sources: [
          {
            title: "Sovereign Cloud Infrastructure",
            href: "/capabilities/cloud-infrastructure",
          },
          {
            title: "Digital Identity & Trust",
            href: "/capabilities/digital-identity",
          },
        ],
        content:
          "Your document asks for online permit applications, checks against the national digital ID, in-country hosting with backups, WCAG 2.2 AA accessibility and links to a payment gateway and land registry.\n\n" +
          "Those match our [Sovereign Cloud Infrastructure](/capabilities/cloud-infrastructure) and [Digital Identity & Trust](/capabilities/digital-identity) capabilities. If you would like a consultant to read it with you, ask me for a call.",
      },
      {
        role: "user",
        at: 3,
        content: "Thanks, that helps. I will share this with my manager first.",
      },
    ],
  },
  {
    key: "careers",
    daysAgo: 8,
    startedOnPath: "/careers",
    messages: [
      {
        role: "user",
        at: 0,
        content: "Are you hiring cloud engineers, and can I work remotely?",
      },
      {
        role: "assistant",
        at: 0,
        intent: "careers",
        sources: [{ title: "Careers", href: "/careers" }],
        content:
          "Our open roles, with where each is based and how to apply, are listed on [Careers](/careers). Each listing says whether the role can be remote.",
      },
    ],
  },
];
