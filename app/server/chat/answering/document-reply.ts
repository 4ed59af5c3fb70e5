import type { IntlShape } from "react-intl";
import type { BrainInput } from "../chat-brain.server";
import { splitSentences } from "../brain/knowledge-document.server";
import { withoutOrdersToAssistant } from "../brain/message-injections";
import type { Answer } from "./compose-answer";
import type { PassageIndex } from "./passage-index";
import type { Question } from "./question";
import { analyze } from "./text-analysis";

/**
 * Documents the visitor attached (a tender, a CV, meeting notes) are read for what they are
 * about: their most telling words that our pages also use join the question's subject, so the
 * answer is our pages' sentences on the same matters. A document is quoted only where the
 * visitor asks what it says, one plain sentence that meets the question: a document's text
 * can carry orders meant for the assistant, and no order, code or quotation of it is repeated.
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

/**
 * A document's sentence may be quoted only if it shares this many words with the question, at
 * least one of them about the matter asked: a word that names the document ("my scoping note",
 * scoping-note.txt) says which document, so it counts half, and alone it would pick the title
 * line…
 */
const QUOTE_MIN_SHARED = 2;
const NAMING_WEIGHT = 0.5;
/** …and is one sentence, not a page of text run together (a PDF's extract often has no full stops). */
const QUOTE_MAX_WORDS = 40;
/**
 * What a quote never carries: a code or token ("ABC-123", "X9Z"), text in quotation marks (what
 * someone wants said), a web or e-mail address. A document written to steer the assistant
 * hides its orders in exactly these.
 */
const UNQUOTABLE =
  /\b[A-Z]{2,}[-_]?\w*\d\w*\b|["“”«»]|https?:\/\/|www\.|\S+@\S+/;
/**
 * Nor a bracketed aside or a sentence that hails the assistant ("Chatbot: …", « Assistant IA : … »):
 * that is where a document addresses whoever reads it rather than saying what it is about. A
 * tender that merely mentions AI or a virtual assistant stays quotable.
 */
const ADDRESSES_A_READER =
  /[[\]{}<>]|(?<![\p{L}\p{N}])(?:assistants?|AI|IA|chatbots?|bots?|LLM|GPT)\s*:/iu;

/**
 * The sentence of the visitor's documents that best meets the question, when one plainly does
 * ("what does my brief say about…?"): it shares words with the question, gives the assistant
 * no order and carries nothing an order would smuggle. `named`: the question points at the
 * document by a word of its file's name ("my brief", brief.txt).
 */
export function documentQuote(
  question: Question,
  attachments: BrainInput["attachments"],
): { file: string; sentence: string; named: boolean } | null {
  const asked = [...new Set(question.own.terms)];
  let named = false;
  let best: { file: string; sentence: string; shared: number } | null = null;
  for (const attachment of attachments) {
    const naming = new Set(
      analyze(attachment.name.replace(/\.\w+$/, ""), question.locale).terms,
    );
    if (asked.some((term) => naming.has(term))) named = true;
    for (const sentence of splitSentences(
      attachment.text.replace(/\s+/g, " "),
    )) {
      if (UNQUOTABLE.test(sentence) || ADDRESSES_A_READER.test(sentence))
        continue;
      if (sentence.split(" ").length > QUOTE_MAX_WORDS) continue;
      if (withoutOrdersToAssistant(sentence) !== sentence) continue;
      const terms = new Set(analyze(sentence, question.locale).terms);
      const common = asked.filter((term) => terms.has(term));
      const matter = common.filter((term) => !naming.has(term)).length;
      const shared = matter + NAMING_WEIGHT * (common.length - matter);
      if (
        matter > 0 &&
        shared >= QUOTE_MIN_SHARED &&
        shared > (best?.shared ?? 0)
      )
        best = { file: attachment.name, sentence, shared };
    }
  }
  return best && { file: best.file, sentence: best.sentence, named };
}

/** The document's own sentence, named by its file, then what our pages add and a consultant. */
export function documentQuoteReply(
  intl: IntlShape,
  quote: { file: string; sentence: string },
  pages: Answer | null,
): Answer {
  const quoted = intl.formatMessage(
    {
      id: "chat.brain.documentQuote",
      defaultMessage: "In **{file}**: “{quote}”",
    },
    { file: quote.file.replace(/[*_[\]`]/g, ""), quote: quote.sentence },
  );
  const rest = documentReply(
    intl,
    pages ?? { text: "", sources: [], confidence: "answered" },
  );
  return {
    ...rest,
    text: [quoted, rest.text.trim()].filter(Boolean).join("\n\n"),
    confidence: "answered",
  };
}
