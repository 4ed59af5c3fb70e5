import { eq } from "drizzle-orm";
import type { Database, Transaction } from "../db/client.server";
import { insights, publicProjects } from "../db/schema.server";
import {
  announceContentWrite,
  readContentVersion,
} from "../page-cache/content-version.server";
import { sanitizeRichText } from "./sanitize-html.server";

/**
 * Every write of published content goes through `writeContent`: one transaction, then a
 * signal to this process's page cache once it has committed. The database's own triggers
 * (migration 0009) bump the content version and notify every other instance inside the
 * same transaction, so a write that bypassed this helper (psql, a seed) is still seen by
 * every instance within one version check (PAGE_CACHE_VERSION_CHECK_MS) — this helper only
 * makes the writer's own next request exact.
 */
export async function writeContent<T>(
  db: Database,
  write: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const { result, version } = await db.transaction(async (tx) => {
    const value = await write(tx);
    // The trigger's bump is visible to its own transaction: the number this write made.
    return { result: value, version: await readContentVersion(tx) };
  });
  announceContentWrite(version);
  return result;
}

/** Publishes or withdraws an insight (a withdrawn one keeps its publication date). */
export async function setInsightPublished(
  db: Database,
  id: string,
  published: boolean,
): Promise<boolean> {
  return writeContent(db, async (tx) => {
    const [current] = await tx
      .select({ publishedAt: insights.publishedAt })
      .from(insights)
      .where(eq(insights.id, id));
    if (!current) return false;
    await tx
      .update(insights)
      .set({
        isPublished: published,
        publishedAt: current.publishedAt ?? (published ? new Date() : null),
        updatedAt: new Date(),
      })
      .where(eq(insights.id, id));
    return true;
  });
}

export type InsightEdit = {
  title?: string;
  excerpt?: string | null;
  contentHtml?: string;
  author?: string | null;
};

/** Edits an insight's text; the body is sanitized on write, as the seed does. */
export async function updateInsight(
  db: Database,
  id: string,
  edit: InsightEdit,
): Promise<boolean> {
  return writeContent(db, async (tx) => {
    const { contentHtml, ...fields } = edit;
    const updated = await tx
      .update(insights)
      .set({
        ...fields,
        ...(contentHtml === undefined
          ? {}
          : { content: sanitizeRichText(contentHtml) }),
        updatedAt: new Date(),
      })
      .where(eq(insights.id, id))
      .returning({ id: insights.id });
    return updated.length > 0;
  });
}

/** Publishes or withdraws a case study (public_projects). */
export async function setCaseStudyPublished(
  db: Database,
  id: string,
  published: boolean,
): Promise<boolean> {
  return writeContent(db, async (tx) => {
    const updated = await tx
      .update(publicProjects)
      .set({ published, updatedAt: new Date() })
      .where(eq(publicProjects.id, id))
      .returning({ id: publicProjects.id });
    return updated.length > 0;
  });
}

export type CaseStudyEdit = {
  title?: string;
  subtitle?: string | null;
  description?: string;
  isFeatured?: boolean;
};

export async function updateCaseStudy(
  db: Database,
  id: string,
  edit: CaseStudyEdit,
): Promise<boolean> {
  return writeContent(db, async (tx) => {
    const updated = await tx
      .update(publicProjects)
      .set({ ...edit, updatedAt: new Date() })
      .where(eq(publicProjects.id, id))
      .returning({ id: publicProjects.id });
    return updated.length > 0;
  });
}
