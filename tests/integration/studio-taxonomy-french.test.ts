import { readFileSync } from "node:fs";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentDocuments } from "~/server/chat/brain/content-documents.server";
import { listPublishedCaseStudies } from "~/server/content/case-studies.server";
import type { Database } from "~/server/db/client.server";
import {
  capabilities,
  contentTypes,
  publicProjects,
  sectors,
} from "~/server/db/schema.server";
import { listNewsletterTopics } from "~/server/newsletter/newsletter-preferences.server";
import { taxonomyAction } from "~/server/studio/taxonomy.handler.server";
import { callRoute, post } from "../support/account-session";
import { startTestServices } from "../support/app-services";
import { EDITOR, signInDemo, type DemoPerson } from "../support/console-people";

/**
 * Sector, capability and content-type names in French, stored with each item and edited in the
 * studio (docs/decisions/061-taxonomy-names-in-both-languages.md), on PGlite and PostgreSQL:
 * the migration's backfill gives existing rows the names French pages showed, a rename in
 * French reaches every reader (the French case studies, the assistant's French documents, the
 * newsletter's French topics), a post without the field keeps the French name, and bad or
 * duplicate French names are refused with nothing written.
 */
let db: Database;
let stop: () => Promise<void>;
let editor: DemoPerson;

beforeAll(async () => {
  const started = await startTestServices();
  stop = started.stop;
  db = started.services.database.db;
  editor = await signInDemo(EDITOR);
}, 180_000);
afterAll(async () => stop?.());

const send = (fields: Record<string, string>) =>
  callRoute(
    taxonomyAction,
    post("/lead_admin/taxonomy", fields),
    editor.jar,
    editor.ip,
  );

async function sectorBySlug(slug: string) {
  const [row] = await db.select().from(sectors).where(eq(sectors.slug, slug));
  return row!;
}

/** The sector of a published French case study, with that case study's slug. */
async function sectorOfAFrenchCaseStudy() {
  const [row] = await db
    .select({ slug: publicProjects.slug, sectorId: publicProjects.sectorId })
    .from(publicProjects)
    .where(
      and(
        eq(publicProjects.locale, "fr"),
        eq(publicProjects.published, true),
        sql`${publicProjects.sectorId} is not null`,
      ),
    )
    .limit(1);
  const [sector] = await db
    .select()
    .from(sectors)
    .where(eq(sectors.id, row!.sectorId!));
  return { project: row!.slug, sector: sector! };
}

describe("French taxonomy names", () => {
  it("the migration gives existing rows the French names the site's code had, and leaves a given one alone", async () => {
    const statements = readFileSync(
      "drizzle/0026_taxonomy_french_names.sql",
      "utf8",
    )
      .split("--> statement-breakpoint")
      .map((statement) => statement.trim())
      .filter((statement) =>
        /^(--[^\n]*\n)*DO \$\$ BEGIN IF EXISTS/.test(statement),
      );
    expect(statements).toHaveLength(3);
    await db
      .update(sectors)
      .set({ nameFr: null })
      .where(eq(sectors.slug, "health"));
    await db
      .update(capabilities)
      .set({ nameFr: "Nom choisi par l’équipe" })
      .where(eq(capabilities.slug, "cybersecurity"));
    await db
      .update(contentTypes)
      .set({ nameFr: null })
      .where(eq(contentTypes.slug, "whitepaper"));
    for (const statement of statements) await db.execute(sql.raw(statement));
    expect((await sectorBySlug("health")).nameFr).toBe("Santé et télémédecine");
    const [cyber] = await db
      .select({ nameFr: capabilities.nameFr })
      .from(capabilities)
      .where(eq(capabilities.slug, "cybersecurity"));
    expect(cyber!.nameFr).toBe("Nom choisi par l’équipe");
    const [whitepaper] = await db
      .select({ nameFr: contentTypes.nameFr })
      .from(contentTypes)
      .where(eq(contentTypes.slug, "whitepaper"));
    expect(whitepaper!.nameFr).toBe("Livre blanc");
  });

  it("a French rename in the studio reaches French case studies and the assistant's French documents, not English ones", async () => {
    const { project, sector } = await sectorOfAFrenchCaseStudy();
    const answer = await send({
      intent: "rename",
      kind: "sector",
      id: sector.id,
      name: sector.name,
      nameFr: "Secteur renommé en français",
      slug: sector.slug,
    });
    expect(answer.status, JSON.stringify(answer.data)).toBe(302);
    expect((await sectorBySlug(sector.slug)).nameFr).toBe(
      "Secteur renommé en français",
    );
    const french = await listPublishedCaseStudies(db, { locale: "fr" });
    const study = french.find((item) => item.slug === project)!;
    expect(study.sector?.nameFr).toBe("Secteur renommé en français");
    const documents = await contentDocuments(db, "fr");
    expect(
      documents.some((document) =>
        document.text.includes("Secteur renommé en français"),
      ),
    ).toBe(true);
    const english = await contentDocuments(db, "en");
    expect(
      english.some((document) =>
        document.text.includes("Secteur renommé en français"),
      ),
    ).toBe(false);
  });

  it("newsletter topics read the stored French name, and fall back to the English one without it", async () => {
    const [capability] = await db
      .select()
      .from(capabilities)
      .where(eq(capabilities.slug, "data-analytics"));
    expect(
      (
        await send({
          intent: "rename",
          kind: "capability",
          id: capability!.id,
          name: capability!.name,
          nameFr: "Données au service des décisions",
          slug: capability!.slug,
        })
      ).status,
    ).toBe(302);
    let topics = await listNewsletterTopics(db, "fr");
    expect(topics.find((topic) => topic.id === capability!.id)?.name).toBe(
      "Données au service des décisions",
    );
    // Emptied: French pages show the English name (and the studio says it is missing).
    expect(
      (
        await send({
          intent: "rename",
          kind: "capability",
          id: capability!.id,
          name: capability!.name,
          nameFr: "",
          slug: capability!.slug,
        })
      ).status,
    ).toBe(302);
    topics = await listNewsletterTopics(db, "fr");
    expect(topics.find((topic) => topic.id === capability!.id)?.name).toBe(
      capability!.name,
    );
  });

  it("a rename without the French field keeps the French name", async () => {
    const sector = await sectorBySlug("construction");
    const answer = await send({
      intent: "rename",
      kind: "sector",
      id: sector.id,
      name: "Construction & Public Works",
      slug: sector.slug,
    });
    expect(answer.status).toBe(302);
    const after = await sectorBySlug("construction");
    expect(after.name).toBe("Construction & Public Works");
    expect(after.nameFr).toBe(sector.nameFr);
  });

  it("refuses an over-long, multi-line or already used French name, writing nothing", async () => {
    const sector = await sectorBySlug("digital-legacy");
    const other = await sectorBySlug("public-finance");
    const cases: [string, number, string][] = [
      ["x".repeat(81), 400, "The French name must be 80 characters or fewer."],
      ["Deux\nlignes", 400, "The French name must be one line of text."],
      [
        other.nameFr!.toUpperCase(),
        409,
        `The sector “${other.name}” already has the French name “${other.nameFr!.toUpperCase()}”: choose another.`,
      ],
    ];
    for (const [nameFr, status, message] of cases) {
      const answer = await send({
        intent: "rename",
        kind: "sector",
        id: sector.id,
        name: sector.name,
        nameFr,
        slug: sector.slug,
      });
      expect(answer.status, nameFr).toBe(status);
      expect(
        (answer.data as { fieldErrors: Record<string, string> }).fieldErrors,
      ).toEqual({ nameFr: message });
      expect(await sectorBySlug("digital-legacy")).toEqual(sector);
    }
  });
});
