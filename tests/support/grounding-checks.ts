import type {
  BrainEvent,
  BrainInput,
  ChatBrain,
} from "~/server/chat/chat-brain.server";
import {
  createKnowledgeBase,
  createLocalizedKnowledge,
} from "~/server/chat/brain/knowledge-base.server";
import type { KnowledgeDocument } from "~/server/chat/brain/knowledge-document.server";

/**
 * Checks the grounding tests (unit and integration) apply to a reply: which figures it
 * states that its sources do not, and whether it links what it names. Test support, kept
 * beside the brain so both test suites share one definition of "grounded".
 */
export type CollectedReply = {
  events: BrainEvent[];
  text: string;
  sources: Array<{ title: string; href: string }>;
  deltas: number;
};

export async function collectReply(
  brain: ChatBrain,
  input: BrainInput,
): Promise<CollectedReply> {
  const events: BrainEvent[] = [];
  for await (const event of brain.reply(input)) events.push(event);
  const deltas = events.filter((event) => event.type === "delta");
  const sources = events.flatMap((event) =>
    event.type === "sources" ? event.sources : [],
  );
  return {
    events,
    text: deltas.map((event) => event.text).join(""),
    sources,
    deltas: deltas.length,
  };
}

const NUMBER = /\d+(?:[.,]\d+)*/g;

/** Figures in the text that appear in none of the given texts (the sources' and attachments'). */
export function inventedNumbers(text: string, groundTexts: string[]): string[] {
  const ground = groundTexts.join("\n");
  return [...new Set(text.match(NUMBER) ?? [])].filter(
    (figure) => !ground.includes(figure),
  );
}

export function sourceTexts(
  documents: KnowledgeDocument[],
  sources: Array<{ href: string }>,
): string[] {
  const hrefs = new Set(sources.map((source) => source.href));
  return documents
    .filter((document) => hrefs.has(document.href))
    .map((document) => document.text);
}

export function markdownLinks(
  text: string,
): Array<{ title: string; href: string }> {
  return [...text.matchAll(/\[([^\]]+)\]\(([^)\s]+)\)/g)].map((match) => ({
    title: match[1]!,
    href: match[2]!,
  }));
}

/** Knowledge in both languages over fixed documents: what the brains' unit tests answer from. */
export function fixedKnowledge(documents: {
  en: KnowledgeDocument[];
  fr: KnowledgeDocument[];
}) {
  const fixed = (list: KnowledgeDocument[]) =>
    createKnowledgeBase({
      load: async () => list,
      signature: async () => "fixed",
    });
  return createLocalizedKnowledge({
    en: fixed(documents.en),
    fr: fixed(documents.fr),
  });
}
