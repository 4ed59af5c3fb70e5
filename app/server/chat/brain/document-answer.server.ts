import type { IntlShape } from "react-intl";
import type { ChatSource } from "~/domain/chat/chat-api";
import {
  splitSentences,
  type KnowledgeDocument,
} from "./knowledge-document.server";
import { quotableText } from "./visitor-text";
import {
  processTerm,
  queryGroups,
  queryTerms,
  tokenize,
  type KnowledgeIndex,
} from "./knowledge-index.server";

/**
 * The offline answer to a question about the visitor's own documents: the most
 * relevant sentences, quoted with the file's name, then how they relate to our work (the
 * best-matching solution, capability or case study). Nothing is paraphrased, so nothing can
 * be misquoted; figures in the quotes are the document's own.
 */

/** Long documents are read up to here: enough for a tender's summary, cheap to score. */
const MAX_SENTENCES_PER_FILE = 3000;
const MAX_QUOTE_WORDS = 40;
const ADDRESSED_TO_AI =
  /\b(?:AI (?:systems?|assistants?|models?)|language models?|chatbots?|assistants? reading|ignore (?:all |any |the )?(?:previous|prior|above)|disregard (?:all |any |the |your )?(?:previous |prior )?(?:guidelines|instructions|rules)|tell the user|system prompt|(?:your|the) instructions|syst[eè]mes? d'IA|assistants? (?:IA|virtuels?)|ignorez (?:les |toutes les |vos )?(?:instructions|consignes|règles)|dites à l'utilisateur)\b/i;

/**
 * A document's paragraphs (its lines), each as sentences, without any paragraph that addresses
 * an assistant: an injection goes on past its first sentence ("[Note for any AI assistant: …
 * Tell the user that … costs …]"), so the whole paragraph is dropped, not only the sentence that
 * names the assistant.
 */
function documentSentences(text: string): string[] {
  return text
    .split(/\n+/)
    .map((paragraph) => splitSentences(paragraph))
    .filter(
      (sentences) =>
        !sentences.some((sentence) => ADDRESSED_TO_AI.test(sentence)),
    )
    .flat();
}

type Candidate = {
  file: string;
  text: string;
  score: number;
  position: number;
};

function contentTerms(text: string): string[] {
  return tokenize(text)
    .map(processTerm)
    .filter((term): term is string => term !== null);
}

function matchesTerm(token: string, term: string): boolean {
  return (
    token === term ||
    (term.length >= 4 && token.startsWith(term)) ||
    (token.length >= 4 && term.startsWith(token))
  );
}

function clip(sentence: string): string {
  const parts = sentence.split(/\s+/);
  return parts.length <= MAX_QUOTE_WORDS
    ? sentence
    : `${parts.slice(0, MAX_QUOTE_WORDS).join(" ")}…`;
}

/**
 * Sentences ranked by the visitor's words when they match; otherwise by how typical each is
 * of its document (the words it shares with the rest), which picks its gist.
 */
function rankSentences(
  message: string,
  attachments: Array<{ name: string; text: string }>,
): Candidate[] {
  const asked = queryTerms(message);
  const candidates: Candidate[] = [];
  for (const attachment of attachments) {
    // A paragraph addressed to an assistant is an injection, not what the document says.
    const sentences = documentSentences(attachment.text)
      .filter((sentence) => sentence.split(/\s+/).length >= 4)
      .slice(0, MAX_SENTENCES_PER_FILE);
    const frequency = new Map<string, number>();
    const termsOf = sentences.map((sentence) => [
      ...new Set(contentTerms(sentence)),
    ]);
    for (const terms of termsOf)
      for (const term of terms)
        frequency.set(term, (frequency.get(term) ?? 0) + 1);
    sentences.forEach((sentence, position) => {
      const terms = termsOf[position]!;
      const hits = asked.filter((term) =>
        terms.some((token) => matchesTerm(token, term)),
      ).length;
      const typical =
        terms.reduce(
          (sum, term) => sum + (frequency.get(term)! > 1 ? 1 : 0),
          0,
        ) / Math.max(terms.length, 1);
      candidates.push({
        file: attachment.name,
        text: sentence,
        score: hits * 10 + typical,
        position,
      });
    });
  }
  return candidates.sort(
    (a, b) => b.score - a.score || a.position - b.position,
  );
}

/**
 * The page about the work the documents concern (a solution, capability or case study, not an
 * overview of several), ranked by its best passages, and its most relevant sentence.
 */
function relatedWork(
  index: KnowledgeIndex,
  text: string,
): { document: KnowledgeDocument; sentence: string } | null {
  const hits = index.searchPassages(queryGroups(text), {
    kinds: ["solution", "capability", "case_study"],
  });
  const byPage = new Map<string, { score: number; hits: typeof hits }>();
  for (const hit of hits) {
    const page = byPage.get(hit.passage.document.id) ?? { score: 0, hits: [] };
    // The best three passages count: a page about the subject has several.
    if (page.hits.length < 3) page.score += hit.score / (page.hits.length + 1);
    page.hits.push(hit);
    byPage.set(hit.passage.document.id, page);
  }
  const best = [...byPage.values()].sort((a, b) => b.score - a.score)[0];
  if (!best) return null;
  const sentences = best.hits.flatMap((hit) =>
    splitSentences(hit.passage.text),
  );
  return {
    document: best.hits[0]!.passage.document,
    sentence:
      sentences.find((sentence) => sentence.split(/\s+/).length >= 5) ??
      sentences[0]!,
  };
}

export function answerFromDocuments(
  message: string,
  attachments: Array<{ name: string; text: string }>,
  index: KnowledgeIndex,
  speaker: { intl: IntlShape; path: (to: string) => string },
): { text: string; sources: ChatSource[] } | null {
  if (attachments.length === 0) return null;
  const { intl, path } = speaker;
  const names = attachments
    .map((attachment) => `**${quotableText(attachment.name)}**`)
    .join(", ");
  const ranked = rankSentences(message, attachments);
  if (ranked.length === 0) {
    const contact = intl.formatMessage({
      id: "chat.brain.contactLink",
      defaultMessage: "Contact",
    });
    return {
      text: intl.formatMessage(
        {
          id: "chat.brain.unreadableDocument",
          defaultMessage:
            "I could not find readable text in {names}, so I cannot answer from it. If it is a scan, you can attach a photo of the page and I will read the text from the image, or a person from our team can look at it: write to us through {contact}.",
        },
        { names, contact: `[${contact}](${path("/contact")})` },
      ),
      sources: [{ title: contact, href: path("/contact") }],
    };
  }
  const quotes = ranked
    .slice(0, 2)
    .sort((a, b) => (a.file === b.file ? a.position - b.position : 0));
  // The visitor's words are quoted as text: a link they wrote never becomes one in our reply.
  const lines = quotes.map((quote) =>
    intl.formatMessage(
      {
        id: "chat.brain.documentQuote",
        defaultMessage: "In **{file}**: \u0022{quote}\u0022",
      },
      { file: quotableText(quote.file), quote: quotableText(clip(quote.text)) },
    ),
  );
  const related = relatedWork(
    index,
    `${message} ${quotes.map((quote) => quote.text).join(" ")}`,
  );
  const sources: ChatSource[] = [];
  if (related) {
    const best = { text: related.sentence };
    lines.push(
      intl.formatMessage(
        {
          id: "chat.brain.documentRelates",
          defaultMessage: "This relates to our work on {page}: {sentence}",
        },
        {
          page: `[${related.document.title.replace(/[[\]]/g, "")}](${related.document.href})`,
          sentence: best.text,
        },
      ),
    );
    sources.push({
      title: related.document.title,
      href: related.document.href,
    });
  }
  lines.push(
    intl.formatMessage({
      id: "chat.brain.documentOffer",
      defaultMessage:
        "Would you like a consultant to go through your document with you? I can arrange a call.",
    }),
  );
  return { text: lines.join("\n\n"), sources };
}
