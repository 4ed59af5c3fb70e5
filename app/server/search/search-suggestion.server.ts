import { sql } from "drizzle-orm";
import { correctableWords, replaceWords } from "~/domain/search/search-request";
import type { Locale } from "~/i18n/locale";
import { rowsOf, type Queryable } from "../db/sql-rows.server";

/**
 * "Did you mean …" (docs/search.md): each word of the query that is not a word of the index is
 * replaced by the index's most similar word (pg_trgm's trigram similarity over `search_terms`,
 * the words of every published title, summary and body; the reader's language first on a tie).
 * The corrected query is offered only when it finds more than the reader's did — a suggestion
 * never leads to an empty page.
 */
type Closest = { position: number; known: boolean; word: string | null };

export async function suggestCorrection(
  db: Queryable,
  q: string,
  context: { preferred: Locale; hits: number },
): Promise<string | null> {
  const words = correctableWords(q);
  if (words.length === 0) return null;
  const closest = await rowsOf<Closest>(
    db,
    sql`select w.position::int as position,
        exists (select 1 from search_terms t where t.key = unaccent(lower(w.word))) as known,
        (select t.word from search_terms t
          where t.key % unaccent(lower(w.word))
          order by similarity(t.key, unaccent(lower(w.word))) desc, (t.locale = ${context.preferred}) desc, t.key
          limit 1) as word
      from jsonb_array_elements_text(${JSON.stringify(words.map((w) => w.word))}::jsonb)
        with ordinality as w(word, position)`,
  );
  const replacements = closest.flatMap((row) => {
    const place = words[row.position - 1];
    return !row.known && row.word && place
      ? [{ start: place.start, end: place.end, word: row.word }]
      : [];
  });
  if (replacements.length === 0) return null;
  const corrected = replaceWords(q, replacements);
  const [found] = await rowsOf<{ count: number }>(
    db,
    sql`select count(*)::int as count from search_documents d
      where (d.locale = 'en' and d.search_vector @@ websearch_to_tsquery('site_en', ${corrected}))
         or (d.locale = 'fr' and d.search_vector @@ websearch_to_tsquery('site_fr', ${corrected}))`,
  );
  return (found?.count ?? 0) > context.hits ? corrected : null;
}
