import { and, asc, eq, sql } from "drizzle-orm";
import type { Locale } from "~/i18n/locale";
import type { Database } from "../../db/client.server";
import { chatCuratedAnswers } from "../../db/schema.server";
import type { KnowledgeDocument } from "./knowledge-document.server";

/**
 * Staff-written answers (decision 057) as the chat's knowledge documents: the active ones of
 * one language, one document each. Retrieval matches its sentences — the question and the
 * phrasings — and the brain answers with `curated.answer`, cited by `href` (the page it names).
 */
export async function curatedDocuments(
  db: Database,
  locale: Locale,
): Promise<KnowledgeDocument[]> {
  const rows = await db
    .select({
      id: chatCuratedAnswers.id,
      question: chatCuratedAnswers.question,
      phrasings: chatCuratedAnswers.phrasings,
      answer: chatCuratedAnswers.answer,
      citePath: chatCuratedAnswers.citePath,
    })
    .from(chatCuratedAnswers)
    .where(
      and(
        eq(chatCuratedAnswers.locale, locale),
        eq(chatCuratedAnswers.status, "active"),
      ),
    )
    .orderBy(asc(chatCuratedAnswers.createdAt), asc(chatCuratedAnswers.id));
  return rows.map((row) => ({
    id: `curated:${row.id}`,
    kind: "curated",
    title: row.question,
    href: row.citePath ?? "",
    sentences: [row.question, ...row.phrasings],
    text: row.answer,
    curated: { ...row, locale },
  }));
}

/**
 * Changes whenever curatedDocuments would: the count and latest change of one language's
 * answers, retired included (retiring one is an update, which moves updated_at).
 */
export async function curatedSignature(
  db: Database,
  locale: Locale,
): Promise<string> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      latest: sql<string | null>`max(${chatCuratedAnswers.updatedAt})::text`,
    })
    .from(chatCuratedAnswers)
    .where(eq(chatCuratedAnswers.locale, locale));
  return `${row?.count}/${row?.latest}`;
}
