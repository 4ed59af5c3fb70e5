import { sql } from "drizzle-orm";
import type { UnansweredGroupView } from "~/domain/console/assistant-knowledge";
import {
  groupOf,
  groupQuestions,
  type QuestionGroup,
  type UnansweredQuestion,
} from "~/domain/chat/question-groups";
import { isLocale } from "~/i18n/locale";
import { staffWrite } from "./audit.server";
import type { ContentScope } from "./staff-scope.server";
import { resolveReplies } from "./unsafe-curated-answers.server";

/**
 * What visitors asked that the assistant could not answer (decision 057): the open replies
 * whose grounding was "weak" or "none" over a period, each with the visitor's question it
 * answered, grouped by wording (app/domain/chat/question-groups.ts). A group is dealt with by
 * answering it (a curated answer: unsafeCreateCuratedAnswer with its replies) or dismissing it.
 */

/** The newest questions read at most: the grouping is in memory, and a page shows 50 groups. */
export const UNANSWERED_READ_LIMIT = 5000;

type Row = {
  reply_id: string;
  conversation_id: string;
  grounding: "weak" | "none";
  locale: string;
  question: string;
  asked_ms: number | string;
};

/**
 * The open weak and none replies of the period (chat_messages_unanswered_idx), each joined to
 * the visitor message it answered: the conversation's last visitor message before it (a
 * message of files alone, without words, is not a question to group).
 */
function openQuestions(days: number) {
  return sql`
    from chat_messages r
    join chat_conversations c on c.id = r.conversation_id
    join lateral (
      select u.content, u.created_at from chat_messages u
      where u.conversation_id = r.conversation_id and u.role = 'user'
        and u.created_at <= r.created_at
      order by u.created_at desc, u.id desc
      limit 1
    ) q on true
    where r.role = 'assistant' and r.grounding in ('weak', 'none') and r.resolved_at is null
      and r.created_at >= now() - make_interval(days => ${days})
      and btrim(q.content) <> ''`;
}

/**
 * The period's open questions, newest first, in one query. A question's language is its
 * conversation's (the language of the visitor's latest message).
 */
export async function unsafeListUnansweredQuestions(
  { db }: ContentScope,
  days: number,
): Promise<UnansweredQuestion[]> {
  const result = (await db.execute(sql`
    select r.id as reply_id, r.conversation_id, r.grounding, c.locale, q.content as question,
      (extract(epoch from q.created_at) * 1000)::float8 as asked_ms
    ${openQuestions(days)}
    order by r.created_at desc, r.id desc
    limit ${UNANSWERED_READ_LIMIT}
  `)) as unknown as { rows: Row[] };
  return result.rows.map((row) => ({
    replyId: row.reply_id,
    conversationId: row.conversation_id,
    question: row.question,
    locale: isLocale(row.locale) ? row.locale : "en",
    confidence: row.grounding,
    askedAt: new Date(Number(row.asked_ms)),
  }));
}

/** How many open unanswered questions the period holds (the Answers page's link says so). */
export async function unsafeCountUnansweredQuestions(
  { db }: ContentScope,
  days: number,
): Promise<number> {
  const result = (await db.execute(
    sql`select count(*)::int as n ${openQuestions(days)}`,
  )) as unknown as { rows: { n: number | string }[] };
  return Number(result.rows[0]?.n ?? 0);
}

export async function unsafeUnansweredGroups(
  scope: ContentScope,
  days: number,
): Promise<{ groups: QuestionGroup[]; questions: UnansweredQuestion[] }> {
  const questions = await unsafeListUnansweredQuestions(scope, days);
  return { groups: groupQuestions(questions), questions };
}

/** The group a page showed under `key`, as it is now (undefined once it is resolved). */
export async function unsafeFindUnansweredGroup(
  scope: ContentScope,
  days: number,
  key: string,
): Promise<QuestionGroup | undefined> {
  const { groups, questions } = await unsafeUnansweredGroups(scope, days);
  return groupOf(groups, questions, key);
}

export function groupView(group: QuestionGroup): UnansweredGroupView {
  return {
    key: group.key,
    question: group.question,
    count: group.count,
    examples: group.examples.map((example) => ({
      ...example,
      askedAt: example.askedAt.toISOString(),
    })),
    locales: group.locales,
    lastSeen: group.lastSeen.toISOString(),
    confidence: group.confidence,
  };
}

/** Resolves a group without an answer (noise, spam, out of scope), with its audit entry. */
export function unsafeDismissGroup(
  { db, actor }: ContentScope,
  group: QuestionGroup,
): Promise<number> {
  return staffWrite(db, actor, async (tx, audit) => {
    const dismissed = await resolveReplies(tx, group.replyIds, null);
    if (dismissed > 0)
      await audit({
        action: "unanswered_question.dismiss",
        entityType: "unanswered_question",
        entityId: null,
        summary: `Dismissed ${dismissed} unanswered question${dismissed === 1 ? "" : "s"} like "${group.question}"`,
        details: {
          question: group.question,
          questions: dismissed,
          examples: group.examples.map((example) => example.question),
        },
      });
    return dismissed;
  });
}
