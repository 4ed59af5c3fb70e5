import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { landedDatabase } from "../support/landed-migrations";
import { rowsOf } from "../support/sql-rows";
import { testDbKind } from "../support/test-database";

/**
 * A database migrated by the release before site search (drizzle/0034) moves on: drizzle/0035
 * indexes what is already published — insights and case studies, with their paths in their
 * language — and leaves drafts out, through the same functions its triggers use.
 */
const landed = landedDatabase("0034_integrations");

describe(`site search's upgrade on ${testDbKind()}`, () => {
  it("indexes the published insights and case studies already there, and no draft", async () => {
    const { connection } = landed;
    const { db } = connection;
    await connection.migrate(landed.folder);
    await db.execute(sql`insert into insights (slug, locale, title, excerpt, content, is_published)
      values ('sovereign-keys', 'en', 'Sovereign keys', 'Who holds them.', '<p>Keys &amp; vaults.</p>', true),
        ('cles-souveraines', 'fr', 'Clés souveraines', null, '<p>Les clés.</p>', true),
        ('draft-notes', 'en', 'Draft notes', null, '<p>Not yet.</p>', false)`);
    await db.execute(sql`insert into public_projects (slug, locale, title, description, published)
      values ('permits', 'en', 'Permits in days', 'A permit service.', true),
        ('hidden', 'en', 'Hidden study', 'Not published.', false)`);

    await connection.migrate();
    const indexed = await rowsOf<{
      kind: string;
      path: string;
      title: string;
      summary: string;
      body: string;
    }>(db, sql`select kind, path, title, summary, body from search_documents`);
    expect(indexed).toEqual(
      [
        {
          kind: "insight",
          path: "/blog/sovereign-keys",
          title: "Sovereign keys",
          summary: "Who holds them.",
          body: expect.stringMatching(/^\s*Keys & vaults\.\s*$/),
        },
        {
          kind: "insight",
          path: "/fr/blog/cles-souveraines",
          title: "Clés souveraines",
          summary: "",
          body: expect.stringMatching(/^\s*Les clés\.\s*$/),
        },
        {
          kind: "case_study",
          path: "/projects/permits",
          title: "Permits in days",
          summary: "A permit service.",
          body: "",
        },
      ].sort((a, b) => (a.path < b.path ? -1 : 1)),
    );
    // And the triggers follow from here on.
    await db.execute(
      sql`update insights set is_published = true where slug = 'draft-notes'`,
    );
    const [draft] = await rowsOf<{ count: number }>(
      db,
      sql`select count(*)::int as count from search_documents where path = '/blog/draft-notes'`,
    );
    expect(draft!.count).toBe(1);
  });
});
