import type { ChatAction, ChatSource } from "~/domain/chat/chat-api";
import type { ChatIntent } from "~/domain/chat/chat-intent";
import { solutionAreaWords } from "~/domain/chat/detect-intent";
import * as blueprint from "~/content/blueprint";
import { careersHero } from "~/content/careers";
import { accessSection } from "~/content/clients";
import { nextSteps } from "~/content/contact";
import { jobs } from "~/content/jobs";
import { site } from "~/content/site";
import {
  orderedSolutions,
  solutionPath,
  solutionsOverview,
} from "~/content/solutions";
import { answerFromDocuments } from "./document-answer.server";
import type {
  KnowledgeDocument,
  KnowledgeKind,
} from "./knowledge-document.server";
import {
  queryTerms,
  type KnowledgeIndex,
  type RetrievedDocument,
} from "./knowledge-index.server";
import { jobLine, officeLine } from "./site-documents.server";

/**
 * What the offline brain says for each intent. Every statement is one of the
 * site's own sentences (or a line built from its content objects, as the knowledge documents
 * are); the only other words are the connective phrases below, none of which contains a
 * digit. So an answer cannot carry a figure the site does not publish, and a test checks it.
 */
export type OfflineAnswer = {
  text: string;
  sources: ChatSource[];
  action?: ChatAction;
};

export type AnswerInput = {
  intent: ChatIntent;
  message: string;
  index: KnowledgeIndex;
  attachments: Array<{ name: string; text: string }>;
};

/** Words the careers answer ignores when looking for a matching role: they name every role. */
const CAREER_WORDS = new Set([
  "job",
  "jobs",
  "role",
  "roles",
  "position",
  "positions",
  "hiring",
  "career",
  "careers",
  "open",
  "vacancy",
  "vacancies",
  "work",
  "apply",
  "openings",
  "any",
  "hire",
]);

export function link(title: string, href: string): string {
  return `[${title.replace(/[[\]]/g, "")}](${href})`;
}

function sourceOf(document: KnowledgeDocument): ChatSource {
  return { title: document.title, href: document.href };
}

function documentById(index: KnowledgeIndex, id: string): KnowledgeDocument {
  const document = index.documents.find((candidate) => candidate.id === id);
  if (!document) throw new Error(`The chat knowledge has no document ${id}`);
  return document;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

function words(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

const FORM_BELOW =
  "Please leave your name, work e-mail and organisation in the form below.";

export function composeOfflineAnswer(input: AnswerInput): OfflineAnswer {
  const { index } = input;
  const doc = (id: string) => documentById(index, id);
  switch (input.intent) {
    case "greeting": {
      const [solutions, plan] = [doc("page:solutions"), doc("page:blueprint")];
      return {
        text:
          `Hello! I can explain our ${link(solutions.title, solutions.href)}, how a ${link(plan.title, plan.href)} engagement works, ` +
          `our open roles on ${link("Careers", "/careers")}, or put you in touch with our team. What would you like to know?`,
        sources: [sourceOf(solutions), sourceOf(plan)],
      };
    }
    case "pricing": {
      const options = doc("page:engagement-options");
      const tiers = blueprint.tiers.map(
        (tier) =>
          `- **${tier.name}** (${lowerFirst(tier.duration)}): ` +
          `${tier.features
            .filter((feature) => !feature.startsWith("Everything in"))
            .slice(0, 3)
            .join("; ")}.`,
      );
      return {
        text: [
          `${blueprint.tiersSection.intro.split(". ")[0]}. Our ${link(options.title, options.href)}, and what each includes:`,
          tiers.join("\n"),
          `I can arrange a call with one of our consultants to scope yours. ${FORM_BELOW}`,
        ].join("\n\n"),
        sources: [sourceOf(options)],
        action: "contact_form",
      };
    }
    case "wants_call": {
      const [contact, plan] = [doc("page:contact"), doc("page:blueprint")];
      const topic = topicDocument(input);
      return {
        text: [
          `Happy to arrange that. ${blueprint.contactSection.promise}`,
          nextSteps
            .slice(0, 1)
            .map((step) => `${step.title}: ${step.description}`)
            .join(" "),
          `${FORM_BELOW} More on our ${link(plan.title, plan.href)} and ${link(contact.title, contact.href)} pages` +
            `${topic ? `, and on ${link(topic.title, topic.href)}` : ""}.`,
        ].join("\n\n"),
        sources: [
          sourceOf(plan),
          sourceOf(contact),
          ...(topic ? [sourceOf(topic)] : []),
        ],
        action: "contact_form",
      };
    }
    case "blueprint": {
      const plan = doc("page:blueprint");
      const steps = blueprint.journeySteps.map(
        (step) => `- **${step.title}** (${step.duration})`,
      );
      return {
        text: [
          `${blueprint.hero.lead}`,
          `The steps of a ${link(plan.title, plan.href)}:\n${steps.join("\n")}`,
          `If you would like one for your organisation, I can arrange the discovery call. ${FORM_BELOW}`,
        ].join("\n\n"),
        sources: [sourceOf(plan)],
        action: "contact_form",
      };
    }
    case "careers":
      return careersAnswer(input);
    case "offices": {
      const contact = doc("page:contact");
      return {
        text: [
          "Our offices:",
          site.offices
            .map((office) => `- **${office.city}**: ${officeLine(office)}`)
            .join("\n"),
          `You can also write to us at ${site.contactEmail}, or use the form on ${link(contact.title, contact.href)}.`,
        ].join("\n\n"),
        sources: [sourceOf(contact)],
      };
    }
    case "portal_access": {
      const portal = doc("page:clients");
      return {
        text: [
          `${accessSection.title}. ${accessSection.body}`,
          `Once invited, you sign in at ${link("Sign in", "/auth")}. ${accessSection.helpNote} ` +
            `Ask your account manager, or ${link("contact us", "/contact")}. More on the ${link(portal.title, portal.href)}.`,
        ].join("\n\n"),
        sources: [sourceOf(portal)],
      };
    }
    case "talk_to_person": {
      const contact = doc("page:contact");
      const [personReads] = nextSteps;
      return {
        text: [
          "Of course. A member of our team can take this conversation over: leave your name, work e-mail and " +
            "organisation in the form below, and they will answer you by e-mail.",
          `${personReads!.title}: ${personReads!.description} (See ${link(contact.title, contact.href)}.)`,
        ].join("\n\n"),
        sources: [sourceOf(contact)],
        action: "handoff_form",
      };
    }
    case "document": {
      const answer = answerFromDocuments(
        input.message,
        input.attachments,
        index,
      );
      return answer ?? retrievalAnswer(input);
    }
    case "solution_area":
    case "general":
      return retrievalAnswer(input);
  }
}

/**
 * The documents that answer the question: every word of a one- or two-word question matched,
 * at least half of a longer one. ("Kubernetes operators" must not be answered by a page that
 * only mentions operators.)
 */
function relevant(
  input: AnswerInput,
  kinds: KnowledgeKind[],
): RetrievedDocument[] {
  const { terms, documents } = input.index.retrieve(input.message, {
    kinds,
    limit: 4,
  });
  const needed = terms.length <= 2 ? terms.length : Math.ceil(terms.length / 2);
  return documents.filter((retrieved) => retrieved.matchedTerms.size >= needed);
}

/** The page about the solution area a call request names ("a demo of the tax platform"), if any. */
function topicDocument(input: AnswerInput): KnowledgeDocument | null {
  const named = solutionAreaWords(input.message);
  if (named.length === 0) return null;
  return (
    input.index.retrieve(named.join(" "), {
      kinds: ["solution", "capability"],
      limit: 1,
    }).documents[0]?.document ?? null
  );
}

function quoteFrom(retrieved: RetrievedDocument, budget: number): string {
  const chosen: typeof retrieved.sentences = [];
  let used = 0;
  for (const sentence of retrieved.sentences) {
    const size = words(sentence.text);
    if (size < 5 || chosen.some((other) => other.text === sentence.text))
      continue;
    if (chosen.length > 0 && used + size > budget) continue;
    chosen.push(sentence);
    used += size;
    if (chosen.length === 3) break;
  }
  // In page order, so the sentences read as the page does.
  return chosen
    .sort((a, b) => a.index - b.index)
    .map((sentence) => sentence.text)
    .join(" ");
}

function retrievalAnswer(input: AnswerInput): OfflineAnswer {
  // Job adverts answer "careers", not questions about what we do.
  const found = relevant(input, [
    "solution",
    "capability",
    "platform",
    "case_study",
    "insight",
    "tiers",
    "blueprint",
    "careers",
    "offices",
    "about",
    "contact",
    "portal",
  ]);
  if (found.length === 0) {
    // "What do you do?" has no word to search for: the overview answers it. A question with words
    // of its own that match nothing ("Kubernetes?") gets an honest "not on our site".
    const generic = queryTerms(input.message).length === 0;
    return input.intent === "solution_area" && generic
      ? solutionsOverviewAnswer(input.index)
      : nothingFound(input.index);
  }
  const [first, second] = found;
  const picked = [first!];
  if (
    second &&
    second.document.href !== first!.document.href &&
    second.score >= first!.score * 0.5
  )
    picked.push(second);
  const budget = picked.length === 1 ? 90 : 50;
  const paragraphs = picked.map(
    (retrieved) =>
      `From ${link(retrieved.document.title, retrieved.document.href)}: ${quoteFrom(retrieved, budget)}`,
  );
  paragraphs.push(
    "Would you like to know more, or shall I arrange a call with one of our consultants?",
  );
  return {
    text: paragraphs.join("\n\n"),
    sources: picked.map((retrieved) => sourceOf(retrieved.document)),
  };
}

function solutionsOverviewAnswer(index: KnowledgeIndex): OfflineAnswer {
  const overview = documentById(index, "page:solutions");
  const list = orderedSolutions
    .map((solution) => `- ${link(solution.name, solutionPath(solution.slug))}`)
    .join("\n");
  return {
    text: [
      `${site.description}`,
      `${solutionsOverview.lead.split(". ")[0]}. Our ${link(overview.title, overview.href)}:\n${list}`,
      "Which one would you like to know more about?",
    ].join("\n\n"),
    sources: [sourceOf(overview)],
  };
}

function nothingFound(index: KnowledgeIndex): OfflineAnswer {
  const [contact, plan] = [
    documentById(index, "page:contact"),
    documentById(index, "page:blueprint"),
  ];
  return {
    text:
      "I could not find that on our site, so I would rather not guess. Our team can answer it directly: write to us " +
      `through ${link(contact.title, contact.href)}, or start with a ${link(plan.title, plan.href)}. ` +
      "If you prefer, I can also hand this conversation to a person.",
    sources: [sourceOf(contact), sourceOf(plan)],
  };
}

function careersAnswer(input: AnswerInput): OfflineAnswer {
  const careers = documentById(input.index, "page:careers");
  const specific = queryTerms(input.message).filter(
    (term) => !CAREER_WORDS.has(term),
  );
  const matching =
    specific.length > 0
      ? input.index
          .retrieve(specific.join(" "), { kinds: ["job"], limit: 5 })
          .documents.map((retrieved) =>
            jobs.find((job) => retrieved.document.id === `job:${job.id}`),
          )
          .filter((job) => job !== undefined)
      : [];
  const listed = matching.length > 0 ? matching : jobs.slice(0, 6);
  const intro =
    matching.length > 0
      ? "These open roles match what you asked:"
      : "Some of our open roles:";
  return {
    text: [
      careersHero.lead,
      `${intro}\n${listed.map((job) => `- ${jobLine(job)}`).join("\n")}`,
      `See every open role and apply on ${link(careers.title, careers.href)}.`,
    ].join("\n\n"),
    sources: [sourceOf(careers)],
  };
}
