import type { BrainInput } from "../chat-brain.server";
import { plainFolded } from "./folded-text";
import { queryGroups, type QueryGroup } from "./knowledge-index.server";
import { isFacet } from "./vocabulary";

/**
 * What a message asks in its conversation (decision 057): its own words, and for a follow-up
 * ("and how long would that be?") the previous question's topic and the pages the previous
 * answer drew on. grounding.server.ts searches the pages with it.
 */

/** The concepts that name a solution area: what a conversation is about. */
const AREA_CONCEPTS = new Set(
  [
    "visa",
    "immigration",
    "tax",
    "health",
    "memorial",
    "construction",
    "identity",
  ].map((name) => `qz${name}qz`),
);
// A follow-up opens with a connective ("and for health?", "et pour l'immigration ?") or points back
// at what was said ("how long does that take?", "combien de temps cela prend-il ?").
// An acknowledgement may come first ("ok but…", « d'accord, et… »).
const CONNECTIVE =
  /^\s*(?:(?:ok|okay|right|sure|fine|great|thanks|d accord|tres bien|bien|parfait|merci)\s+)?(?:and|but|also|what about|how about|same for|then|so|et|mais|aussi|puis|pis|alors|qu en est il|et pour|et en)\b/i;
// French "en" points back only as a pronoun before its verb ("en avez-vous ?"): as a preposition
// ("en production", "assureur en responsabilité") it is in most French questions.
// "Il"/"elle" are the subject pronouns of a French follow-up ("il dure combien de temps ?"), but
// not in the impersonal "il y a", "il faut", "il existe", "il est possible"; "est-ce utilisé… ?"
// (not "est-ce que…") asks about "it".
const POINTS_BACK =
  /\b(?:it|its|that|this|those|these|they|them|there|which ones?|ca|cela|celle|celui|ceux|celles|ils|elles|le faire|en (?:avez|a|ont|faites|proposez|offrez|existe|existent)|y (?:sont|est|a|ont|etaient|etait|seront)|(?:il|elle) (?!y\b|faut\b|existe\b|est possible\b|s agit\b)\w+|^est ce (?!que?\b)\w+)\b/;
/** "Which protocols?", "and the costs?": a bare noun phrase after a question is about its topic. */
const BARE_PHRASE_WORDS = 3;
/** A question this long that points back may still lean on the previous one (its own words first). */
const LONG_FOLLOW_UP = 16;

export function keyGroups(groups: QueryGroup[]): QueryGroup[] {
  return groups.filter((group) => !group.generic);
}

/** A question this short that its own words do not answer may lean on the previous one ("what is the street address there?"). */
const SHORT_QUESTION = 7;

/** Site paths the assistant's previous reply linked: what a follow-up that points back is about. */
function linkedPaths(reply: string | undefined): Set<string> {
  return new Set(
    [...(reply ?? "").matchAll(/\]\((\/[^)\s]*)\)/g)].map((match) => match[1]!),
  );
}

export type Question = {
  own: QueryGroup[];
  /** Pages the previous answer linked: a follow-up stays on them when they answer it. */
  topicPaths?: Set<string>;
  /** The message asks only about an aspect ("any results?") of the topic it inherits. */
  facetsOnly?: boolean;
  inherited: QueryGroup[];
  previousPaths: Set<string>;
  /** Pages the previous answer linked, for a new question in the same conversation. */
  lastAnswerPaths?: Set<string>;
  /** The solution areas the previous question named, for a new one that names none. */
  topicAreas?: QueryGroup[];
  followUp: boolean;
  /** The message opens with a connective or points back ("and…", "that", "it"). */
  leansBack?: boolean;
  query: string;
};

/**
 * The message, and for a short follow-up the previous question's topic (and the pages the
 * previous answer drew on). A full new question keeps only its own words.
 */
export function questionOf(input: BrainInput, lean = false): Question {
  const own = queryGroups(input.message, input.locale);
  const previousUser = input.history.findLast((turn) => turn.role === "user");
  const previousAssistant = input.history.findLast(
    (turn) => turn.role === "assistant",
  );
  const text = plainFolded(input.message);
  const words = text.split(" ").filter(Boolean).length;
  const keys = keyGroups(own).length;
  // "Any results?", "how long does it take?": only aspects of a subject, so the previous one's.
  const facetsOnly =
    keys > 0 && keyGroups(own).every((group) => isFacet(group.key));
  const leansBack = CONNECTIVE.test(text) || POINTS_BACK.test(text);
  const followUp =
    previousUser !== undefined &&
    ((words <= 10 &&
      (keys === 0 ||
        facetsOnly ||
        (lean && words <= SHORT_QUESTION && keys <= 2) ||
        (words <= BARE_PHRASE_WORDS && keys <= 1) ||
        (leansBack && keys <= 2))) ||
      // A longer question that points back ("does it still run when the clinic goes offline?")
      // leans on the previous one when its own words do not answer it.
      (lean && words <= LONG_FOLLOW_UP && keys <= 5 && leansBack));
  if (!followUp) {
    // "Can applicants track their file?" after the e-visa platform: a new question that names no
    // solution area of its own is still, most likely, about the one the conversation is on.
    const areaOf = (groups: QueryGroup[]) =>
      groups.filter((group) => AREA_CONCEPTS.has(group.key));
    const topicAreas =
      previousUser && areaOf(own).length === 0
        ? areaOf(queryGroups(previousUser.content, input.locale))
        : [];
    return {
      own,
      inherited: [],
      previousPaths: new Set(),
      lastAnswerPaths: linkedPaths(previousAssistant?.content),
      topicAreas,
      followUp: false,
      query: input.message,
    };
  }
  const ownKeys = new Set(own.map((group) => group.key));
  const inherited = queryGroups(previousUser.content, input.locale).filter(
    (group) => !ownKeys.has(group.key),
  );
  // "And for health?" names a new subject: the previous answer's pages are not what it is about.
  const pointsBack =
    keys === 0 ||
    facetsOnly ||
    POINTS_BACK.test(text) ||
    (words <= BARE_PHRASE_WORDS && keys <= 1 && !CONNECTIVE.test(text));
  return {
    own,
    facetsOnly,
    topicPaths: linkedPaths(previousAssistant?.content),
    inherited,
    previousPaths: pointsBack
      ? linkedPaths(previousAssistant?.content)
      : new Set(),
    followUp: true,
    leansBack,
    query: `${previousUser.content} ${input.message}`,
  };
}
