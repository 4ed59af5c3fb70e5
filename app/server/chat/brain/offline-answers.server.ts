import type { IntlShape } from "react-intl";
import type { ChatAction, ChatSource } from "~/domain/chat/chat-api";
import type { ChatIntent } from "~/domain/chat/chat-intent";
import { solutionAreaWords } from "~/domain/chat/detect-intent";
import { chatIntlFor } from "~/domain/chat/chat-intl";
import { localizedPath, type Locale } from "~/i18n/locale";
import { answerFromDocuments } from "./document-answer.server";
import type {
  KnowledgeDocument,
  KnowledgeKind,
} from "./knowledge-document.server";
import {
  queryTerms,
  type KnowledgeIndex,
  type RetrievedDocument,
} from "./knowledge-index.server";
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
};

export type AnswerInput = {
  intent: ChatIntent;
  message: string;
  index: KnowledgeIndex;
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

function words(text: string): number {
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
      return {
        text: [
          intl.formatMessage(
            {
              id: "chat.brain.pricingIntro",
              defaultMessage: "{intro} Our {options}, and what each includes:",
            },
            {
              intro: copy.tiersIntro,
              options: link(options.title, options.href),
            },
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
              defaultMessage: "Happy to arrange that. {promise}",
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
          intl.formatMessage({
            id: "chat.brain.officesIntro",
            defaultMessage: "Our offices:",
          }),
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

/**
 * The documents that answer the question: every word of a one- or two-word question matched,
 * at least half of a longer one. ("Kubernetes operators" must not be answered by a page that
 * only mentions operators.)
 */
function relevant(
  input: AnswerInput,
  kinds: KnowledgeKind[],
): RetrievedDocument[] {
  const { terms, documents } = input.index.retrieve(input.message, {
    kinds,
    limit: 4,
  });
  const needed = terms.length <= 2 ? terms.length : Math.ceil(terms.length / 2);
  return documents.filter((retrieved) => retrieved.matchedTerms.size >= needed);
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

function quoteFrom(retrieved: RetrievedDocument, budget: number): string {
  const chosen: typeof retrieved.sentences = [];
  let used = 0;
  for (const sentence of retrieved.sentences) {
    const size = words(sentence.text);
    if (size < 5 || chosen.some((other) => other.text === sentence.text))
      continue;
    if (chosen.length > 0 && used + size > budget) continue;
    chosen.push(sentence);
    used += size;
    if (chosen.length === 3) break;
  }
  // In page order, so the sentences read as the page does.
  return chosen
    .sort((a, b) => a.index - b.index)
    .map((sentence) => sentence.text)
    .join(" ");
}

function retrievalAnswer(input: AnswerInput, speaker: Speaker): OfflineAnswer {
  const { intl } = speaker;
  // Job adverts answer "careers", not questions about what we do.
  const found = relevant(input, [
    "solution",
    "capability",
    "platform",
    "case_study",
    "insight",
    "tiers",
    "blueprint",
    "careers",
    "offices",
    "about",
    "contact",
    "portal",
  ]);
  if (found.length === 0) {
    // "What do you do?" has no word to search for: the overview answers it. A question with words
    // of its own that match nothing ("Kubernetes?") gets an honest "not on our site".
    const generic = queryTerms(input.message).length === 0;
    return input.intent === "solution_area" && generic
      ? solutionsOverviewAnswer(input.index, speaker)
      : nothingFound(input.index, intl);
  }
  const [first, second] = found;
  const picked = [first!];
  if (
    second &&
    second.document.href !== first!.document.href &&
    second.score >= first!.score * 0.5
  )
    picked.push(second);
  const budget = picked.length === 1 ? 90 : 50;
  const paragraphs = picked.map((retrieved) =>
    intl.formatMessage(
      { id: "chat.brain.quoteFrom", defaultMessage: "From {page}: {quote}" },
      {
        page: link(retrieved.document.title, retrieved.document.href),
        quote: quoteFrom(retrieved, budget),
      },
    ),
  );
  paragraphs.push(
    intl.formatMessage({
      id: "chat.brain.moreOrCall",
      defaultMessage:
        "Would you like to know more, or shall I arrange a call with one of our consultants?",
    }),
  );
  return {
    text: paragraphs.join("\n\n"),
    sources: picked.map((retrieved) => sourceOf(retrieved.document)),
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

function nothingFound(index: KnowledgeIndex, intl: IntlShape): OfflineAnswer {
  const [contact, plan] = [
    documentById(index, "page:contact"),
    documentById(index, "page:blueprint"),
  ];
  return {
    text: intl.formatMessage(
      {
        id: "chat.brain.nothingFound",
        defaultMessage:
          "I could not find that on our site, so I would rather not guess. Our team can answer it directly: write to us through {contact}, or start with a {plan}. If you prefer, I can also hand this conversation to a person.",
      },
      {
        contact: link(contact.title, contact.href),
        plan: link(plan.title, plan.href),
      },
    ),
    sources: [sourceOf(contact), sourceOf(plan)],
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
  return {
    text: [
      copy.careersLead,
      // A language whose copy lists no roles sends the visitor to the page that does.
      ...(listed.length > 0
        ? [`${intro}\n${listed.map((job) => `- ${job.line}`).join("\n")}`]
        : []),
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
