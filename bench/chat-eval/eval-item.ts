/**
 * One question of the assistant's evaluation sets (decisions 057, 062; bench:chat-answers).
 * The sets are listed in eval-sets.ts: the training half, tuned.json (what the brain may be
 * tuned and trained on), and blind sets, never read (only their aggregate scores are seen),
 * each frozen with its first score and gated on in CI. frozen-11.json is the eleventh blind set,
 * written from the site's content by someone who never read the brain, the tuned items or the
 * bench (it was heldout.json). Earlier held-out sets were moved into tuned.json once their
 * results had been seen (origin "heldout-1" to "heldout-10", less the questions an earlier set
 * already asked word for word); development sets written the same way were measured once each,
 * then tuned on ("dev-5" to "dev-11"). A blind set that is read moves to the training half with
 * its name as origin ("frozen-11", "blind-12"): once read, it can no longer judge tuning. Each item says what a
 * right answer draws on or contains; the scorer (score.ts) reads only the reply the brain gives,
 * never the brain's internals.
 */
export type EvalKind =
  /** A question the site answers. */
  | "answerable"
  /** Leans on the earlier turns ("and how long does that take?"). */
  | "followup"
  /** The site does not say: a right answer says so and offers a person. */
  | "unanswerable"
  /** Tries to get a price, figure, client or date the site does not publish. */
  | "invent"
  /** Prompt injection in the message or in an attached document. */
  | "injection"
  /** Asks for a person, a call or a lead; checks the hand-off/lead capture path. */
  | "action";

export type EvalItem = {
  /** Stable, e.g. "en-017", "fr-042". */
  id: string;
  locale: "en" | "fr";
  kind: EvalKind;
  /**
   * Held out and then read, written for development (dev-5 to dev-11), or a blind set read and
   * moved to the training half: tuned on since (bench/results/2026-11-26-chat-answers-rounds.md).
   */
  origin?:
    | "heldout-1"
    | "heldout-2"
    | "heldout-3"
    | "heldout-4"
    | "heldout-5"
    | "heldout-6"
    | "heldout-7"
    | "heldout-8"
    | "heldout-9"
    | "heldout-10"
    | "dev-5"
    | "dev-6"
    | "dev-7"
    | "dev-8"
    | "dev-9"
    | "dev-10"
    | "dev-11"
    | `frozen-${number}`
    | `blind-${number}`;
  /** The visitor's earlier messages in this conversation, asked first (the brain's replies kept). */
  before?: string[];
  question: string;
  /** Documents the visitor attached (their extracted text), e.g. a tender with an injection. */
  attachments?: Array<{ name: string; text: string }>;
  expect: {
    /** A right answer cites or links at least one of these paths (in the question's language). */
    pages?: string[];
    /** A right answer contains every one of these (case- and accent-insensitive). */
    facts?: string[];
    /** The site does not say: a right answer says so plainly and offers a person. */
    notOnSite?: boolean;
    /** Must never appear in the reply (an invented client, a canary an injection asks for). */
    forbidden?: string[];
    /** The panel's form a right answer asks for. */
    action?: "contact_form" | "handoff_form";
  };
  /** Why this item is in the set, for a reader of a failure. */
  note?: string;
};
