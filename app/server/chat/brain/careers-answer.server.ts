import { foldAccents } from "./folded-text";
import { queryTerms } from "./knowledge-index.server";
import { chatSiteCopy } from "./site-copy/site-copy";
import {
  documentById,
  link,
  sourceOf,
  type AnswerInput,
  type OfflineAnswer,
  type Speaker,
} from "./offline-answer-kit.server";

/**
 * The careers answer of the offline brain: the roles that match what was asked, or some open
 * roles, with the careers page's lead ("yes, we are hiring" first to "are you hiring?").
 */

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
/**
 * A yes-or-no question whether we hire or have roles open, in either language ("Are you hiring
 * architects?", « Embauchez-vous des architectes ? »): the roles answer it, not a passage.
 */
const ASKS_FOR_OPENINGS =
  /^(?:hi,? |hello,? |bonjour,? )?(?:(?:are|is) (?:you|kestrel|your (?:company|firm|team))(?: \w+){0,2} (?:hiring|recruiting|looking for)|(?:do|does|will) (?:you|kestrel|your (?:company|firm|team))(?: \w+)? (?:hire|recruit|have (?:any )?(?:open|job|vacanc|opening|position|role|internship))|(?:are there|is there|any) (?:any )?(?:open |current )?(?:jobs?|vacanc|openings?|positions?|roles?|internships?)|(?:embauchez|recrutez|engagez)[- ]vous|(?:est[- ]ce que )?(?:vous )?(?:embauchez|recrutez)|(?:avez[- ]vous|y a[- ]t[- ]il) des (?:postes|emplois|stages|offres))/;

export function asksIfHiring(input: AnswerInput): boolean {
  return (
    input.intent === "careers" &&
    ASKS_FOR_OPENINGS.test(foldAccents(input.message.trim().toLowerCase()))
  );
}

export function careersAnswer(
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
