import type { IntlShape } from "react-intl";
import { localizedPath, type Locale } from "~/i18n/locale";
import type { KnowledgeDocument } from "../brain/knowledge-document.server";
import { chatSiteCopy } from "../brain/site-copy/site-copy";
import {
  joinLinks,
  link,
  sourceOf,
  type Answer,
  type DeclineOpening,
} from "./compose-answer";
import type { RankedPassage } from "./features";
import { matchingRoles } from "./open-roles";
import type { PassageIndex } from "./passage-index";
import type { Question } from "./question";

/**
 * The replies an intent decides rather than a passage (decision 062): a greeting, a person, a
 * call, and the fixed lead-in of a price question. Each is the site's copy or a phrase of
 * app/i18n/fr/chat.ts, with the page it stands on.
 */
export type Speaker = { intl: IntlShape; locale: Locale; index: PassageIndex };

function pageAt(index: PassageIndex, path: string): KnowledgeDocument | null {
  const href = localizedPath(path, index.locale);
  return (
    index.documents.find((d) => d.href === href && d.kind !== "curated") ?? null
  );
}

function pageLink(speaker: Speaker, path: string, fallbackTitle: string) {
  const page = pageAt(speaker.index, path);
  return link(
    page?.title ?? fallbackTitle,
    localizedPath(path, speaker.locale),
  );
}

const formBelow = (intl: IntlShape) =>
  intl.formatMessage({
    id: "chat.brain.formBelow",
    defaultMessage:
      "Please leave your name, work e-mail and organisation in the form below.",
  });

function sourcesAt(speaker: Speaker, ...paths: string[]) {
  return paths
    .map((path) => pageAt(speaker.index, path))
    .filter((page): page is KnowledgeDocument => page !== null)
    .map(sourceOf);
}

export function greetingReply(speaker: Speaker): Answer {
  const { intl } = speaker;
  return {
    text: intl.formatMessage(
      {
        id: "chat.brain.greeting",
        defaultMessage:
          "Hello! I can explain our {solutions}, how a {blueprint} engagement works, our open roles on {careers}, or put you in touch with our team. What would you like to know?",
      },
      {
        solutions: pageLink(speaker, "/solutions", "Solutions"),
        blueprint: pageLink(speaker, "/blueprint", "Blueprint"),
        careers: link(
          intl.formatMessage({
            id: "chat.brain.careersLink",
            defaultMessage: "Careers",
          }),
          localizedPath("/careers", speaker.locale),
        ),
      },
    ),
    sources: sourcesAt(speaker, "/solutions", "/blueprint"),
    confidence: "answered",
  };
}

export function personReply(speaker: Speaker): Answer {
  return {
    text: speaker.intl.formatMessage({
      id: "chat.brain.handoffOffer",
      defaultMessage:
        "Of course. A member of our team can take this conversation over: leave your name, work e-mail and organisation in the form below, and they will answer you by e-mail.",
    }),
    // The form below the reply is the way on: no page to read first.
    sources: [],
    action: "handoff_form",
    confidence: "answered",
  };
}

export function callReply(speaker: Speaker): Answer {
  const { intl } = speaker;
  const promise = chatSiteCopy(speaker.locale).contactPromise;
  return {
    text: [
      intl.formatMessage(
        {
          id: "chat.brain.callAccepted",
          defaultMessage: "Yes, we can arrange that call. {promise}",
        },
        { promise },
      ),
      intl.formatMessage(
        {
          id: "chat.brain.callPages",
          defaultMessage:
            "{formBelow} Or choose a time yourself on {book}. More on our {plan} and {contact} pages.",
        },
        {
          formBelow: formBelow(intl),
          plan: pageLink(speaker, "/blueprint", "Blueprint"),
          contact: pageLink(speaker, "/contact", "Contact"),
          // The form keeps the request even if the visitor leaves; /book lets them pick a slot.
          book: link(
            intl.formatMessage({
              id: "chat.brain.bookLink",
              defaultMessage: "Book a consultation",
            }),
            localizedPath("/book", speaker.locale),
          ),
        },
      ),
    ].join("\n\n"),
    sources: sourcesAt(speaker, "/contact", "/blueprint"),
    action: "contact_form",
    confidence: "answered",
  };
}

/**
 * "What do you do?", "Who are you?": what the About page opens with (what we build, for whom,
 * in which areas), and where to read more.
 */
export function companyReply(speaker: Speaker): Answer | null {
  const about = pageAt(speaker.index, "/about");
  const opening = about?.passages?.[0]?.text;
  if (!about || !opening) return null;
  const solutions = pageAt(speaker.index, "/solutions");
  const pages = solutions ? [about, solutions] : [about];
  const more = speaker.intl.formatMessage(
    { id: "chat.brain.curatedMore", defaultMessage: "More on {page}." },
    { page: joinLinks(pages, speaker.locale) },
  );
  return {
    text: `${opening}\n\n${more}`,
    sources: pages.map(sourceOf),
    confidence: "answered",
  };
}

/** A price question: we publish none; what the pages say about how engagements are shaped; a call. */
export function pricingReply(speaker: Speaker, answer: Answer | null): Answer {
  const { intl } = speaker;
  const lead = intl.formatMessage({
    id: "chat.answer.noPrices",
    defaultMessage:
      "We do not publish prices, rates or costs: each engagement is scoped with the organisation first.",
  });
  const offer = intl.formatMessage(
    {
      id: "chat.brain.pricingOffer",
      defaultMessage:
        "I can arrange a call with one of our consultants to scope yours. {formBelow}",
    },
    { formBelow: formBelow(intl) },
  );
  // With no passage of its own, the page that says how engagements are shaped.
  const more = intl.formatMessage(
    { id: "chat.brain.curatedMore", defaultMessage: "More on {page}." },
    { page: pageLink(speaker, "/blueprint", "Blueprint") },
  );
  return {
    text: [lead, answer?.text ?? more, offer].join("\n\n"),
    sources: answer ? answer.sources : sourcesAt(speaker, "/blueprint"),
    action: "contact_form",
    confidence: "answered",
  };
}

/**
 * Open roles that meet the question: the job pages among the best passages (a place or a
 * role in the question ranks its jobs above the rest), each once.
 */
export function rolesReply(
  speaker: Speaker,
  ranked: RankedPassage[],
): Answer | null {
  const top = ranked[0];
  if (!top || top.passage.document.kind !== "job") return null;
  const jobs: KnowledgeDocument[] = [];
  for (const hit of ranked)
    if (
      hit.passage.document.kind === "job" &&
      hit.probability >= top.probability * 0.8 &&
      !jobs.includes(hit.passage.document)
    )
      jobs.push(hit.passage.document);
  return rolesList(speaker, jobs);
}

/** The open roles a careers question for the list of them asks for (open-roles.ts). */
export function openRolesReply(
  speaker: Speaker,
  question: Question,
): Answer | null {
  const jobs = matchingRoles(speaker.index, question);
  return jobs.length > 0 ? rolesList(speaker, jobs) : null;
}

/** A role's listing line (department, place, way of working, contract) without its title. */
function listingOf(job: KnowledgeDocument): string {
  const line = job.sentences[0] ?? "";
  return line.startsWith(job.title)
    ? line.slice(job.title.length).replace(/^\s*:\s*/, "")
    : line;
}

function rolesList(speaker: Speaker, jobs: KnowledgeDocument[]): Answer {
  const all = speaker.index.documents.filter((d) => d.kind === "job").length;
  const { intl } = speaker;
  const lead =
    jobs.length < all
      ? intl.formatMessage({
          id: "chat.brain.rolesMatching",
          defaultMessage: "These open roles match what you asked:",
        })
      : intl.formatMessage({
          id: "chat.brain.allRoles",
          defaultMessage: "Our open roles:",
        });
  const lines = jobs.map(
    (job) => `- ${link(job.title, job.href)}: ${listingOf(job)}`,
  );
  const apply = intl.formatMessage(
    {
      id: "chat.brain.applyOn",
      defaultMessage: "See every open role and apply on {careers}.",
    },
    { careers: pageLink(speaker, "/careers", "Careers") },
  );
  return {
    text: [lead, lines.join("\n"), apply].join("\n\n"),
    sources: sourcesAt(speaker, "/careers"),
    confidence: "answered",
  };
}

/**
 * A careers question the site does not answer (a role's pay, a contract's extension): the
 * next step is the role's hiring manager, whom an application reaches, not the sales team.
 */
export function careersDeclineOpening(speaker: Speaker): DeclineOpening {
  return {
    text: speaker.intl.formatMessage(
      {
        id: "chat.answer.declineCareers",
        defaultMessage:
          "I could not find that on our site, so I would rather not guess. The role's hiring manager can answer it in the introductory call that follows an application (see {careers}); for anything else, write to us through {contact}.",
      },
      {
        careers: pageLink(speaker, "/careers", "Careers"),
        contact: pageLink(speaker, "/contact", "Contact"),
      },
    ),
    sources: sourcesAt(speaker, "/careers"),
  };
}
