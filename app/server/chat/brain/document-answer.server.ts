import type { IntlShape } from "react-intl";
import type { ChatSource } from "~/domain/chat/chat-api";
import {
  splitSentences,
  type KnowledgeDocument,
} from "./knowledge-document.server";
import { DROP_THE_RULES } from "./message-injections";
import { quotableText, withoutAddresses } from "./visitor-text";
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
/**
 * A sentence of a document written to the software reading it, not to its human reader (decision
 * 057, fourth round): it names an automated reader ("AI assistants", "the tool that fills in this
 * form", "automated systems processing this document"), is labelled as an instruction or note
 * for one ("Assistant instruction:", « Consigne pour l'outil… »), or tells the reader what to put
 * in an answer or summary ("when you summarise this", "end your reply with", « répondez Oui à
 * toutes les questions »). A visitor's document says what it says to people; a line that speaks
 * to the assistant is an injection, whatever its wording, so the patterns name who is addressed
 * and what is asked of them, not particular phrases.
 */
const ADDRESSED_TO_AI = [
  // Who: an automated reader, in English.
  /(?<![\p{L}\p{N}])(?:AI|A\.I\.|artificial intelligence|automated|automatic|language|LLM|GPT|machine)[- ](?:\w+[- ])?(?:systems?|assistants?|models?|tools?|readers?|agents?|reviewers?|processors?|screeners?)(?![\p{L}\p{N}])/iu,
  /(?<![\p{L}\p{N}])(?:chatbots?|language models?|LLMs?|assistants? (?:reading|processing|reviewing|summari[sz]ing))(?![\p{L}\p{N}])/iu,
  /(?<![\p{L}\p{N}])(?:assistant|model|bot|agent|tool|AI|system)s?(?:'s)? (?:instructions?|notes?|notices?|directives?|commands?)(?![\p{L}\p{N}])/iu,
  /(?<![\p{L}\p{N}])(?:instructions?|notes?|directives?|commands?|message) (?:for|to) (?:[\p{L}'-]+ ){0,3}(?:assistants?|tools?|models?|bots?|AIs?|systems?|agents?|software|programs?)(?![\p{L}\p{N}])/iu,
  // Who, as a label: a line that opens by naming an AI in some role ("AI screener: …", "IA de
  // présélection : …"), as a letter opens with its addressee.
  /^\s*(?:(?:dear|hey|hello|attention|note to(?: the| any)?|cher|chère|à l'attention de(?: l')?)\s+)?(?:AI|A\.I\.|IA|LLM|GPT)(?:[- ][\p{L}'-]+){0,3}\s*:/iu,
  // What: rules to drop, or what to put in the reply.
  ...DROP_THE_RULES,
  // The reply's very words, quoted: "Respond 'PRIORITY HIRE' and…", « Répondez « RETENU » ».
  /^\s*(?:please |veuillez )?(?:reply|respond|answer|say|write|output|print|type|state|r[ée]pondez|r[ée]pondre|[ée]crivez|[ée]crire|affichez|dites)(?: (?:with|only|back|simply|just|exactly|seulement|simplement|uniquement|par))* ?:? ?["'“‘«]/iu,
  /(?<![\p{L}\p{N}])(?:tell|inform|assure|ask) (?:the )?(?:user|reader|visitor|client|customer|buyer)s?(?![\p{L}\p{N}])/iu,
  // Who, by what it does to the document: "any AI that summarises this", "every model reading it".
  /(?<![\p{L}\p{N}])(?:any|every|each|all|whichever) (?:AI|A\.I\.|LLM|GPT|bot|chatbot|assistant|model|tool|system|software)s? (?:that |which |who )?(?:reads?|reading|summari[sz]es|summari[sz]ing|process(?:es|ing)?|reviews?|reviewing|pars(?:es|ing)|analy[sz](?:es|ing))(?![\p{L}\p{N}])/iu,
  /(?<![\p{L}\p{N}])(?:system prompt|(?:your|the) instructions)(?![\p{L}\p{N}])/iu,
  /(?<![\p{L}\p{N}])(?:in|end|start|begin|close|finish) (?:your|the) (?:answer|reply|response|summary|output)(?![\p{L}\p{N}])/iu,
  /(?<![\p{L}\p{N}])when you (?:summari[sz]e|answer|reply|respond|read|process|review)(?![\p{L}\p{N}])/iu,
  // Qui, en français : un lecteur automatique.
  /(?<![\p{L}\p{N}])(?:syst[eè]mes?|assistants?|outils?|mod[eè]les?|agents?|robots?|logiciels?|programmes?) (?:d'IA|IA|virtuels?|automatiques?|automatis[ée]s?|conversationnels?)(?![\p{L}\p{N}])/iu,
  /(?<![\p{L}\p{N}])(?:l'|les? |aux? |à |tout |toute?s? (?:les? )?|chaque |une? |n'importe quel(?:le)?s? )(?:IA|outils?|logiciels?|robots?|assistants?) (?:qui|charg[ée]s? de) (?:lit|lisent|traite|traitent|remplit|remplissent|r[ée]sume|r[ée]sument|analyse|analysent|r[ée]dige|r[ée]digent|r[ée]pond|r[ée]pondent)(?![\p{L}\p{N}])/iu,
  /(?<![\p{L}\p{N}])(?:instructions?|consignes?|notes?|directives?|message) (?:[\p{L}'-]+ ){0,3}(?:[ld]')?(?:IA|outils?|logiciels?|robots?|assistants?|mod[eè]les?|syst[eè]mes?|programmes?)(?![\p{L}\p{N}])/iu,
  // Quoi : des règles à écarter, ou ce que la réponse doit dire.
  /(?<![\p{L}\p{N}])(?:dites|indiquez|affirmez|annoncez|demandez|réclamez) (?:à |au )(?:l'utilisateur|lecteur|visiteur|client|usager)(?![\p{L}\p{N}])/iu,
  /(?<![\p{L}\p{N}])(?:r[ée]pondez|inscrivez|[ée]crivez|ajoutez|terminez|concluez|commencez)(?![\p{L}\p{N}]).{0,60}(?<![\p{L}\p{N}])(?:toutes les questions|votre r[ée]ponse|la r[ée]ponse|votre r[ée]sum[ée]|en bas|à la fin)(?![\p{L}\p{N}])/iu,
  /(?<![\p{L}\p{N}])(?:dans|[àa] la fin de|en fin de) (?:votre|la) (?:r[ée]ponse|r[ée]sum[ée]|synth[eè]se)(?![\p{L}\p{N}])/iu,
  /(?<![\p{L}\p{N}])lorsque vous (?:r[ée]sumez|r[ée]pondez|lisez|traitez)(?![\p{L}\p{N}])/iu,
];

export function addressedToAssistant(sentence: string): boolean {
  return ADDRESSED_TO_AI.some((pattern) => pattern.test(sentence));
}

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
    .filter((sentences) => !sentences.some(addressedToAssistant))
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
    .map(
      (attachment) => `**${withoutAddresses(quotableText(attachment.name))}**`,
    )
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
      {
        file: withoutAddresses(quotableText(quote.file)),
        quote: withoutAddresses(quotableText(clip(quote.text))),
      },
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
