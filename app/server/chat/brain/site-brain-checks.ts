import type { BrainInput } from "../chat-brain.server";
import {
  collectReply,
  fixedKnowledge,
  type CollectedReply,
} from "./grounding-checks";
import { createOfflineBrain } from "./offline-brain.server";
import { frenchSiteDocuments } from "./site-copy/french-site";
import { siteDocuments } from "./site-documents.server";

/**
 * Test support for the rounds' rule tests (offline-brain-round-*.server.test.ts): the offline
 * brain over the site's own pages in both languages, a reply from it, and what the tests read
 * of a reply.
 */
export const siteBrain = createOfflineBrain({
  knowledge: fixedKnowledge({
    en: siteDocuments(),
    fr: frenchSiteDocuments(),
  }),
});

export function reply(
  message: string,
  locale: BrainInput["locale"] = "en",
  history: BrainInput["history"] = [],
): Promise<CollectedReply> {
  return collectReply(siteBrain, { history, message, attachments: [], locale });
}

export const hrefs = (answer: CollectedReply) =>
  answer.sources.map((source) => source.href);

export const actionOf = (answer: CollectedReply) =>
  answer.events.find((event) => event.type === "action");

/** "Our site does not say", in either language. */
export const DECLINES = /does not say|ne dit rien|ne le précise pas/;
