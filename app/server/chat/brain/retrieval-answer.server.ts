import type { IntlShape } from "react-intl";
import { normaliseMessage } from "~/domain/chat/detect-intent";
import { site } from "~/content/site";
import { type Locale } from "~/i18n/locale";
import { countedKeys } from "./asked-subject";
import { isCaseStudyMetadata } from "./content-documents.server";
import {
  neededFor,
  sentenceCoverage,
  type ScoredPassage,
  FIGURE,
} from "./grounding.server";
import {
  plainWords,
  processTerm,
  queryGroups,
  type QueryGroup,
} from "./knowledge-index.server";
import { namesIn, nounsOf } from "./nouns";
import { foldAccents } from "./folded-text";
import { conceptWords, isConceptToken } from "./vocabulary";
import {
  splitSentences,
  type KnowledgeDocument,
  type KnowledgeKind,
} from "./knowledge-document.server";
import { queryTerms, type KnowledgeIndex } from "./knowledge-index.server";
import {
  documentById,
  link,
  sourceOf,
  words,
  type AnswerInput,
  type OfflineAnswer,
  type Speaker,
} from "./offline-answer-kit.server";

/**
 * The offline brain's answer from the site's passages (decision 057), and what it says when
 * they do not answer: the closest passage, or plainly that the site does not say, with a
 * person offered. Also the curated answers staff write, and the solutions overview.
 */

/** A lead shorter than this is a figure or a list item: it answers "how many?", not "what?". */
const MIN_LEAD_WORDS = 7;
const WHO_OR_WHERE = {
  en: /\b(?:where|who|whom|which (?:client|country|countries|organi[sz]ation|agency|ministry|government))\b/i,
  fr: /(?:\bo[uù]\b|\bqui\b|\bquel(?:le)?s? (?:client|pays|organisme|organisation|minist[eè]re|gouvernement)\b)/i,
};
const FIGURE_QUESTION = {
  en: /\b(?:how many|how much|what percentage|how fast|how quickly|how long|what share)\b/i,
  fr: /\b(?:combien|quel pourcentage|quelle part|quel d[ée]lai)\b/i,
};

/** At most this many words in a retrieval answer's lead and detail. */
const ANSWER_WORDS = 95;
// A question a visitor expects "yes" or "no" to: it opens with an auxiliary ("Do you…",
// "Can applicants…") or, in French, with "Est-ce que" or an inverted verb ("Offrez-vous…").
const YES_NO = {
  en: /^(?:do|does|did|can|could|is|are|was|will|would|have|has|should)\b/i,
  fr: /^(?:est[- ]ce qu|[a-zà-ÿ]+-(?:vous|ils|elles|il|elle|on)\b|(?:pouvez|offrez|proposez|avez|faites|etes|êtes|travaillez|acceptez|prenez|gerez|gérez)\b)/i,
};
/** The question's groups for the names it gives ("Portuguese", "SAML"), less generic ones. */
function namedGroups(message: string, groups: QueryGroup[]): QueryGroup[] {
  const names = new Set(
    namesIn(message).map((name) => processTerm(name) ?? name),
  );
  return groups.filter((group) => !group.generic && names.has(group.key));
}

/** "Do you have / offer / build…?", « Proposez-vous… ? »: whether we have a thing. */
const ASKS_TO_HAVE =
  /^(?:do|does) (?:you|kestrel|your (?:company|firm|team))(?: also)? (?:have|offer|provide|sell|build|make|supply)\b|^(?:avez|proposez|offrez|fournissez|vendez|developpez|concevez)[- ]vous\b|^est[- ]ce que vous (?:avez|proposez|offrez|fournissez|vendez|developpez|concevez)\b/i;

/** The question's groups for the things it names (nouns.ts), not its verbs or generic words. */
function thingGroups(
  message: string,
  groups: QueryGroup[],
  locale: Locale,
): QueryGroup[] {
  const nouns = new Set(
    [...nounsOf(message, locale)].map((noun) => processTerm(noun) ?? noun),
  );
  return groups.filter(
    (group) =>
      !group.generic && !isConceptToken(group.key) && nouns.has(group.key),
  );
}

/** "Always", "only", « toujours », « uniquement »: a question of all or nothing. */
const ABSOLUTE =
  /\b(?:always|never|only|every time|in every case|necessarily|toujours|jamais|seulement|uniquement|forcement|forcément|obligatoirement|dans tous les cas)\b/i;

/** A line that says it of every case: "confirms or corrects every finding", « chaque constat ». */
const SAYS_EVERY = new RegExp(
  `${ABSOLUTE.source}|\\b(?:every|each|all|chaque|tous|toutes)\\b`,
  "i",
);

/** Our name opens many of the pages' sentences ("Kestrel Civic Technologies is…"). */
const OWN_NAME = site.name.split(" ")[0]!;

/** Concepts whose phrases are alternatives to one another (a nationality), not synonyms. */
const ALTERNATIVE_CONCEPTS: ReadonlySet<string> = new Set(["qznationalityqz"]);

function saysTheAlternativeAsked(
  asked: string,
  groups: QueryGroup[],
  line: string,
): boolean {
  const askedWords = conceptWords(plainWords(asked));
  const lineWords = new Set(plainWords(line));
  return groups.every(
    (group) =>
      !ALTERNATIVE_CONCEPTS.has(group.key) ||
      [...(askedWords.get(group.key) ?? [])].every((word) =>
        lineWords.has(word),
      ),
  );
}

/** A statement that says what is not so: never the "yes" to a question. */
const NEGATES =
  /\b(?:(?:do|does|did|is|are|was|were|will|would|can|could|should|has|have|need)(?: not|n['’]t)|cannot|never|neither|nor)\b|\bne\b[^.!?]*\b(?:pas|jamais|plus|aucun|aucune)\b|\bn['’][a-zà-ÿ]+ (?:pas|jamais|plus|aucun|aucune)\b|\bni\b[^.!?]*\bni\b/i;

// A question that asks for a list: "Which sectors…", "Who are your partners?", "Quels secteurs…"
// (not "which one…?", which asks for one).
// "What technology partners do you work with?" asks for one too; the list is only given when the
// best page is made of named sections (listFor), so a wide pattern cannot turn an answer into a list.
const LIST_QUESTION = {
  en: /^(?:which(?! one\b| (?:of them|of those|of these)\b)|who are|what are|list|name|what (?:[a-z-]+ ){1,3}(?:(?:do|does|are) (?:you|kestrel|your|the)|comes? with))\b/i,
  fr: /^(?:quel(?:le)?s\b|qui sont|lesquel|avec qui|avec quel)/i,
};

/** Pages whose passages can be close to an answer they do not give: what we build and have built. */
const NEAR_MISS_KINDS: ReadonlySet<KnowledgeKind> = new Set([
  "solution",
  "capability",
  "platform",
  "case_study",
  "insight",
  "tiers",
  "blueprint",
  "about",
]);

function clipWords(text: string, budget: number): string {
  const parts = text.split(/\s+/);
  if (parts.length <= budget) return text;
  // Whole sentences only: a clipped one could change what the page says.
  const kept: string[] = [];
  let used = 0;
  for (const sentence of splitSentences(text)) {
    const size = words(sentence);
    if (kept.length > 0 && used + size > budget) break;
    kept.push(sentence);
    used += size;
  }
  return kept.join(" ");
}

/** "Payments and issuance: Card, bank transfer…" → its statement, "Card, bank transfer…". */
function statementOf(passage: string): string {
  const match = /^([^:.!?]{2,80}?)\s?:\s+(\S[\s\S]*)$/.exec(passage);
  if (!match) return passage;
  const rest = match[2]!;
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}

function firstSentence(text: string): string {
  return splitSentences(text)[0] ?? text;
}

/**
 * The answer from the site's passages (decision 057): a sentence that answers the question
 * first, then the supporting passages in reading order, then the pages drawn on. A
 * question the site does not answer gets that said plainly, and a person offered.
 */
export function retrievalAnswer(
  input: AnswerInput,
  speaker: Speaker,
): OfflineAnswer {
  const { grounding } = input;
  const { intl } = speaker;
  const locale = input.locale ?? "en";
  const { passages } = grounding;
  if (
    grounding.confidence !== "answered" &&
    input.intent === "solution_area" &&
    (grounding.keyTerms ?? 0) === 0
  )
    // "What do you do?" has no subject to search for: the overview answers it.
    return solutionsOverviewAnswer(input.index, speaker);
  if (grounding.confidence === "none" || passages.length === 0)
    return nothingFound(input.index, intl, grounding.subject);
  if (grounding.confidence === "weak")
    // A near miss from the careers or contact pages ("certification costs covered" for an ISO
    // question) is a coincidence of words, not something close to the answer.
    return NEAR_MISS_KINDS.has(passages[0]!.passage.document.kind)
      ? closestOnly(input.index, passages[0]!, speaker, grounding.subject)
      : nothingFound(input.index, intl, grounding.subject);

  const message = input.message.trim();
  const pages = [...new Set(passages.map((scored) => scored.passage.document))];
  // The lead is the sentence of the best passages that names most of what was asked (a
  // heading-like fragment or a bare figure answers "how many?", not "what?").
  const groups = queryGroups(input.message, locale);
  const figureQuestion = FIGURE_QUESTION[locale].test(message);
  // "Where was it?", "for which client?": a case study's client line answers those, and only those.
  const whoOrWhere = WHO_OR_WHERE[locale].test(message);
  const countedWords = countedKeys(message, groups);
  const counted = groups.filter((group) => countedWords.has(group.key));
  let best = passages[0]!;
  let leadText = firstSentence(best.passage.text);
  let leadScore = -1;
  passages.forEach((scored, rank) => {
    for (const sentence of splitSentences(scored.passage.text)) {
      const size = words(statementOf(sentence));
      if (!figureQuestion && size < MIN_LEAD_WORDS) continue;
      if (!whoOrWhere && isCaseStudyMetadata(sentence)) continue;
      // The heading counts: a value under "Our core values" answers "what are your values?".
      // "How long?" is answered by a sentence with a figure: it outranks one that only names the
      // subject's word ("weeks of silence"), though not one that names more of the question.
      const hasFigure = figureQuestion && FIGURE.test(sentence);
      const figure = hasFigure ? 0.5 : 0;
      // "How many citizens…?": a figure that names what is counted is the answer itself.
      const counts =
        hasFigure && sentenceCoverage(sentence, counted) > 0 ? 2 : 1;
      const score =
        (figure +
          sentenceCoverage(sentence, groups, grounding.weights) +
          0.5 *
            sentenceCoverage(
              scored.passage.heading ?? "",
              groups,
              grounding.weights,
            )) *
          10 *
          counts -
        rank;
      if (score > leadScore) {
        [best, leadText, leadScore] = [scored, sentence, score];
      }
    }
  });
  if (!whoOrWhere && isCaseStudyMetadata(leadText)) {
    // Only the client line matched: the case study's summary opens instead, the line follows.
    const summary = best.passage.document.passages?.find(
      (passage) => !isCaseStudyMetadata(passage.text),
    );
    if (summary) leadText = firstSentence(summary.text);
  }
  const listed = listFor(input, best, passages, locale);
  // What the opening names its lead by: the section's heading where it names what was asked
  // ("Our core values"), else the page's title.
  const heading = best.passage.heading;
  const leadTitle =
    heading && namesTheQuestion(heading, input.message)
      ? heading
      : best.passage.document.title;
  // A list opens with its page's title: for the page's sections, with the page's own lead.
  const opening = listed
    ? intl.formatMessage(
        { id: "chat.brain.listLead", defaultMessage: "{title}: {lead}" },
        {
          title: leadTitle,
          lead: lowerFirst(
            listed.sections
              ? firstSentence(
                  best.passage.document.passages?.[0]?.text ??
                    best.passage.text,
                )
              : leadText,
          ),
        },
      )
    : leadText;
  // "Yes" only when the sentence names everything the question asks about, and every notion of
  // the domain it names: "are you an official Microsoft partner?" is not answered yes by "we
  // deploy on Microsoft Azure".
  const titledLead = `${best.passage.document.title}: ${leadText}`;
  const lead =
    // (The visitor's own message: a follow-up searched with the yes-or-no question before it
    // may ask "what kind…?".)
    YES_NO[locale].test((input.asked ?? message).trim()) &&
    sentenceCoverage(titledLead, groups) >=
      neededFor(grounding.keyTerms ?? 0) &&
    groups.every(
      (group) =>
        !isConceptToken(group.key) ||
        group.generic ||
        sentenceCoverage(titledLead, [group]) > 0,
    ) &&
    // "Is Kestrel an American company?" is not answered yes by "a Canadian company": where a
    // concept groups alternatives, the visitor's own words for it must be in the line.
    saysTheAlternativeAsked(input.asked ?? message, groups, titledLead) &&
    // "They do not imply a formal partnership" answers "are you a Gold partner?" with a no.
    !NEGATES.test(leadText) &&
    // "Are drones always the best way?": a line that never says "always" is no yes to it.
    !(
      ABSOLUTE.test(input.asked ?? message) &&
      !SAYS_EVERY.test(`${titledLead} ${leadText}`)
    ) &&
    // Nor is "is Portuguese a must-have for the consultant role?" answered yes by a line of
    // requirements that never names Portuguese.
    namedGroups(input.asked ?? message, groups).every(
      (group) => sentenceCoverage(titledLead, [group]) > 0,
    ) &&
    // Nor "do you have a land registry solution?" by a line on tax registration: a yes to
    // whether we have a thing names every thing asked for.
    (!ASKS_TO_HAVE.test(foldAccents(input.asked ?? message)) ||
      thingGroups(input.asked ?? message, groups, locale).every(
        (group) => sentenceCoverage(titledLead, [group]) > 0,
      ))
      ? intl.formatMessage(
          { id: "chat.brain.yesLead", defaultMessage: "Yes: {statement}" },
          { statement: lowerFirst(statementOf(leadText)) },
        )
      : namesTheQuestion(opening, input.message)
        ? opening
        : // A lead found through a synonym or its heading ("Each model proves itself in four
          // steps" for "deploy AI responsibly") opens with its page's title, which names the
          // subject, so the first sentence says what it answers.
          intl.formatMessage(
            { id: "chat.brain.listLead", defaultMessage: "{title}: {lead}" },
            {
              title: leadTitle,
              lead: lowerFirst(opening),
            },
          );
  const used = new Set([leadText]);
  const paragraphs = [lead];
  let budget = ANSWER_WORDS - words(lead);
  if (listed) {
    const items = listed.items.filter(
      (item) => !used.has(item) && !item.includes(leadText),
    );
    const bullets: string[] = [];
    for (const item of items) {
      if (budget - words(item) < 0 && bullets.length >= 2) break;
      bullets.push(`- ${item}`);
      budget -= words(item);
    }
    if (bullets.length > 0) paragraphs.push(bullets.join("\n"));
  } else {
    // The rest of the best passage, then the others, in the order the pages read.
    const rest = best.passage.text.replace(leadText, "").trim();
    const detail: string[] = [];
    if (rest) detail.push(rest);
    const others = passages
      .filter((scored) => scored !== best)
      .sort(
        (a, b) =>
          pages.indexOf(a.passage.document) -
            pages.indexOf(b.passage.document) ||
          a.passage.order - b.passage.order,
      );
    for (const scored of others) {
      const text = scored.passage.text;
      if (used.has(text) || detail.includes(text)) continue;
      detail.push(text);
    }
    const kept: string[] = [];
    for (const text of detail) {
      const clipped = clipWords(text, Math.max(budget, 0));
      if (!clipped || words(clipped) > budget) break;
      kept.push(clipped);
      budget -= words(clipped);
    }
    if (kept.length > 0) paragraphs.push(kept.join(" "));
  }
  paragraphs.push(
    intl.formatMessage(
      {
        id: "chat.brain.moreOn",
        defaultMessage:
          "More on {pages}. Would you like to know more, or shall I arrange a call with one of our consultants?",
      },
      { pages: joinLinks(pages, locale) },
    ),
  );
  return { text: paragraphs.join("\n\n"), sources: pages.map(sourceOf) };
}

/**
 * What a pricing question asks for, when it names more than a price ("a day rate", "a quote",
 * "une soumission"): the reply's first sentence says we cannot give that, so it answers the
 * question in its own words. Fixed phrases, never the visitor's text; null for "price" or "cost",
 * which the usual sentence names already.
 */
const ASKED_PRICES: Record<Locale, Array<[RegExp, string]>> = {
  en: [
    [/\b(?:day|daily) rates?\b/, "a day rate"],
    [/\bhourly rates?\b/, "an hourly rate"],
    [/\bquot(?:e|es|ation)\b/, "a quote"],
    [/\bball ?park\b/, "a ballpark figure"],
    [/\bestimates?\b/, "an estimate"],
    [/\b(?:total|overall) costs?\b/, "a total cost"],
    [/\bdiscounts?\b/, "a discount"],
    [/\bbudget\b/, "a budget figure"],
  ],
  fr: [
    [
      /\btaux (?:journalier|quotidien)s?\b|\btarifs? (?:journalier|quotidien)s?\b/,
      "de taux journalier",
    ],
    [/\btaux horaires?\b/, "de taux horaire"],
    [/\bsoumissions?\b/, "de soumission"],
    [/\bdevis\b/, "de devis"],
    [/\bordre de grandeur\b/, "d’ordre de grandeur"],
    [/\bcouts? (?:total|global)\b/, "de coût total"],
    [/\bestimations?\b|\bestim(?:e|es|ez|er)\b/, "d’estimation"],
    [/\b(?:rabais|remises?)\b/, "de rabais"],
    [/\bbudget\b/, "de chiffre de budget"],
    [/\bhonoraires\b|\btarifs?\b/, "nos tarifs"],
  ],
};

export function askedPrice(message: string, locale: Locale): string | null {
  const text = normaliseMessage(message);
  return (
    ASKED_PRICES[locale].find(([pattern]) => pattern.test(text))?.[1] ?? null
  );
}

/** The sentence names one of the question's own words (not only a synonym of one). */
export function namesTheQuestion(sentence: string, question: string): boolean {
  const words: QueryGroup[] = queryTerms(question)
    .filter((term) => !isConceptToken(term))
    .map((term) => ({ key: term, terms: [term], generic: false }));
  return sentenceCoverage(sentence, words) > 0;
}

export function lowerFirst(text: string): string {
  // An acronym or a name ("ICAO", "MOSIP", "Microsoft", our own) keeps its capital, and so
  // does a label before its colon ("Global Inclusion: …").
  return /^[A-ZÀ-Þ][a-zà-ÿ]/.test(text) &&
    !/^(?:I\b|[A-Z][a-z]+[A-Z])/.test(text) &&
    !text.startsWith(OWN_NAME) &&
    !/^[A-ZÀ-Þ][\p{L}-]*(?: [A-ZÀ-Þ][\p{L}-]*)*\s?:/u.test(text)
    ? text.charAt(0).toLowerCase() + text.slice(1)
    : text;
}

function joinLinks(documents: KnowledgeDocument[], locale: Locale): string {
  // Two documents of one page (the Blueprint and its engagement options) are one link.
  const pages = documents.filter(
    (document, at) =>
      documents.findIndex((other) => other.href === document.href) === at,
  );
  const links = pages.map((document) => link(document.title, document.href));
  if (links.length <= 1) return links.join("");
  const and = locale === "fr" ? " et " : " and ";
  return `${links.slice(0, -1).join(", ")}${and}${links.at(-1)}`;
}

/** The label of an item written "Label: text" (a few words before the colon). */
const LABEL = /^([^:.!?]{2,40}?)\s?:\s/;

/**
 * For a list question on a page about the subject ("Which technology partners do you have?"), the
 * page's sections are the list; otherwise the best passages are.
 */
function listFor(
  input: AnswerInput,
  best: ScoredPassage,
  passages: ScoredPassage[],
  locale: Locale,
): { items: string[]; sections: boolean } | null {
  if (!LIST_QUESTION[locale].test((input.asked ?? input.message).trim()))
    return null;
  const document = best.passage.document;
  const headings = [
    ...new Set(
      (document.passages ?? [])
        .map((passage) => passage.heading)
        .filter(
          (heading): heading is string =>
            heading !== undefined && heading !== document.title,
        ),
    ),
  ];
  // Headings that are names ("Microsoft Azure (Hyperscale cloud)": a capital past the first
  // word) make the list; a page of section titles ("What every platform includes") does not.
  const named = headings.filter(
    (heading) => words(heading) <= 7 && /\s\(?[A-Z]/.test(heading),
  );
  if (named.length >= 3 && named.length === headings.length)
    return { items: named, sections: true };
  // A section of labelled items ("Innovation: …", "Transparency: …") is listed by its labels,
  // every one of them: "what are your values?" wants the five, not the first two explained.
  const section = (document.passages ?? []).filter(
    (passage) => passage.heading && passage.heading === best.passage.heading,
  );
  const labels = section.flatMap(
    (passage) => LABEL.exec(passage.text)?.[1] ?? [],
  );
  if (labels.length >= 3 && labels.length >= section.length - 1)
    return { items: labels, sections: false };
  return {
    items: passages.map((scored) => scored.passage.text),
    sections: false,
  };
}

export function curatedAnswer(
  input: AnswerInput,
  { intl }: Speaker,
): OfflineAnswer {
  const curated = input.grounding.curated!;
  const page = curated.href
    ? input.index.documents.find(
        (document) =>
          document.kind !== "curated" && document.href === curated.href,
      )
    : undefined;
  const cited = page ?? (curated.href ? curated : undefined);
  const paragraphs = [curated.text];
  if (cited)
    paragraphs.push(
      intl.formatMessage(
        {
          id: "chat.brain.curatedMore",
          defaultMessage: "More on {page}.",
        },
        { page: link(cited.title, cited.href) },
      ),
    );
  return {
    text: paragraphs.join("\n\n"),
    sources: cited ? [{ title: cited.title, href: cited.href }] : [],
    curatedAnswerId: curated.curated?.id,
  };
}

/** A near-miss told as such: what the site says closest to the question, and a person who can answer. */
function closestOnly(
  index: KnowledgeIndex,
  closest: ScoredPassage,
  { intl }: Speaker,
  subject?: string,
): OfflineAnswer {
  const contact = documentById(index, "page:contact");
  const page = closest.passage.document;
  const values = {
    page: link(page.title, page.href),
    passage: clipWords(closest.passage.text, 45),
  };
  return {
    text: [
      subject
        ? intl.formatMessage(
            {
              id: "chat.brain.closestOnlyAbout",
              defaultMessage:
                "Our site does not say anything about “{subject}”, so I would rather not guess. The closest it says, on {page}: {passage}",
            },
            { ...values, subject },
          )
        : intl.formatMessage(
            {
              id: "chat.brain.closestOnly",
              defaultMessage:
                "Our site does not say that exactly, so I would rather not guess. The closest it says, on {page}: {passage}",
            },
            values,
          ),
      intl.formatMessage(
        {
          id: "chat.brain.personCanAnswer",
          defaultMessage:
            "A person on our team can answer it: write to us through {contact}, or I can hand this conversation to a person.",
        },
        { contact: link(contact.title, contact.href) },
      ),
    ].join("\n\n"),
    sources: [sourceOf(page), sourceOf(contact)],
    confidence: "weak",
  };
}

export function solutionsOverviewAnswer(
  index: KnowledgeIndex,
  { intl, copy }: Speaker,
  /** "What does Kestrel do?" asks about us as well as our solutions: the About page too. */
  withAbout = false,
): OfflineAnswer {
  const overview = documentById(index, "page:solutions");
  const about = withAbout ? documentById(index, "page:about") : null;
  const list = copy.solutions
    .map((solution) => `- ${link(solution.name, solution.href)}`)
    .join("\n");
  return {
    overview: true,
    text: [
      about
        ? `${copy.description} ${intl.formatMessage(
            {
              id: "chat.brain.aboutUs",
              defaultMessage: "Who we are and how we work: {about}.",
            },
            { about: link(about.title, about.href) },
          )}`
        : copy.description,
      intl.formatMessage(
        {
          id: "chat.brain.solutionsList",
          defaultMessage: "{lead} Our {overview}:",
        },
        {
          lead: copy.solutionsLead,
          overview: link(overview.title, overview.href),
        },
      ) + `\n${list}`,
      intl.formatMessage({
        id: "chat.brain.whichOne",
        defaultMessage: "Which one would you like to know more about?",
      }),
    ].join("\n\n"),
    sources: [sourceOf(overview), ...(about ? [sourceOf(about)] : [])],
  };
}

/**
 * "Our site does not say": the first sentence names what was asked in the visitor's words
 * (`subject`, see asked-subject.ts) when the question has a subject, so it answers the question.
 */
export function nothingFound(
  index: KnowledgeIndex,
  intl: IntlShape,
  subject?: string,
): OfflineAnswer {
  const [contact, plan] = [
    documentById(index, "page:contact"),
    documentById(index, "page:blueprint"),
  ];
  const pages = {
    contact: link(contact.title, contact.href),
    plan: link(plan.title, plan.href),
  };
  return {
    text: subject
      ? intl.formatMessage(
          {
            id: "chat.brain.nothingFoundAbout",
            defaultMessage:
              "Our site does not say anything about “{subject}”, so I would rather not guess. Our team can answer it directly: write to us through {contact}, or start with a {plan}. If you prefer, I can also hand this conversation to a person.",
          },
          { ...pages, subject },
        )
      : intl.formatMessage(
          {
            id: "chat.brain.nothingFound",
            defaultMessage:
              "I could not find that on our site, so I would rather not guess. Our team can answer it directly: write to us through {contact}, or start with a {plan}. If you prefer, I can also hand this conversation to a person.",
          },
          pages,
        ),
    sources: [sourceOf(contact), sourceOf(plan)],
    confidence: "none",
  };
}
