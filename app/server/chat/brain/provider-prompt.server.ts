import type OpenAI from "openai";
import type { ChatSource } from "~/domain/chat/chat-api";
import type { ChatIntent } from "~/domain/chat/chat-intent";
import { site } from "~/content/site";
import type { BrainInput } from "../chat-brain.server";
import type { KnowledgeDocument } from "./knowledge-document.server";
import type { KnowledgeIndex } from "./knowledge-index.server";
import { retrievalQuery } from "./offline-brain.server";

/**
 * What the provider is sent: a system prompt with the rules and the retrieved site
 * content, the conversation so far, and the visitor's message with the text of their
 * documents. The same retrieval as the offline brain, so both answer from the same pages.
 */

/** Pages always given for an intent, whatever the retrieval finds. */
const INTENT_DOCUMENTS: Partial<Record<ChatIntent, string[]>> = {
  pricing: ["page:engagement-options"],
  blueprint: ["page:blueprint", "page:engagement-options"],
  wants_call: ["page:contact"],
  talk_to_person: ["page:contact"],
  careers: ["page:careers"],
  offices: ["page:contact"],
  portal_access: ["page:clients"],
  greeting: ["page:solutions"],
};

const MAX_CONTEXT_DOCUMENTS = 4;
const MAX_CHARS_PER_DOCUMENT = 1800;
const MAX_CHARS_PER_ATTACHMENT = 8000;
const MAX_ATTACHMENT_CHARS = 24_000;
const MAX_HISTORY_TURNS = 12;

export type ProviderContext = {
  documents: KnowledgeDocument[];
  sources: ChatSource[];
};

export function providerContext(
  index: KnowledgeIndex,
  intent: ChatIntent,
  input: BrainInput,
): ProviderContext {
  const chosen = new Map<string, KnowledgeDocument>();
  for (const id of INTENT_DOCUMENTS[intent] ?? []) {
    const document = index.documents.find((candidate) => candidate.id === id);
    if (document) chosen.set(document.id, document);
  }
  const query = [
    retrievalQuery(input),
    ...input.attachments.map((attachment) => attachment.text.slice(0, 400)),
  ].join(" ");
  const { terms, documents } = index.retrieve(query, {
    limit: MAX_CONTEXT_DOCUMENTS,
  });
  for (const retrieved of documents) {
    if (chosen.size >= MAX_CONTEXT_DOCUMENTS) break;
    // Half the question's words at least, as for the offline brain: no pages that share one word.
    if (retrieved.matchedTerms.size * 2 >= Math.min(terms.length, 6))
      chosen.set(retrieved.document.id, retrieved.document);
  }
  const list = [...chosen.values()];
  const sources: ChatSource[] = [];
  for (const document of list) {
    if (!sources.some((source) => source.href === document.href))
      sources.push({ title: document.title, href: document.href });
  }
  return { documents: list, sources };
}

/** The language rule: the reply is in the visitor's language, from context in that language. */
const LANGUAGE_RULES = {
  en: "- The visitor writes in English: answer in English.",
  fr: '- The visitor writes in French: answer in Canadian French (the register of a federal public service: "courriel", "nuage souverain", "plan directeur"), whatever language the earlier turns were in. The CONTEXT is our French pages; cite them with their /fr/... paths exactly as given, and point to our team at /fr/contact and the Blueprint at /fr/blueprint.',
} as const;

function systemPrompt(
  documents: KnowledgeDocument[],
  locale: keyof typeof LANGUAGE_RULES,
): string {
  const context = documents
    .map(
      (document, i) =>
        `[${i + 1}] ${document.title} (${document.href})\n${document.text.slice(0, MAX_CHARS_PER_DOCUMENT)}`,
    )
    .join("\n\n");
  return [
    `You are the digital transformation expert of ${site.name}, a consultancy that designs, builds and runs AI-enabled cloud platforms for governments and large enterprises. You answer visitors of our website in a friendly, professional tone.`,
    "Rules:",
    "- Answer only from the CONTEXT below and from the visitor's own documents. If they do not contain the answer, say so plainly and offer to put the visitor in touch with our team (/contact) or a Blueprint engagement (/blueprint).",
    "- Cite the pages you used as markdown links with the exact paths given in the context, e.g. [e-Visa & Immigration](/solutions/evisa). Never link anywhere else.",
    "- Never state a number, price, percentage, date or duration that does not appear in the context or the visitor's documents. We publish no prices: every engagement is scoped and priced after a discovery call.",
    "- When the visitor wants a call, a blueprint or pricing, offer to arrange a call and tell them they can leave their name, work e-mail and organisation in the form below the reply.",
    "- When the visitor asks for a person, tell them a member of our team can take the conversation over through the form below the reply.",
    "- Keep replies short and readable: at most about 120 words, short paragraphs or bullet lists. Plain markdown only, never HTML.",
    LANGUAGE_RULES[locale],
    "",
    "CONTEXT:",
    context || "(no page of our site matched this question)",
  ].join("\n");
}

export function providerMessages(
  input: BrainInput,
  documents: KnowledgeDocument[],
): OpenAI.Chat.ChatCompletionMessageParam[] {
  let budget = MAX_ATTACHMENT_CHARS;
  const attached = input.attachments
    .map((attachment) => {
      const text = attachment.text.slice(
        0,
        Math.min(MAX_CHARS_PER_ATTACHMENT, Math.max(budget, 0)),
      );
      budget -= text.length;
      return text
        ? `### ${attachment.name}\n${text}`
        : `### ${attachment.name}\n(no readable text)`;
    })
    .join("\n\n");
  const message =
    input.message.trim() ||
    "(The visitor sent documents without a message: tell them what the documents are about and how they relate to our work.)";
  return [
    { role: "system", content: systemPrompt(documents, input.locale ?? "en") },
    ...input.history
      .slice(-MAX_HISTORY_TURNS)
      .map((turn) => ({ role: turn.role, content: turn.content })),
    {
      role: "user",
      content: attached
        ? `${message}\n\nDocuments the visitor attached:\n\n${attached}`
        : message,
    },
  ];
}
