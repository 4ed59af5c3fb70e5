import { taxonomyNameIn } from "~/domain/taxonomy-names";
import { and, asc, eq, sql } from "drizzle-orm";
import sanitize from "sanitize-html";
import { projectDetail } from "~/content/projects";
import { projectDetail as frProjectDetail } from "~/content/fr/projects";
import { localizedPath, type Locale } from "~/i18n/locale";
import type { Database } from "../../db/client.server";
import { insights, publicProjects, sectors } from "../../db/schema.server";
import {
  makeDocument,
  type KnowledgeDocument,
} from "./knowledge-document.server";

/**
 * The database half of the chat's knowledge: published case studies and insights, in one language
 * (each language's versions are rows of their own, with `locale`). Unpublished rows never enter:
 * every query carries the published condition, as in app/server/content.
 */

const BLOCK_END =
  /<\/(?:p|li|h[1-6]|blockquote|td|th|figcaption|pre)>|<br\s*\/?>/gi;
const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
  "&nbsp;": " ",
};

/** Plain text of a stored insight body: tags dropped (sanitize-html, no tags allowed), blocks kept apart. */
export function plainTextOfHtml(html: string): string {
  // Line breaks inside a paragraph are wrapping, not structure: only block ends separate.
  const text = sanitize(
    html.replace(/\s+/g, " ").replace(BLOCK_END, (tag) => `${tag}\n`),
    { allowedTags: [], allowedAttributes: {} },
  );
  return text
    .replace(
      /&(?:amp|lt|gt|quot|#39|nbsp);/g,
      (entity) => ENTITIES[entity] ?? entity,
    )
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => (/[.!?:]$/.test(line) ? line : `${line}.`))
    .join(" ");
}

/**
 * The labels around a case study's fields and an article's byline, in the content's language.
 * The challenge and the solution are headed as the case study's page heads them
 * (app/content/projects.ts); the page shows the client, the sector and an article's author
 * without a label, so those few words are the chat's own.
 */
const CASE_STUDY_LABELS = {
  en: {
    // The subtitle names the client and the place (the studio's hint says so).
    client: "Client:",
    sector: "Sector:",
    challenge: `${projectDetail.challenge}:`,
    solution: `${projectDetail.solution}:`,
    // An article's byline as a sentence that names the article.
    byline: (title: string, author: string) =>
      `The article “${title}” was written by ${author}.`,
  },
  fr: {
    client: "Client\u00a0:",
    sector: "Secteur\u00a0:",
    challenge: `${frProjectDetail.challenge}\u00a0:`,
    solution: `${frProjectDetail.solution}\u00a0:`,
    byline: (title: string, author: string) =>
      `L’article «\u00a0${title}\u00a0» a été rédigé par ${author}.`,
  },
} satisfies Record<Locale, object>;

export async function contentDocuments(
  db: Database,
  locale: Locale = "en",
): Promise<KnowledgeDocument[]> {
  const labels = CASE_STUDY_LABELS[locale];
  const [projects, posts] = await Promise.all([
    db
      .select({
        id: publicProjects.id,
        slug: publicProjects.slug,
        title: publicProjects.title,
        subtitle: publicProjects.subtitle,
        description: publicProjects.description,
        challenge: publicProjects.challenge,
        solution: publicProjects.solution,
        outcomes: publicProjects.outcomes,
        kpis: publicProjects.kpis,
        sector: sectors.name,
        sectorFr: sectors.nameFr,
      })
      .from(publicProjects)
      .leftJoin(sectors, eq(publicProjects.sectorId, sectors.id))
      // One language only: a French version is not an answer in English, nor the reverse.
      .where(
        and(
          eq(publicProjects.published, true),
          eq(publicProjects.locale, locale),
        ),
      )
      .orderBy(asc(publicProjects.displayOrder), asc(publicProjects.id)),
    db
      .select({
        id: insights.id,
        slug: insights.slug,
        title: insights.title,
        excerpt: insights.excerpt,
        content: insights.content,
        author: insights.author,
      })
      .from(insights)
      .where(and(eq(insights.isPublished, true), eq(insights.locale, locale)))
      .orderBy(asc(insights.publishedAt), asc(insights.id)),
  ]);
  return [
    ...projects.map((project) =>
      makeDocument(
        `case_study:${project.id}`,
        "case_study",
        project.title,
        localizedPath(`/projects/${project.slug}`, locale),
        [
          project.subtitle
            ? `${labels.client} ${sentence(project.subtitle)}`
            : "",
          project.sector
            ? `${labels.sector} ${taxonomyNameIn(locale, { name: project.sector, nameFr: project.sectorFr })}.`
            : "",
          sentence(project.description),
          project.challenge ? `${labels.challenge} ${project.challenge}` : "",
          project.solution ? `${labels.solution} ${project.solution}` : "",
          ...project.outcomes.map(sentence),
          ...project.kpis.map(sentence),
        ],
      ),
    ),
    ...posts.map((post) =>
      makeDocument(
        `insight:${post.id}`,
        "insight",
        post.title,
        localizedPath(`/blog/${post.slug}`, locale),
        [
          sentence(post.excerpt),
          // The byline the article page shows: "who wrote the piece on…?"
          post.author ? labels.byline(post.title, post.author) : "",
          plainTextOfHtml(post.content),
        ],
      ),
    ),
  ];
}

function sentence(text: string | null): string {
  if (!text) return "";
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/**
 * A cheap fingerprint of the rows contentDocuments reads (one language: a change in the other
 * costs this one no rebuild): count and latest change of the published case studies and insights
 * (publishing, unpublishing or deleting one changes the count, an edit updated_at), and the
 * sectors' names the case studies quote (renamed in the studio, in either language).
 */
export async function contentSignature(
  db: Database,
  locale: Locale = "en",
): Promise<string> {
  const [projectRow] = await db
    .select({
      count: sql<number>`count(*)::int`,
      latest: sql<string | null>`max(${publicProjects.updatedAt})::text`,
    })
    .from(publicProjects)
    .where(
      and(
        eq(publicProjects.published, true),
        eq(publicProjects.locale, locale),
      ),
    );
  const [insightRow] = await db
    .select({
      count: sql<number>`count(*)::int`,
      latest: sql<
        string | null
      >`greatest(max(${insights.updatedAt}), max(${insights.publishedAt}))::text`,
    })
    .from(insights)
    .where(and(eq(insights.isPublished, true), eq(insights.locale, locale)));
  const [sectorRow] = await db
    .select({
      names: sql<string>`md5(coalesce(string_agg(${sectors.id}::text || ':' || ${sectors.name} || ':' || coalesce(${sectors.nameFr}, ''), ',' order by ${sectors.id}), ''))`,
    })
    .from(sectors);
  return `${projectRow?.count}/${projectRow?.latest}|${insightRow?.count}/${insightRow?.latest}|${sectorRow?.names}`;
}
