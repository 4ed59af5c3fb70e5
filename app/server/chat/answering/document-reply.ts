import type { IntlShape } from "react-intl";
import type { BrainInput } from "../chat-brain.server";
import { withoutOrdersToAssistant } from "../brain/message-injections";
import type { Answer } from "./compose-answer";
import type { PassageIndex } from "./passage-index";
import type { Question } from "./question";
import { analyze } from "./text-analysis";

/**
 * Documents the visitor attached (a tender, a CV, meeting notes) are read for what they are
 * about, never quoted back: their most telling words that our pages also use join the
 * question's subject, so the answer is our pages' sentences on the same matters. A document's
 * text can carry orders meant for the assistant; nothing of it reaches the reply.
 */
const DOCUMENT_TERMS = 12;

export function withDocumentTerms(
  question: Question,
  attachments: BrainInput["attachments"],
  index: PassageIndex,
): Question {
  if (attachments.length === 0) return question;
  const counts = new Map<string, number>();
  for (const attachment of attachments)
    for (const term of analyze(
      withoutOrdersToAssistant(attachment.text),
      index.locale,
    ).terms)
      if (index.documentFrequency(term) > 0)
        counts.set(term, (counts.get(term) ?? 0) + 1);
  const telling = [...counts]
    .map(([term, count]) => ({
      term,
      weight: Math.log1p(count) * index.idf(term),
    }))
    .sort((a, b) => b.weight - a.weight || a.term.localeCompare(b.term))
    .slice(0, DOCUMENT_TERMS)
    .map(({ term }) => term);
  return {
    ...question,
    inherited: [...question.inherited, ...telling],
    inheritedWeight: Math.max(question.inheritedWeight, 0.5),
  };
}

/** The pages' answer about the document's matters, and a consultant to go through it. */
export function documentReply(intl: IntlShape, answer: Answer): Answer {
  const offer = intl.formatMessage({
    id: "chat.brain.documentOffer",
    defaultMessage:
      "Would you like a consultant to go through your document with you? I can arrange a call.",
  });
  return { ...answer, text: `${answer.text}\n\n${offer}` };
}
