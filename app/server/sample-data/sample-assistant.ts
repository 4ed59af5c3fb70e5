import type { ContentLocale } from "~/domain/enums";

/**
 * The demo's assistant knowledge (decision 057), so the console's Assistant pages have
 * something to show after `npm start`: a few answers staff wrote, in English and French, each
 * saying only what the site says (the blueprint's six weeks, the partners page), and a few
 * questions the assistant could not answer, as visitors asked them.
 */

export type DemoCuratedAnswer = {
  locale: ContentLocale;
  question: string;
  phrasings: string[];
  answer: string;
  citePath: string | null;
  retired?: boolean;
};

export const demoCuratedAnswers: DemoCuratedAnswer[] = [
  {
    locale: "en",
    question: "How long does a blueprint take?",
    phrasings: [
      "How long until we have a plan?",
      "Blueprint duration",
      "How many weeks is the blueprint engagement?",
    ],
    answer:
      "A blueprint takes about six weeks. In that time our architects map the services and systems you run today and hand you a phased plan: target architecture, security and data-residency model, cost ranges and a delivery sequence that shows results in the first year.",
    citePath: "/blueprint",
  },
  {
    locale: "en",
    question: "Which cloud platforms do you build on?",
    phrasings: [
      "Which technology companies do you partner with?",
      "Do you use Azure or OpenShift?",
    ],
    answer:
      "We build on Microsoft Azure where a client's policy allows public cloud, and on Red Hat OpenShift when data has to stay in a government's own data centre, so no client is betting on one company alone.",
    citePath: "/partners",
  },
  {
    locale: "fr",
    question: "Combien de temps faut-il pour un plan directeur ?",
    phrasings: [
      "Quelle est la durée du plan directeur ?",
      "En combien de semaines livrez-vous le plan ?",
    ],
    answer:
      "Un plan directeur demande environ six semaines. Pendant cette période, nos architectes cartographient les services et les systèmes que vous exploitez et vous remettent un plan par étapes : architecture cible, modèle de sécurité et de résidence des données, fourchettes de coûts et séquence de livraison.",
    citePath: "/fr/blueprint",
  },
  {
    locale: "en",
    question: "Do you offer a free trial?",
    phrasings: ["Can we try the platform for free?"],
    answer:
      "We do not offer a self-service trial: every engagement starts with a conversation about your services. Write to us through the contact page and we will suggest where to begin.",
    citePath: "/contact",
    retired: true,
  },
];

export type DemoUnansweredQuestion = {
  locale: ContentLocale;
  question: string;
  confidence: "weak" | "none";
  daysAgo: number;
};

/** Each one a conversation of its own: the visitor's question and the assistant's honest reply. */
export const demoUnansweredQuestions: DemoUnansweredQuestion[] = [
  {
    locale: "en",
    question: "Can citizens pay visa fees by mobile money?",
    confidence: "none",
    daysAgo: 2,
  },
  {
    locale: "en",
    question: "Do you support mobile money payments for visa fees?",
    confidence: "none",
    daysAgo: 5,
  },
  {
    locale: "en",
    question: "mobile money visa fee payment?",
    confidence: "weak",
    daysAgo: 9,
  },
  {
    locale: "en",
    question: "Do you have an office in Nairobi?",
    confidence: "none",
    daysAgo: 4,
  },
  {
    locale: "fr",
    question: "Acceptez-vous les paiements par virement international ?",
    confidence: "none",
    daysAgo: 6,
  },
  {
    locale: "fr",
    question: "Paiement par virement international possible ?",
    confidence: "weak",
    daysAgo: 12,
  },
];

export const NOTHING_FOUND_REPLY: Record<ContentLocale, string> = {
  en: "I could not find that on our site, so I would rather not guess. Our team can answer it directly: write to us through [Contact](/contact), or start with a [Blueprint](/blueprint). If you prefer, I can also hand this conversation to a person.",
  fr: "Je n’ai pas trouvé cette information sur notre site, et je préfère ne pas deviner. Notre équipe peut vous répondre directement\u00a0: écrivez-nous au moyen de la page [Contact](/fr/contact), ou commencez par un [plan directeur](/fr/blueprint). Si vous le préférez, je peux aussi transmettre cette conversation à une personne.",
};
