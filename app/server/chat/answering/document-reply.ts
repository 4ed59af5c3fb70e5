import type { BrainInput } from "../chat-brain.server";
import { splitSentences } from "../brain/knowledge-document.server";
import { withoutOrdersToAssistant } from "../brain/message-injections";
import { quotableText, withoutAddresses } from "../brain/visitor-text";
import { link, sourceOf, type Answer } from "./compose-answer";
import type { RankedPassage } from "./features";
import type { Speaker } from "./intent-replies";
import type { Question } from "./question";
import { analyze } from "./text-analysis";

/**
 * A question about a document the visitor attached: the document's sentence that meets the
 * question (never one that gives the assistant orders), the page of ours it relates to, and a
 * consultant to go through it.
 */
function bestQuote(
  question: Question,
  attachments: BrainInput["attachments"],
): { file: string; quote: string } | null {
  const asked = new Set(question.own.terms);
  let best: { file: string; quote: string; score: number } | null = null;
  for (const attachment of attachments)
    for (const sentence of splitSentences(attachment.text.replace(/\s+/g, " "))) {
      if (withoutOrdersToAssistant(sentence) !== sentence) continue;
      const terms = analyze(sentence, question.locale).terms;
      const score = terms.filter((term) => asked.has(term)).length;
      if (score > (best?.score ?? 0))
        best = { file: attachment.name, quote: sentence, score };
    }
  return best;
}

export function documentReply(
  speaker: Speaker,
  question: Question,
  attachments: BrainInput["attachments"],
  ranked: RankedPassage[],
): Answer | null {
  const quote = bestQuote(question, attachments);
  if (!quote) return null;
  const { intl } = speaker;
  const related = ranked[0]?.passage;
  const parts = [
    intl.formatMessage(
      { id: "chat.brain.documentQuote", defaultMessage: "In **{file}**: \u0022{quote}\u0022" },
      {
        file: withoutAddresses(quotableText(quote.file)),
        quote: withoutAddresses(quotableText(quote.quote)),
      },
    ),
  ];
  if (related && related.document.kind !== "curated")
    parts.push(
      intl.formatMessage(
        {
          id: "chat.brain.documentRelates",
          defaultMessage: "This relates to our work on {page}: {sentence}",
        },
        {
          page: link(related.document.title, related.document.href),
          sentence: related.sentences[0] ?? related.text,
        },
      ),
    );
  parts.push(
    intl.formatMessage({
      id: "chat.brain.documentOffer",
      defaultMessage:
        "Would you like a consultant to go through your document with you? I can arrange a call.",
    }),
  );
  return {
    text: parts.join("\n\n"),
    sources: related && related.document.kind !== "curated" ? [sourceOf(related.document)] : [],
    confidence: "answered",
  };
}
