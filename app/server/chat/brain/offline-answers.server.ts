import type { ChatAction } from "~/domain/chat/chat-api";
import type { ChatIntent } from "~/domain/chat/chat-intent";
import { detectIntent, solutionAreaWords } from "~/domain/chat/detect-intent";
import { clientListAnswer, clientsQuestion } from "./client-list.server";
import { answerFromDocuments } from "./document-answer.server";
import { foldAccents } from "./folded-text";
import { ASKED_FOR_FIXED, sentenceCoverage } from "./grounding.server";
import { queryGroups } from "./knowledge-index.server";
import type { KnowledgeDocument } from "./knowledge-document.server";
import {
  documentById,
  formBelow,
  link,
  sourceOf,
  speakerFor,
  type AnswerInput,
  type OfflineAnswer,
} from "./offline-answer-kit.server";
import { asksIfHiring, careersAnswer } from "./careers-answer.server";
import {
  askedPrice,
  lowerFirst,
  nothingFound,
  curatedAnswer,
  retrievalAnswer,
  solutionsOverviewAnswer,
} from "./retrieval-answer.server";

/**
 * What the offline brain says for each intent. Every statement is one of the
 * site's own sentences (or a line built from its content objects, as the knowledge documents
 * are); the only other words are the connective phrases below, none of which contains a
 * digit. So an answer cannot carry a figure the site does not publish, and a test checks it.
 * The answer is in the conversation's language: the phrases through react-intl (French in
 * app/i18n/fr/chat.ts), the site's sentences from that language's index and copy
 * (site-copy/), and every link to a page in that language.
 */
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
  // "In one or two sentences, what does Kestrel actually do?": the overview of what we do.
  if (
    (input.intent === "general" || input.intent === "solution_area") &&
    asksWhatWeDo(input.asked ?? input.message)
  )
    return solutionsOverviewAnswer(index, speaker, true);
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

/**
 * "What does Kestrel actually do?", "who are you?", « que fait votre entreprise ? »: the company
 * as a whole is asked about, which the overview of our solutions answers (not a page whose
 * passages happen to share a word with "actually" or « quelques mots »).
 */
const WHAT_WE_DO = [
  /\bwhat (?:exactly |actually |really )?(?:does|do) (?:kestrel(?: civic)?(?: technologies)?|you(?: guys| folks| all)?|your (?:company|firm|organi[sz]ation|team|business|consultancy)) (?:actually |exactly |really |even )?do(?: exactly| actually| really| for a living| as a company| in a nutshell)?\W*$/,
  /^(?:(?:hi|hello|hey|so)\W+)*(?:what is|what s|who is|who are) (?:kestrel(?: civic)?(?: technologies)?|you(?: guys)?)\W*$/,
  /\b(?:ce que|qu est ce que|que) (?:fait|font) (?:votre (?:entreprise|societe|firme|organisation|equipe|cabinet)|kestrel(?: civic)?)(?: exactement| au juste| concretement)?\W*$/,
  /\b(?:que faites vous|qu est ce que vous faites|vous faites quoi)(?: exactement| au juste| concretement| dans la vie)?\W*$/,
  /^(?:(?:bonjour|salut|alors)\W+)*(?:qui etes vous|qu est ce que kestrel(?: civic)?|c est quoi kestrel(?: civic)?)\W*$/,
];

export function asksWhatWeDo(message: string): boolean {
  // "In two sentences, what does Kestrel do? It's for a conference programme.": the question
  // may come with statements around it, but not with a second question the overview would not answer.
  const sentences = foldAccents(message)
    .replace(/[’'-]/g, " ")
    .split(/(?<=[.!?…])\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
  const questions = sentences.filter((sentence) => sentence.includes("?"));
  return (
    questions.length <= 1 &&
    sentences.some((sentence) =>
      WHAT_WE_DO.some((pattern) => pattern.test(sentence)),
    )
  );
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
    // "Get someone from your team on this chat": a person asked for is given, whatever the
    // terms say about the chat.
    input.intent !== "talk_to_person" &&
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
