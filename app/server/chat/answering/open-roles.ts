import type { KnowledgeDocument } from "../brain/knowledge-document.server";
import type { PassageIndex } from "./passage-index";
import type { Question } from "./question";
import { analyze } from "./text-analysis";

type Listing = {
  job: KnowledgeDocument;
  /** The title's terms, once for each way a visitor names it. */
  titles: string[][];
  terms: Set<string>;
};

/**
 * The ending an inclusive French title puts in parentheses, applied: added to the word
 * (« Ingénieur(e) », « Technicien(ne) ») or in place of its tail from the ending's first letter
 * (« Rédacteur(trice) » is « Rédactrice », « Conseiller(ère) » « Conseillère »).
 */
function feminine(word: string, ending: string): string {
  const first = ending.normalize("NFD")[0]!;
  const from = word.lastIndexOf(first);
  return ending === "e" || word.endsWith(first) || from <= 0
    ? word + ending
    : word.slice(0, from) + ending;
}

/**
 * The ways a visitor names a title: without what it adds in parentheses ("ML Engineer" for
 * "ML Engineer (Document AI)", « rédacteur technique ») and, for an inclusive French title,
 * in the feminine (« rédactrice technique »).
 */
function titleSpellings(title: string): string[] {
  const detailless = title.replace(/\s\([^)]*\)/g, " ");
  const masculine = detailless.replace(/\(\p{L}+\)/gu, "");
  const inFeminine = detailless.replace(
    /(\p{L}+)\((\p{L}+)\)/gu,
    (_, word: string, ending: string) => feminine(word, ending),
  );
  return inFeminine === masculine ? [masculine] : [masculine, inFeminine];
}

/** Each index's job pages, their titles and listing lines analysed once (the index is rebuilt, not changed). */
const listingsByIndex = new WeakMap<PassageIndex, Listing[]>();

function listingsOf(index: PassageIndex): Listing[] {
  let listings = listingsByIndex.get(index);
  if (!listings) {
    listings = index.documents
      .filter((document) => document.kind === "job")
      .map((job) => ({
        job,
        titles: titleSpellings(job.title).map(
          (spelling) => analyze(spelling, index.locale).terms,
        ),
        terms: new Set(analyze(job.sentences[0] ?? "", index.locale).terms),
      }));
    listingsByIndex.set(index, listings);
  }
  return listings;
}

/** The listings whose whole title, in one of its spellings, is among `terms`. */
function titledIn(listings: Listing[], terms: Set<string>): Listing[] {
  return listings.filter(({ titles }) =>
    titles.some(
      (title) => title.length > 0 && title.every((term) => terms.has(term)),
    ),
  );
}

/**
 * The one open role the question is about, if there is one: the role whose whole title it
 * names or, for a follow-up that names none, the one role the previous reply named ("is it
 * remote?" after a list of one). The question is then about that role (its pay, its language,
 * its contract), which a list of roles does not answer.
 */
export function namedRole(
  index: PassageIndex,
  question: Question,
): KnowledgeDocument | null {
  const listings = listingsOf(index);
  let named = titledIn(listings, new Set(question.own.terms));
  if (named.length === 0 && question.followup) {
    const previous = analyze(question.previousReply, index.locale).terms;
    named = titledIn(listings, new Set(previous));
  }
  return named.length === 1 ? named[0]!.job : null;
}

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
  const listings = listingsOf(index);
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
