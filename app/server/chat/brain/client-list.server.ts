import type { IntlShape } from "react-intl";
import type { ChatSource } from "~/domain/chat/chat-api";
import { normaliseMessage } from "~/domain/chat/detect-intent";
import type { Locale } from "~/i18n/locale";
import { isCaseStudyMetadata } from "./content-documents.server";
import type { KnowledgeIndex } from "./knowledge-index.server";

/**
 * "Who are your clients?", "Which ministries have you worked with?", "Name three banks you
 * work with" (decision 057, second round). The client portal's page says "clients" most often,
 * but what the visitor asks for is who we have worked for: our case studies, which describe each
 * client without naming it. The answer lists them (of the kind asked for, when one is), or says
 * plainly that the site names none of that kind. Every line is the site's own: a case study's
 * title and its client line; the visitor's word is quoted only as the kind asked for.
 */

type ClientsQuestion = {
  /** What the visitor called the clients ("banks"), when it narrows them; null for "clients". */
  asked: string | null;
  /** The words that kind of client is named with on our pages (stems, accents folded). */
  kind: RegExp | null;
};

/** Kinds of client a visitor may ask for, and how a case study's client line names them. */
const KINDS: Array<[RegExp, RegExp]> = [
  [/^(?:ministr|minist)/, /\bminist/],
  [
    /^(?:agenc|organisme)/,
    /\b(?:agenc|organisme|directorate|direction|institut)/,
  ],
  [/^(?:authorit|administration)/, /\b(?:authorit|administration)/],
  [/^(?:bank|banque)/, /\b(?:bank|banque)/],
  [/^(?:insur|assur)/, /\b(?:insur|assur)/],
  [/^(?:hospital|hopita)/, /\b(?:hospital|hopita)/],
  [
    /^(?:compan|entreprise|business|firm)/,
    /\b(?:compan|entreprise|group|groupe)/,
  ],
];

/** Words for clients in general: they do not narrow the list. */
const ANY_CLIENT =
  /^(?:clients?|customers?|references?|organi[sz]ations?|governments?|gouvernements?|countries|pays|institutions?|public bodies|sectors?|secteurs?)$/;

const QUESTIONS: Record<Locale, RegExp[]> = {
  en: [
    /\bwho (?:are|were) your (?:main |biggest |public sector |government )?(clients|customers)\b/,
    /\b(?:which|what) ([a-z]+(?: [a-z]+)?) (?:do|did|have) you (?:work(?:ed)? (?:with|for)|serve[d]?|help(?:ed)?|deliver(?:ed)? (?:to|for))\b/,
    /\b(?:name|list|give me) (?:some|a few|two|three|four|five|your|any)? ?(?:of your )?(clients|customers|references|[a-z]+) (?:you (?:work(?:ed)? (?:with|for)|serve[d]?)|that use you|using you|as clients)\b/,
    /\b(?:name|list) (?:some|a few|two|three|your) (clients|customers|references)\b/,
    /\bwho (?:do|did|have) you (?:work(?:ed)? (?:with|for))\b/,
  ],
  fr: [
    /\bqui sont vos (?:principaux )?(clients)\b/,
    /\bquels sont vos (?:principaux )?(clients)\b/,
    /\b(?:avec|pour) (?:quels|quelles) ([a-z]+(?: [a-z]+)?) (?:avez vous|travaillez vous|vous avez|vous travaillez)\b/,
    /\b(?:nommez|citez|donnez)(?: moi| nous)? (?:quelques|trois|deux|des|vos) (clients|references|[a-z]+) (?:avec qui|pour qui|que vous)\b/,
    /\b(?:nommez|citez)(?: moi| nous)? (?:quelques|trois|deux|vos) (clients|references)\b/,
    /\bpour qui (?:travaillez vous|avez vous travaille)\b/,
  ],
};

/** The question asks who our clients are (of a kind, or any); null when it does not. */
export function clientsQuestion(
  message: string,
  locale: Locale,
): ClientsQuestion | null {
  const text = normaliseMessage(message);
  for (const pattern of QUESTIONS[locale]) {
    const match = pattern.exec(text);
    if (!match) continue;
    // "Which government agencies…": the last word is the kind.
    const word = (match[1] ?? "clients").split(" ").at(-1)!;
    if (ANY_CLIENT.test(word)) return { asked: null, kind: null };
    const kind = KINDS.find(([asked]) => asked.test(word))?.[1];
    // "Which platforms do you work with?" is not about clients: only a kind of organisation is.
    if (!kind) return null;
    return { asked: wordInMessage(message, word), kind };
  }
  return null;
}

/** The message's own spelling of a folded word ("ministères" for "ministeres"). */
function wordInMessage(message: string, word: string): string {
  const surfaces = message.match(/[\p{L}'’-]+/gu) ?? [];
  return surfaces.find((surface) => normaliseMessage(surface) === word) ?? word;
}

type ClientLine = { source: ChatSource; client: string };

function clientLines(index: KnowledgeIndex): ClientLine[] {
  return index.documents
    .filter((document) => document.kind === "case_study")
    .flatMap((document) => {
      const line = document.sentences.find(
        (sentence) =>
          isCaseStudyMetadata(sentence) &&
          !/^(?:Sector|Secteur)/.test(sentence),
      );
      if (!line) return [];
      const client = line
        .replace(/^[^:]*:\s*/, "")
        .replace(/\.\s*$/, "")
        .trim();
      return [
        { source: { title: document.title, href: document.href }, client },
      ];
    });
}

export type ClientListAnswer = {
  text: string;
  sources: ChatSource[];
};

/** Our clients as the case studies describe them, of the kind asked for; null when the site has none. */
export function clientListAnswer(
  index: KnowledgeIndex,
  question: ClientsQuestion,
  intl: IntlShape,
  contact: ChatSource,
): ClientListAnswer | null {
  const all = clientLines(index);
  if (all.length === 0) return null;
  const kind = question.kind;
  const matching = kind
    ? all.filter((line) => kind.test(normaliseMessage(line.client)))
    : all;
  const list = (lines: ClientLine[]) =>
    lines
      .map(
        (line) =>
          `- [${line.source.title}](${line.source.href}): ${line.client}`,
      )
      .join("\n");
  const person = intl.formatMessage(
    {
      id: "chat.brain.clientsPerson",
      defaultMessage:
        "A person on our team can tell you more about this work: write to us through {contact}.",
    },
    { contact: `[${contact.title}](${contact.href})` },
  );
  if (matching.length === 0 && question.asked)
    return {
      text: [
        intl.formatMessage(
          {
            id: "chat.brain.clientsNoneOfKind",
            defaultMessage:
              "Our site does not name any “{asked}” among our clients. Our case studies describe these clients, without naming them:",
          },
          { asked: question.asked },
        ),
        list(all),
        person,
      ].join("\n\n"),
      sources: [...all.map((line) => line.source), contact],
    };
  return {
    text: [
      intl.formatMessage({
        id: "chat.brain.clientsList",
        defaultMessage:
          "Our case studies describe our clients without naming them:",
      }),
      list(matching),
      person,
    ].join("\n\n"),
    sources: matching.map((line) => line.source),
  };
}
