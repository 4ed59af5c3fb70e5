import type { Locale } from "../../app/i18n/locale";
import type { BrainInput } from "../../app/server/chat/chat-brain.server";
import { followupFeatures } from "../../app/server/chat/answering/followup";
import type { PassageIndex } from "../../app/server/chat/answering/passage-index";
import { readConversation } from "../../app/server/chat/answering/question";
import type { Example } from "./fit";

/**
 * The follow-up detector's examples (decision 062), labelled by construction: the training
 * half's follow-ups are positives; each is matched with standalone questions asked after its
 * earlier turns instead (a synthetic change of subject: a question whose expected pages are
 * none of the conversation's), the negatives. Deterministic: the same items give the same
 * pairs.
 */
export type LabelledInput = {
  item: {
    id: string;
    locale: Locale;
    kind: string;
    before?: string[];
    expect: { pages?: string[] };
  };
  input: BrainInput;
};

/** Topic switches made per follow-up. */
export const SWITCHES_PER_FOLLOWUP = 2;
/** Steps between the standalone questions paired with one conversation (coprime to most counts). */
const STRIDE = 37;

const standalone = ({ item }: LabelledInput) =>
  !item.before?.length &&
  (item.kind === "answerable" || item.kind === "unanswerable");

/** A standalone question that asks about none of the conversation's pages. */
function unrelated(question: LabelledInput, conversation: LabelledInput) {
  const pages = new Set([
    ...(conversation.item.expect.pages ?? []),
    ...readConversation(conversation.input).subjectPages,
  ]);
  return !(question.item.expect.pages ?? []).some((page) => pages.has(page));
}

/** Each follow-up's earlier turns, with a standalone question of its language in its place. */
export function topicSwitches(conversations: LabelledInput[]): LabelledInput[] {
  const switches: LabelledInput[] = [];
  const followups = conversations.filter(
    ({ item }) => item.kind === "followup" && item.before?.length,
  );
  followups.forEach((conversation, n) => {
    const pool = conversations.filter(
      (c) => standalone(c) && c.item.locale === conversation.item.locale,
    );
    let at = (n * SWITCHES_PER_FOLLOWUP * STRIDE) % Math.max(1, pool.length);
    let made = 0;
    for (let tries = 0; tries < pool.length; tries++) {
      const question = pool[at]!;
      at = (at + STRIDE) % pool.length;
      if (!unrelated(question, conversation)) continue;
      switches.push({
        item: question.item,
        input: { ...question.input, history: conversation.input.history },
      });
      if (++made === SWITCHES_PER_FOLLOWUP) break;
    }
  });
  return switches;
}

export function followupExamples(
  conversations: LabelledInput[],
  indexes: Record<Locale, PassageIndex>,
): Example[] {
  const features = ({ item, input }: LabelledInput) =>
    followupFeatures(readConversation(input), indexes[item.locale]);
  const positives = conversations.filter(
    ({ item }) => item.kind === "followup" && item.before?.length,
  );
  return [
    ...positives.map((c) => ({ features: features(c), label: 1 as const })),
    ...topicSwitches(conversations).map((c) => ({
      features: features(c),
      label: 0 as const,
    })),
  ];
}
