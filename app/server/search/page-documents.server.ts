import { sql } from "drizzle-orm";
import { LOCALES } from "~/i18n/locale";
import { siteDocuments } from "../chat/brain/site-documents.server";
import type { Database } from "../db/client.server";
import { rowsOf } from "../db/sql-rows.server";

/**
 * The site's own pages in the search index. Their copy is code (app/content), so the index is
 * brought up to date when a process starts: a page whose text changed is rewritten, a page that
 * is gone is removed, and an unchanged one is not touched. The text is the assistant's view of
 * the same pages (site-documents.server.ts): what the page renders, cut into sentences, with its
 * headings; the pages a few documents share (the Blueprint and its options, careers and its
 * roles) are one entry each.
 */
export type PageDocument = {
  id: string;
  locale: string;
  path: string;
  title: string;
  summary: string;
  body: string;
};

/** The two sentences that open a page are its summary; the rest, headings included, its body. */
const SUMMARY_SENTENCES = 2;

export function pageDocuments(): PageDocument[] {
  const pages: PageDocument[] = [];
  for (const locale of LOCALES) {
    const byPath = new Map<string, { title: string; sentences: string[] }>();
    for (const document of siteDocuments(locale)) {
      const page = byPath.get(document.href) ?? {
        title: document.title,
        sentences: [],
      };
      const headings = new Set(
        (document.passages ?? []).flatMap((p) =>
          p.heading ? [p.heading] : [],
        ),
      );
      if (page.sentences.length > 0) headings.add(document.title);
      page.sentences.push(...document.sentences, ...headings);
      byPath.set(document.href, page);
    }
    for (const [path, page] of byPath) {
      const unique = [...new Set(page.sentences)];
      pages.push({
        id: `page:${path}`,
        locale,
        path,
        title: page.title,
        summary: unique.slice(0, SUMMARY_SENTENCES).join(" "),
        body: unique.slice(SUMMARY_SENTENCES).join(" "),
      });
    }
  }
  return pages;
}

// Arbitrary but fixed: two instances starting at once write the pages one after the other.
const PAGE_SYNC_LOCK = 73_062;

/** Brings the index's pages up to date with the code; returns how many rows it wrote or removed. */
export async function syncPageDocuments(
  db: Database,
  pages: PageDocument[] = pageDocuments(),
): Promise<{ written: number; removed: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PAGE_SYNC_LOCK})`);
    const stored = await rowsOf<PageDocument>(
      tx,
      sql`select id, locale, path, title, summary, body from search_documents where kind = 'page'`,
    );
    const storedById = new Map(stored.map((row) => [row.id, row]));
    let written = 0;
    for (const page of pages) {
      const row = storedById.get(page.id);
      if (
        row &&
        row.title === page.title &&
        row.summary === page.summary &&
        row.body === page.body
      )
        continue;
      await tx.execute(
        sql`select search_put_document(${page.id}, 'page', ${page.locale}, ${page.path}, ${page.title}, ${page.summary}, ${page.body}, null, null)`,
      );
      written++;
    }
    const wanted = pages.map((page) => page.id);
    const removed = await rowsOf<{ id: string }>(
      tx,
      sql`delete from search_documents where kind = 'page'
        and id not in (select jsonb_array_elements_text(${JSON.stringify(wanted)}::jsonb)) returning id`,
    );
    return { written, removed: removed.length };
  });
}
