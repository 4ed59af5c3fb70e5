import type { IntlShape } from "react-intl";
import type { ChatAction, ChatSource } from "~/domain/chat/chat-api";
import type { ChatIntent } from "~/domain/chat/chat-intent";
import {
  detectIntent,
  normaliseMessage,
  solutionAreaWords,
} from "~/domain/chat/detect-intent";
import { chatIntlFor } from "~/domain/chat/chat-intl";
import { localizedPath, type Locale } from "~/i18n/locale";
import { countedKeys } from "./asked-subject";
import { clientListAnswer, clientsQuestion } from "./client-list.server";
import { isCaseStudyMetadata } from "./content-documents.server";
import { answerFromDocuments } from "./document-answer.server";
import type { ReplyConfidence } from "../chat-brain.server";
import {
  ASKED_FOR_FIXED,
  neededFor,
  sentenceCoverage,
  type Grounding,
  type ScoredPassage,
  FIGURE,
} from "./grounding.server";
import {
  processTerm,
  queryGroups,
  type QueryGroup,
} from "./knowledge-index.server";
import { namesIn } from "./nouns";
import { isConceptToken } from "./vocabulary";
import { foldAccents } from "./folded-text";
import {
  splitSentences,
  type KnowledgeDocument,
  type KnowledgeKind,
} from "./knowledge-document.server";
import { queryTerms, type KnowledgeIndex } from "./knowledge-index.server";
import { chatSiteCopy, type ChatSiteCopy } from "./site-copy/site-copy";

/**
 * What the offline brain says for each intent. Every statement is one of the
 * site's own sentences (or a line built from its content objects, as the knowledge documents
 * are); the only other words are the connective phrases below, none of which contains a
 * digit. So an answer cannot carry a figure the site does not publish, and a test checks it.
 * The answer is in the conversation's language: the phrases through react-intl (French in
 * app/i18n/fr/chat.ts), the site's sentences from that language's index and copy
 * (site-copy/), and every link to a page in that language.
 */
export type OfflineAnswer = {
  text: string;
  sources: ChatSource[];
  action?: ChatAction;
  /** The overview of our solutions answered a question with no subject of its own. */
  overview?: boolean;
  /** Our clients, as the case studies describe them, answered "who are your clients?". */
  clientList?: boolean;
  /** The curated answer it gave first (decision 057). */
  curatedAnswerId?: string;
  /** What the reply turned out to stand on, when not the grounding's confidence (a not-found line). */
  confidence?: ReplyConfidence;
};

/** Intents a curated answer may answer (a greeting, a call or a person keep their own replies). */
const CURATED_INTENTS: ReadonlySet<ChatIntent> = new Set([
  "general",
  "solution_area",
  "pricing",
  "blueprint",
  "careers",
  "offices",
  "portal_access",
]);
const CURATED_ACTIONS: Partial<Record<ChatIntent, ChatAction>> = {
  pricing: "contact_form",
  blueprint: "contact_form",
};

export type AnswerInput = {
  intent: ChatIntent;
  /** The question as searched: a follow-up with what it leans on from earlier turns. */
  message: string;
  /** The visitor's own message, when it differs: how they ask ("which one…?" asks for one). */
  asked?: string;
  index: KnowledgeIndex;
  /** What the answer stands on (decision 057): the best passages and a matching curated answer. */
  grounding: Grounding;
  attachments: Array<{ name: string; text: string }>;
  /** The conversation's language; English when not given. */
  locale?: Locale;
};

/** What every answer is written with: the language's phrases, site copy and links. */
type Speaker = {
  intl: IntlShape;
  copy: ChatSiteCopy;
  /** A site path in the answer's language. */
  path: (to: string) => string;
};

function speakerFor(locale: Locale): Speaker {
  return {
    intl: chatIntlFor(locale),
    copy: chatSiteCopy(locale),
    path: (to) => localizedPath(to, locale),
  };
}

/** Words the careers answer ignores when looking for a matching role: they name every role. */
const CAREER_WORDS = new Set([
  "job",
  "jobs",
  "role",
  "roles",
  "position",
  "positions",
  "hiring",
  "career",
  "careers",
  "open",
  "vacancy",
  "vacancies",
  "work",
  "apply",
  "openings",
  "any",
  "hire",
]);

export function link(title: string, href: string): string {
  return `[${title.replace(/[[\]]/g, "")}](${href})`;
}

function sourceOf(document: KnowledgeDocument): ChatSource {
  return { title: document.title, href: document.href };
}

function documentById(index: KnowledgeIndex, id: string): KnowledgeDocument {
  const document = index.documents.find((candidate) => candidate.id === id);
  if (!document) throw new Error(`The chat knowledge has no document ${id}`);
  return document;
}

/** How many words a text has (the answers' budgets, the offline brain's unsaid passages). */
export function words(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

function formBelow(intl: IntlShape): string {
  return intl.formatMessage({
    id: "chat.brain.formBelow",
    defaultMessage:
      "Please leave your name, work e-mail and organisation in the form below.",
  });
}

export function composeOfflineAnswer(input: AnswerInput): OfflineAnswer {
  const { index } = input;
  const speaker = speakerFor(input.locale ?? "en");
  const { intl, copy, path } = speaker;
  const doc = (id: string) => documentById(index, id);
  const stepLine = (step: { title: string; description: string }) =>
    intl.formatMessage(
      { id: "chat.brain.stepLine", defaultMessage: "{title}: {description}" },
      step,
    );
  if (input.grounding.curated && CURATED_INTENTS.has(input.intent)) {
    const action = CURATED_ACTIONS[input.intent];
    return { ...curatedAnswer(input, speaker), ...(action ? { action } : {}) };
  }
  // "Is there a gym at the Ottawa office?": the offices answer would be a near-miss.
  if (
    (input.intent === "offices" || input.intent === "portal_access") &&
    (input.grounding.unknownTerms ?? 0) > 0
  ) {
    const answer = nothingFound(index, intl, input.grounding.subject);
    if (input.intent !== "offices") return answer;
    // "An office in Europe?": the site does not say, and where our offices are is what it does say.
    const where = intl.formatMessage(
      {
        id: "chat.brain.officesWhere",
        defaultMessage: "Our offices are in {cities}.",
      },
      {
        cities: copy.offices
          .map((office) => office.city)
          .join(input.locale === "fr" ? " et à " : " and "),
      },
    );
    return { ...answer, text: `${answer.text}\n\n${where}` };
  }
  const clients =
    input.intent === "general" || input.intent === "solution_area"
      ? clientsQuestion(input.message, input.locale ?? "en")
      : null;
  const clientList =
    clients &&
    clientListAnswer(index, clients, intl, sourceOf(doc("page:contact")));
  if (clientList)
    return { ...clientList, clientList: true, confidence: "answered" };
  if (
    (specificQuestion(input) && !asksIfHiring(input)) ||
    answeredByLegalPage(input)
  )
    return retrievalAnswer(input, speaker);
  // "What's the salary range for the architect opening?", "summer internships or co-op
  // placements?" (two things no page names): the careers reply would not say it.
  if (
    ASKED_FOR_FIXED.has(input.intent) &&
    (input.grounding.missesAskedFor ||
      (input.grounding.confidence !== "answered" &&
        (input.grounding.unknownTerms ?? 0) >= 2))
  )
    return retrievalAnswer(input, speaker);
  switch (input.intent) {
    case "greeting": {
      const [solutions, plan] = [doc("page:solutions"), doc("page:blueprint")];
      return {
        text: intl.formatMessage(
          {
            id: "chat.brain.greeting",
            defaultMessage:
              "Hello! I can explain our {solutions}, how a {blueprint} engagement works, our open roles on {careers}, or put you in touch with our team. What would you like to know?",
          },
          {
            solutions: link(solutions.title, solutions.href),
            blueprint: link(plan.title, plan.href),
            careers: link(
              intl.formatMessage({
                id: "chat.brain.careersLink",
                defaultMessage: "Careers",
              }),
              path("/careers"),
            ),
          },
        ),
        sources: [sourceOf(solutions), sourceOf(plan)],
      };
    }
    case "pricing": {
      const options = doc("page:engagement-options");
      const tiers = copy.tiers.map((tier) =>
        intl.formatMessage(
          {
            id: "chat.brain.tierLine",
            defaultMessage: "- **{name}** ({duration}): {features}.",
          },
          {
            name: tier.name,
            duration: tier.duration,
            features: tier.features.join("; "),
          },
        ),
      );
      const asked = askedPrice(input.message, input.locale ?? "en");
      const values = {
        intro: lowerFirst(copy.tiersIntro),
        options: link(options.title, options.href),
      };
      // "Pro bono work for humanitarian NGOs?": what the site never names is said first, then
      // what it does say about prices.
      // (Not the words of prices themselves: "the tiers" are what the reply lists.)
      const subject = input.grounding.subject;
      const unnamed =
        (input.grounding.unknownTerms ?? 0) > 0 &&
        subject &&
        detectIntent(subject) !== "pricing"
          ? intl.formatMessage(
              {
                id: "chat.brain.siteSaysNothingAbout",
                defaultMessage:
                  "Our site does not say anything about “{subject}”.",
              },
              { subject },
            )
          : null;
      return {
        text: [
          ...(unnamed ? [unnamed] : []),
          asked
            ? intl.formatMessage(
                {
                  id: "chat.brain.pricingIntroAsked",
                  defaultMessage:
                    "We cannot give {asked} here: {intro} Our {options}, and what each includes:",
                },
                { ...values, asked },
              )
            : intl.formatMessage(
                {
                  id: "chat.brain.pricingIntro",
                  defaultMessage:
                    "We publish no prices or costs: {intro} Our {options}, and what each includes:",
                },
                values,
              ),
          tiers.join("\n"),
          intl.formatMessage(
            {
              id: "chat.brain.pricingOffer",
              defaultMessage:
                "I can arrange a call with one of our consultants to scope yours. {formBelow}",
            },
            { formBelow: formBelow(intl) },
          ),
        ].join("\n\n"),
        sources: [sourceOf(options)],
        action: "contact_form",
      };
    }
    case "wants_call": {
      const [contact, plan] = [doc("page:contact"), doc("page:blueprint")];
      const topic = topicDocument(input);
      const pages = {
        formBelow: formBelow(intl),
        plan: link(plan.title, plan.href),
        contact: link(contact.title, contact.href),
      };
      return {
        text: [
          intl.formatMessage(
            {
              id: "chat.brain.callAccepted",
              defaultMessage: "Yes, we can arrange that call. {promise}",
            },
            { promise: copy.contactPromise },
          ),
          copy.nextSteps.slice(0, 1).map(stepLine).join(" "),
          topic
            ? intl.formatMessage(
                {
                  id: "chat.brain.callPagesWithTopic",
                  defaultMessage:
                    "{formBelow} More on our {plan} and {contact} pages, and on {topic}.",
                },
                { ...pages, topic: link(topic.title, topic.href) },
              )
            : intl.formatMessage(
                {
                  id: "chat.brain.callPages",
                  defaultMessage:
                    "{formBelow} More on our {plan} and {contact} pages.",
                },
                pages,
              ),
        ].join("\n\n"),
        sources: [
          sourceOf(plan),
          sourceOf(contact),
          ...(topic ? [sourceOf(topic)] : []),
        ],
        action: "contact_form",
      };
    }
    case "blueprint": {
      const plan = doc("page:blueprint");
      const steps = copy.journeySteps.map(
        (step) => `- **${step.title}** (${step.duration})`,
      );
      return {
        text: [
          copy.blueprintLead,
          intl.formatMessage(
            {
              id: "chat.brain.blueprintSteps",
              defaultMessage: "The steps of a {plan}:",
            },
            { plan: link(plan.title, plan.href) },
          ) + `\n${steps.join("\n")}`,
          intl.formatMessage(
            {
              id: "chat.brain.blueprintOffer",
              defaultMessage:
                "If you would like one for your organisation, I can arrange the discovery call. {formBelow}",
            },
            { formBelow: formBelow(intl) },
          ),
        ].join("\n\n"),
        sources: [sourceOf(plan)],
        action: "contact_form",
      };
    }
    case "careers":
      return careersAnswer(input, speaker);
    case "offices": {
      const contact = doc("page:contact");
      return {
        text: [
          intl.formatMessage(
            {
              id: "chat.brain.officesIntro",
              defaultMessage:
                "Our offices are in {cities}, and you can contact us by e-mail at {email}. Their addresses:",
            },
            {
              cities: copy.offices
                .map((office) => office.city)
                // « à Ottawa et à Atlanta »: French repeats the preposition.
                .join(input.locale === "fr" ? " et à " : " and "),
              email: copy.contactEmail,
            },
          ),
          copy.offices
            .map((office) =>
              intl.formatMessage(
                {
                  id: "chat.brain.officeLine",
                  defaultMessage: "- **{city}**: {line}",
                },
                office,
              ),
            )
            .join("\n"),
          intl.formatMessage(
            {
              id: "chat.brain.officesWrite",
              defaultMessage:
                "You can also write to us at {email}, or use the form on {contact}.",
            },
            {
              email: copy.contactEmail,
              contact: link(contact.title, contact.href),
            },
          ),
        ].join("\n\n"),
        sources: [sourceOf(contact)],
      };
    }
    case "portal_access": {
      const portal = doc("page:clients");
      const access = copy.portalAccess;
      return {
        text: [
          `${access.title}. ${access.body}`,
          intl.formatMessage(
            {
              id: "chat.brain.portalSignIn",
              defaultMessage:
                "Once invited, you sign in at {signIn}. {helpNote} Ask your account manager, or {contactUs}. More on the {portal}.",
            },
            {
              signIn: link(
                intl.formatMessage({
                  id: "chat.brain.signInLink",
                  defaultMessage: "Sign in",
                }),
                "/auth",
              ),
              helpNote: access.helpNote,
              contactUs: link(
                intl.formatMessage({
                  id: "chat.brain.contactUsLink",
                  defaultMessage: "contact us",
                }),
                path("/contact"),
              ),
              portal: link(portal.title, portal.href),
            },
          ),
        ].join("\n\n"),
        sources: [sourceOf(portal)],
      };
    }
    case "talk_to_person": {
      const contact = doc("page:contact");
      const [personReads] = copy.nextSteps;
      return {
        text: [
          intl.formatMessage({
            id: "chat.brain.handoffOffer",
            defaultMessage:
              "Of course. A member of our team can take this conversation over: leave your name, work e-mail and organisation in the form below, and they will answer you by e-mail.",
          }),
          intl.formatMessage(
            {
              id: "chat.brain.handoffFirstStep",
              defaultMessage: "{step} (See {contact}.)",
            },
            {
              step: stepLine(personReads!),
              contact: link(contact.title, contact.href),
            },
          ),
        ].join("\n\n"),
        sources: [sourceOf(contact)],
        action: "handoff_form",
      };
    }
    case "document": {
      const answer = answerFromDocuments(
        input.message,
        input.attachments,
        index,
        speaker,
      );
      return answer ?? retrievalAnswer(input, speaker);
    }
    case "solution_area":
    case "general":
      return retrievalAnswer(input, speaker);
  }
}

/** The pages a fixed intent's own answer stands on. */
const INTENT_KINDS: Partial<Record<ChatIntent, KnowledgeDocument["kind"][]>> = {
  careers: ["careers"],
  offices: ["offices"],
  portal_access: ["portal"],
};

/**
 * "How long do you keep my résumé if I don't get the job?": the privacy page answers what a
 * careers or offices reply would not. The legal pages are searched only for such questions.
 */
function answeredByLegalPage(input: AnswerInput): boolean {
  return (
    input.grounding.retrieval === "answered" &&
    input.grounding.passages[0]?.passage.document.kind === "legal"
  );
}

/**
 * A question about a detail of the careers, contact or portal page ("how long until a hiring
 * manager reads my résumé?") is answered by the passage that says it, not by the page's summary.
 */
function specificQuestion(input: AnswerInput): boolean {
  const kinds = INTENT_KINDS[input.intent];
  const best = input.grounding.passages[0];
  if (
    kinds === undefined ||
    best === undefined ||
    input.grounding.retrieval !== "answered"
  )
    return false;
  const groups = queryGroups(input.message, input.locale);
  const { document } = best.passage;
  // A role's advert answers a question that names the role ("the technical writer post, is it
  // a contract?"), by two words of its title; "are you hiring cloud engineers?" asks for roles.
  // ("The solutions consultant role": a generic word of the title counts beside one that is not.)
  if (document.kind === "job") {
    const inTitle = groups.filter(
      (group) => sentenceCoverage(document.title, [group]) > 0,
    );
    return (
      input.intent === "careers" &&
      inTitle.length >= 2 &&
      inTitle.some((group) => !group.generic)
    );
  }
  return (
    kinds.includes(document.kind) &&
    // Two things asked beyond the page's own name ("client portal"): a detail, not the page.
    groups.filter(
      (group) =>
        !group.generic && sentenceCoverage(document.title, [group]) === 0,
    ).length >= 2
  );
}

/** The page about the solution area a call request names ("a demo of the tax platform"), if any. */
function topicDocument(input: AnswerInput): KnowledgeDocument | null {
  const named = solutionAreaWords(input.message);
  if (named.length === 0) return null;
  return (
    input.index.retrieve(named.join(" "), {
      kinds: ["solution", "capability"],
      limit: 1,
    }).documents[0]?.document ?? null
  );
}

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

/**
 * A yes-or-no question whether we hire or have roles open, in either language ("Are you hiring
 * architects?", « Embauchez-vous des architectes ? »): the roles answer it, not a passage.
 */
const ASKS_FOR_OPENINGS =
  /^(?:hi,? |hello,? |bonjour,? )?(?:(?:are|is) (?:you|kestrel|your (?:company|firm|team))(?: \w+){0,2} (?:hiring|recruiting|looking for)|(?:do|does|will) (?:you|kestrel|your (?:company|firm|team))(?: \w+)? (?:hire|recruit|have (?:any )?(?:open|job|vacanc|opening|position|role|internship))|(?:are there|is there|any) (?:any )?(?:open |current )?(?:jobs?|vacanc|openings?|positions?|roles?|internships?)|(?:embauchez|recrutez|engagez)[- ]vous|(?:est[- ]ce que )?(?:vous )?(?:embauchez|recrutez)|(?:avez[- ]vous|y a[- ]t[- ]il) des (?:postes|emplois|stages|offres))/;

function asksIfHiring(input: AnswerInput): boolean {
  return (
    input.intent === "careers" &&
    ASKS_FOR_OPENINGS.test(foldAccents(input.message.trim().toLowerCase()))
  );
}

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
function retrievalAnswer(input: AnswerInput, speaker: Speaker): OfflineAnswer {
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
    // "They do not imply a formal partnership" answers "are you a Gold partner?" with a no.
    !NEGATES.test(leadText) &&
    // Nor is "is Portuguese a must-have for the consultant role?" answered yes by a line of
    // requirements that never names Portuguese.
    namedGroups(input.asked ?? message, groups).every(
      (group) => sentenceCoverage(titledLead, [group]) > 0,
    )
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
    [/\bordre de grandeur\b/, "d'ordre de grandeur"],
    [/\bcouts? (?:total|global)\b/, "de coût total"],
    [/\bestimations?\b|\bestim(?:e|es|ez|er)\b/, "d'estimation"],
    [/\b(?:rabais|remises?)\b/, "de rabais"],
    [/\bbudget\b/, "de chiffre de budget"],
    [/\bhonoraires\b|\btarifs?\b/, "nos tarifs"],
  ],
};

function askedPrice(message: string, locale: Locale): string | null {
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

function lowerFirst(text: string): string {
  // An acronym or a name ("ICAO", "MOSIP", "Microsoft") keeps its capital, and so does a
  // label before its colon ("Global Inclusion: …").
  return /^[A-ZÀ-Þ][a-zà-ÿ]/.test(text) &&
    !/^(?:I\b|[A-Z][a-z]+[A-Z])/.test(text) &&
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

function curatedAnswer(input: AnswerInput, { intl }: Speaker): OfflineAnswer {
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

function solutionsOverviewAnswer(
  index: KnowledgeIndex,
  { intl, copy }: Speaker,
): OfflineAnswer {
  const overview = documentById(index, "page:solutions");
  const list = copy.solutions
    .map((solution) => `- ${link(solution.name, solution.href)}`)
    .join("\n");
  return {
    overview: true,
    text: [
      copy.description,
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
    sources: [sourceOf(overview)],
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

function careersAnswer(
  input: AnswerInput,
  { intl, copy }: Speaker,
): OfflineAnswer {
  const careers = documentById(input.index, "page:careers");
  const specific = queryTerms(input.message).filter(
    (term) => !CAREER_WORDS.has(term),
  );
  const matching =
    specific.length > 0
      ? input.index
          .retrieve(specific.join(" "), { kinds: ["job"], limit: 5 })
          .documents.map((retrieved) =>
            copy.jobs.find((job) => retrieved.document.id === `job:${job.id}`),
          )
          .filter((job) => job !== undefined)
      : [];
  const listed = matching.length > 0 ? matching : copy.jobs.slice(0, 6);
  const intro =
    matching.length > 0
      ? intl.formatMessage({
          id: "chat.brain.rolesMatching",
          defaultMessage: "These open roles match what you asked:",
        })
      : intl.formatMessage({
          id: "chat.brain.someRoles",
          defaultMessage: "Some of our open roles:",
        });
  // "Are you hiring?" is a yes-or-no question: with roles open, the first word answers it. Not
  // every yes-or-no question about careers is: "do you sponsor visas?" is not answered "yes".
  const hiring =
    ASKS_FOR_OPENINGS.test(foldAccents(input.message.trim().toLowerCase())) &&
    chatSiteCopy("en").jobs.length > 0;
  const lead = hiring
    ? intl.formatMessage({
        id: "chat.brain.yesHiring",
        defaultMessage: "Yes, we are hiring.",
      }) +
      " " +
      copy.careersLead
    : copy.careersLead;
  // A language whose copy lists no roles sends the visitor to the page that does.
  const roles =
    listed.length > 0
      ? [`${intro}\n${listed.map((job) => `- ${job.line}`).join("\n")}`]
      : [];
  return {
    // "Any of those in Atlanta?": the roles that match answer it, so they come first.
    text: [
      ...(matching.length > 0 && !hiring ? [...roles, lead] : [lead, ...roles]),
      intl.formatMessage(
        {
          id: "chat.brain.applyOn",
          defaultMessage: "See every open role and apply on {careers}.",
        },
        { careers: link(careers.title, careers.href) },
      ),
    ].join("\n\n"),
    sources: [sourceOf(careers)],
  };
}
