import {
  and,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import type { CuratedAnswerFilters } from "~/domain/chat/curated-answer-form";
import type { CuratedAnswerInput } from "~/domain/chat/curated-answer-form";
import type { CuratedAnswerStatus } from "~/domain/chat/curated-answer";
import type { CuratedAnswerView } from "~/domain/console/assistant-knowledge";
import type { ContentLocale } from "~/domain/enums";
import { writeContent } from "../content/content-writes.server";
import type { Transaction } from "../db/client.server";
import { containsPattern } from "../db/like-pattern.server";
import {
  chatCuratedAnswers,
  chatMessages,
  profiles,
  user,
} from "../db/schema.server";
import { changedFields, recordAudit } from "./audit.server";
import type { ContentScope } from "./staff-scope.server";

/**
 * The answers staff write for the chat assistant (decision 057), as the console keeps them: the
 * list with who last changed each and how many replies used it, create, edit, retire and
 * restore. Every write goes through `writeContent` (drizzle/0024's trigger bumps the content
 * version; this instance's chat knowledge is rebuilt at once, every other one's on the
 * notification) with its audit entry in the same transaction.
 */

const a = chatCuratedAnswers;

const LIST_LIMIT = 200;

function viewColumns() {
  return {
    id: a.id,
    locale: a.locale,
    question: a.question,
    phrasings: a.phrasings,
    answer: a.answer,
    citePath: a.citePath,
    status: a.status,
    updatedAt: a.updatedAt,
    createdAt: a.createdAt,
    retiredAt: a.retiredAt,
    updatedByName: profiles.fullName,
    updatedByEmail: user.email,
    // A scalar count per row (not a join and group): the replies index keeps it cheap.
    replies: sql<number>`(select count(*)::int from ${chatMessages} where ${chatMessages.curatedAnswerId} = ${a.id})`,
  };
}

type ViewRow = {
  id: string;
  locale: string;
  question: string;
  phrasings: string[];
  answer: string;
  citePath: string | null;
  status: string;
  updatedAt: Date;
  createdAt: Date;
  retiredAt: Date | null;
  updatedByName: string | null;
  updatedByEmail: string | null;
  replies: number;
};

function toView(row: ViewRow): CuratedAnswerView {
  return {
    id: row.id,
    locale: row.locale as ContentLocale,
    question: row.question,
    phrasings: row.phrasings,
    answer: row.answer,
    citePath: row.citePath,
    status: row.status as CuratedAnswerStatus,
    updatedAt: row.updatedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    retiredAt: row.retiredAt?.toISOString() ?? null,
    updatedBy: row.updatedByName || row.updatedByEmail || null,
    replies: Number(row.replies),
  };
}

/** The list, newest change first: filtered by language, status and words of the question or answer. */
export async function unsafeListCuratedAnswers(
  { db }: ContentScope,
  filters: CuratedAnswerFilters,
): Promise<{ answers: CuratedAnswerView[]; total: number }> {
  const conditions: SQL[] = [];
  if (filters.locale) conditions.push(eq(a.locale, filters.locale));
  if (filters.status !== "all") conditions.push(eq(a.status, filters.status));
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    conditions.push(
      or(
        ilike(a.question, pattern),
        ilike(a.answer, pattern),
        sql`array_to_string(${a.phrasings}, ' ') ilike ${pattern}`,
      )!,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(viewColumns())
      .from(a)
      .leftJoin(user, eq(user.id, a.updatedByUserId))
      .leftJoin(profiles, eq(profiles.userId, a.updatedByUserId))
      .where(where)
      .orderBy(desc(a.updatedAt), desc(a.id))
      .limit(LIST_LIMIT),
    db.select({ n: count() }).from(a).where(where),
  ]);
  return { answers: rows.map(toView), total: Number(total?.n ?? 0) };
}

export async function unsafeReadCuratedAnswer(
  { db }: ContentScope,
  id: string,
): Promise<CuratedAnswerView | null> {
  const [row] = await db
    .select(viewColumns())
    .from(a)
    .leftJoin(user, eq(user.id, a.updatedByUserId))
    .leftJoin(profiles, eq(profiles.userId, a.updatedByUserId))
    .where(eq(a.id, id));
  return row ? toView(row) : null;
}

const FIELD_WORDS = {
  locale: "language",
  question: "question",
  phrasings: "other phrasings",
  answer: "answer",
  citePath: "cited page",
} as const;

/** What the audit log keeps of an answer: its fields, not who or when (the entry says that). */
function auditFields(row: {
  locale: string;
  question: string;
  phrasings: string[];
  answer: string;
  citePath: string | null;
}) {
  return {
    locale: row.locale,
    question: row.question,
    phrasings: row.phrasings,
    answer: row.answer,
    citePath: row.citePath,
  };
}

/**
 * A new answer. With `resolves` (the replies of an unanswered-questions group), those replies
 * are marked resolved by it in the same transaction, and the audit entry says how many.
 */
export async function unsafeCreateCuratedAnswer(
  scope: ContentScope,
  input: CuratedAnswerInput,
  resolves: readonly string[] = [],
): Promise<{ id: string; resolved: number }> {
  const { db, actor } = scope;
  return writeContent(db, async (tx) => {
    const [row] = await tx
      .insert(a)
      .values({
        locale: input.locale,
        question: input.question,
        phrasings: input.phrasings,
        answer: input.answer,
        citePath: input.citePath,
        createdByUserId: actor.userId,
        updatedByUserId: actor.userId,
      })
      .returning();
    const resolved = await resolveReplies(tx, resolves, row!.id);
    await recordAudit(tx, actor, {
      action: "curated_answer.create",
      entityType: "curated_answer",
      entityId: row!.id,
      summary:
        resolved > 0
          ? `Answered ${resolved} unanswered question${resolved === 1 ? "" : "s"} for the assistant (${input.locale.toUpperCase()}): "${input.question}"`
          : `Taught the assistant an answer (${input.locale.toUpperCase()}): "${input.question}"`,
      after: auditFields(row!),
      details: resolved > 0 ? { resolvedQuestions: resolved } : undefined,
    });
    return { id: row!.id, resolved };
  });
}

/** The answer's row, locked until the transaction ends: edits and retirements queue behind each other. */
async function lockedAnswer(tx: Transaction, id: string) {
  const [row] = await tx.select().from(a).where(eq(a.id, id)).for("update");
  return row;
}

export type CuratedWriteOutcome =
  { kind: "saved" } | { kind: "unchanged" } | { kind: "not-found" };

export async function unsafeUpdateCuratedAnswer(
  scope: ContentScope,
  id: string,
  input: CuratedAnswerInput,
): Promise<CuratedWriteOutcome> {
  const { db, actor } = scope;
  return writeContent(db, async (tx) => {
    const current = await lockedAnswer(tx, id);
    if (!current) return { kind: "not-found" as const };
    const next = auditFields(input);
    const changes = changedFields(auditFields(current), next);
    if (!changes) return { kind: "unchanged" as const };
    await tx
      .update(a)
      .set({ ...next, updatedByUserId: actor.userId, updatedAt: sql`now()` })
      .where(eq(a.id, id));
    await recordAudit(tx, actor, {
      action: "curated_answer.update",
      entityType: "curated_answer",
      entityId: id,
      summary: `Edited the assistant's answer to "${input.question}" (${Object.keys(
        changes.after,
      )
        .map((field) => FIELD_WORDS[field as keyof typeof FIELD_WORDS])
        .join(", ")})`,
      before: changes.before,
      after: changes.after,
    });
    return { kind: "saved" as const };
  });
}

/** Retires an answer (the assistant stops using it) or restores it. */
export async function unsafeSetCuratedAnswerStatus(
  scope: ContentScope,
  id: string,
  status: CuratedAnswerStatus,
): Promise<CuratedWriteOutcome> {
  const { db, actor } = scope;
  return writeContent(db, async (tx) => {
    const current = await lockedAnswer(tx, id);
    if (!current) return { kind: "not-found" as const };
    if (current.status === status) return { kind: "unchanged" as const };
    await tx
      .update(a)
      .set({
        status,
        retiredAt: status === "retired" ? sql`now()` : null,
        updatedByUserId: actor.userId,
        updatedAt: sql`now()`,
      })
      .where(eq(a.id, id));
    await recordAudit(tx, actor, {
      action:
        status === "retired"
          ? "curated_answer.retire"
          : "curated_answer.restore",
      entityType: "curated_answer",
      entityId: id,
      summary:
        status === "retired"
          ? `Retired the assistant's answer to "${current.question}"`
          : `Restored the assistant's answer to "${current.question}"`,
      before: { status: current.status },
      after: { status },
    });
    return { kind: "saved" as const };
  });
}

/**
 * Marks unanswered replies resolved: by a curated answer, or dismissed (null). Only replies
 * still open and not answered: one resolved meanwhile (another tab) keeps its resolution.
 */
export async function resolveReplies(
  tx: Transaction,
  replyIds: readonly string[],
  curatedAnswerId: string | null,
): Promise<number> {
  if (replyIds.length === 0) return 0;
  const rows = await tx
    .update(chatMessages)
    .set({
      resolvedAt: sql`now()`,
      resolvedByCuratedAnswerId: curatedAnswerId,
    })
    .where(
      and(
        inArray(chatMessages.id, [...replyIds]),
        eq(chatMessages.role, "assistant"),
        inArray(chatMessages.grounding, ["weak", "none"]),
        isNull(chatMessages.resolvedAt),
      ),
    )
    .returning({ id: chatMessages.id });
  return rows.length;
}
