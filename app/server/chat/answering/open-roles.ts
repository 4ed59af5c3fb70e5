import type { KnowledgeDocument } from "../brain/knowledge-document.server";
import type { PassageIndex } from "./passage-index";
import type { Question } from "./question";
import { analyze } from "./text-analysis";

/**
 * The open roles a question for them asks for: those whose listing line (department, place,
 * way of working, contract) holds every word of the question that some listing holds, with
 * the conversation's subject for a follow-up; all of them when it names none. Empty when no
 * role meets all of it.
 */
export function matchingRoles(
  index: PassageIndex,
  question: Question,
): KnowledgeDocument[] {
  const listings = index.documents
    .filter((document) => document.kind === "job")
    .map((job) => ({
      job,
      terms: new Set(analyze(job.sentences[0] ?? "", index.locale).terms),
    }));
  const meeting = (asked: string[]) => {
    const constraints = asked.filter((term) =>
      listings.some(({ terms }) => terms.has(term)),
    );
    return listings
      .filter(({ terms }) => constraints.every((term) => terms.has(term)))
      .map(({ job }) => job);
  };
  const own = question.own.terms;
  const withSubject = question.followup
    ? meeting([...own, ...question.inherited])
    : [];
  return withSubject.length > 0 ? withSubject : meeting(own);
}
