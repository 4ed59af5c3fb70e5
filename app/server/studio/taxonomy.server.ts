import { and, asc, eq, max, ne, sql } from "drizzle-orm";
import { capabilityPagePath } from "~/content/public-routes";
import { TAXONOMY_KINDS, type TaxonomyKind } from "~/domain/enums";
import {
  TAXONOMY_WORDS,
  isInUse,
  type TaxonomyItem,
  type TaxonomyItemInput,
  type TaxonomyUsage,
  type TaxonomyUse,
} from "~/domain/studio/taxonomy";
import type { Database, Transaction } from "../db/client.server";
import { capabilities, taxonomySlugRedirects } from "../db/schema.server";
import { writeContent } from "../content/content-writes.server";
import { recordAudit } from "../console/audit.server";
import type { ContentScope } from "../console/staff-scope.server";
import {
  REDIRECT_COLUMNS,
  TAXONOMY_TABLES,
  usageByItem,
  usesOf,
} from "./taxonomy-usage.server";
import { taxonomyRefColumns } from "./studio-refs.server";

/**
 * The content studio's sectors, capabilities and content types
 * (docs/decisions/053-taxonomy-management.md): the list with each item's uses and old slugs,
 * and the three writes. Every write goes through `writeContent` (every instance's page cache
 * follows, drizzle/0009) with its audit entry, and the writes of one kind take one lock, so
 * two people adding or renaming at once are checked one after the other.
 */

export type TaxonomyLists = Record<TaxonomyKind, TaxonomyItem[]>;

/** A capability whose slug has a page in app/content/capabilities/ keeps that slug. */
function pageOf(kind: TaxonomyKind, slug: string): string | null {
  return kind === "capability" ? capabilityPagePath(slug) : null;
}

export async function listTaxonomies({
  db,
}: ContentScope): Promise<TaxonomyLists> {
  const lists = await Promise.all(
    TAXONOMY_KINDS.map((kind) => listKind(db, kind)),
  );
  return Object.fromEntries(
    TAXONOMY_KINDS.map((kind, index) => [kind, lists[index]!]),
  ) as TaxonomyLists;
}

async function listKind(
  db: Database,
  kind: TaxonomyKind,
): Promise<TaxonomyItem[]> {
  const table = TAXONOMY_TABLES[kind];
  // In the order the public site lists them: capabilities by their display order.
  const order =
    kind === "capability"
      ? [asc(capabilities.displayOrder), asc(capabilities.name)]
      : [asc(table.name), asc(table.id)];
  const [rows, usage, moved] = await Promise.all([
    db
      .select(taxonomyRefColumns(table))
      .from(table)
      .orderBy(...order),
    usageByItem(db, kind),
    db
      .select({
        itemId: REDIRECT_COLUMNS[kind],
        oldSlug: taxonomySlugRedirects.oldSlug,
      })
      .from(taxonomySlugRedirects)
      .where(eq(taxonomySlugRedirects.kind, kind))
      .orderBy(asc(taxonomySlugRedirects.oldSlug)),
  ]);
  return rows.map((row) => ({
    ...row,
    oldSlugs: moved
      .filter((redirect) => redirect.itemId === row.id)
      .map((redirect) => redirect.oldSlug),
    usage: usage.get(row.id) ?? { caseStudies: 0, insights: 0 },
    pagePath: pageOf(kind, row.slug),
  }));
}

export type NotFound = { kind: "not-found" };
export type Conflict =
  | { kind: "slug-taken"; takenBy: string }
  | { kind: "name-taken"; takenBy: string }
  | { kind: "french-name-taken"; takenBy: string };
export type FixedSlug = { kind: "fixed-slug"; name: string; pagePath: string };
export type InUse = {
  kind: "in-use";
  name: string;
  usage: TaxonomyUsage;
  uses: TaxonomyUse[];
};

// Arbitrary but fixed, one per kind: every add, rename and delete of that kind takes it first.
const TAXONOMY_LOCK_BASE = 4_211_530;

async function lockKind(tx: Transaction, kind: TaxonomyKind): Promise<void> {
  const key = TAXONOMY_LOCK_BASE + TAXONOMY_KINDS.indexOf(kind);
  await tx.execute(sql`select pg_advisory_xact_lock(${key})`);
}

/** Another item of the kind holding the slug, or the name (in any case), by its name. */
async function conflictOf(
  tx: Transaction,
  kind: TaxonomyKind,
  input: TaxonomyItemInput,
  exceptId: string | null,
): Promise<Conflict | null> {
  const table = TAXONOMY_TABLES[kind];
  const others = exceptId ? ne(table.id, exceptId) : undefined;
  const [slugHolder] = await tx
    .select({ name: table.name })
    .from(table)
    .where(and(eq(table.slug, input.slug), others))
    .limit(1);
  if (slugHolder) return { kind: "slug-taken", takenBy: slugHolder.name };
  const [nameHolder] = await tx
    .select({ name: table.name })
    .from(table)
    .where(and(sql`lower(${table.name}) = lower(${input.name})`, others))
    .limit(1);
  if (nameHolder) return { kind: "name-taken", takenBy: nameHolder.name };
  // French pages list them too (the /fr/projects filters): two of one French name would read
  // as one.
  if (input.nameFr) {
    const [frenchHolder] = await tx
      .select({ name: table.name })
      .from(table)
      .where(and(sql`lower(${table.nameFr}) = lower(${input.nameFr})`, others))
      .limit(1);
    if (frenchHolder)
      return { kind: "french-name-taken", takenBy: frenchHolder.name };
  }
  return null;
}

/**
 * The slug is a live one now: no old slug of that name may lead elsewhere. Answers the name of
 * the other item whose old URLs led there until now (null when none, or its own old slug).
 */
async function claimSlug(
  tx: Transaction,
  kind: TaxonomyKind,
  slug: string,
  id: string,
): Promise<string | null> {
  const table = TAXONOMY_TABLES[kind];
  const column = REDIRECT_COLUMNS[kind];
  const [previous] = await tx
    .select({ itemId: column, name: table.name })
    .from(taxonomySlugRedirects)
    .innerJoin(table, eq(table.id, column))
    .where(
      and(
        eq(taxonomySlugRedirects.kind, kind),
        eq(taxonomySlugRedirects.oldSlug, slug),
      ),
    );
  await tx
    .delete(taxonomySlugRedirects)
    .where(
      and(
        eq(taxonomySlugRedirects.kind, kind),
        eq(taxonomySlugRedirects.oldSlug, slug),
      ),
    );
  return previous && previous.itemId !== id ? previous.name : null;
}

export type CreateOutcome =
  { kind: "created"; id: string; tookOverFrom: string | null } | Conflict;

export function createTaxonomyItem(
  { db, actor }: ContentScope,
  kind: TaxonomyKind,
  input: TaxonomyItemInput,
): Promise<CreateOutcome> {
  return writeContent(db, async (tx) => {
    await lockKind(tx, kind);
    const conflict = await conflictOf(tx, kind, input, null);
    if (conflict) return conflict;
    const id = await insertItem(tx, kind, input);
    const tookOverFrom = await claimSlug(tx, kind, input.slug, id);
    await recordAudit(tx, actor, {
      action: `${kind}.create`,
      entityType: kind,
      entityId: id,
      summary: `Added the ${wordOf(kind)} “${input.name}” (${input.slug})`,
      after: {
        name: input.name,
        ...(input.nameFr ? { nameFr: input.nameFr } : {}),
        slug: input.slug,
      },
    });
    return { kind: "created" as const, id, tookOverFrom };
  });
}

async function insertItem(
  tx: Transaction,
  kind: TaxonomyKind,
  input: TaxonomyItemInput,
): Promise<string> {
  if (kind === "capability") {
    // A new capability is listed last, after the ones the site already shows.
    const [last] = await tx
      .select({ order: max(capabilities.displayOrder) })
      .from(capabilities);
    const [row] = await tx
      .insert(capabilities)
      .values({ ...input, displayOrder: (last?.order ?? 0) + 1 })
      .returning({ id: capabilities.id });
    return row!.id;
  }
  const table = TAXONOMY_TABLES[kind];
  const [row] = await tx
    .insert(table)
    .values(input)
    .returning({ id: table.id });
  return row!.id;
}

export type RenameOutcome =
  | {
      kind: "renamed";
      before: { name: string; nameFr: string | null; slug: string };
      tookOverFrom: string | null;
    }
  | { kind: "unchanged" }
  | NotFound
  | Conflict
  | FixedSlug;

/**
 * A new name and slug. A changed slug leaves the old one answering 301 to the item — read
 * through the item, so renaming again never makes a chain — and taking an old slug back makes
 * it live again (its redirect is deleted).
 */
export function renameTaxonomyItem(
  { db, actor }: ContentScope,
  kind: TaxonomyKind,
  id: string,
  posted: TaxonomyItemInput,
): Promise<RenameOutcome> {
  return writeContent(db, async (tx) => {
    await lockKind(tx, kind);
    const table = TAXONOMY_TABLES[kind];
    const [current] = await tx
      .select({ name: table.name, nameFr: table.nameFr, slug: table.slug })
      .from(table)
      .where(eq(table.id, id))
      .for("update");
    if (!current) return { kind: "not-found" as const };
    const input = {
      ...posted,
      nameFr: posted.nameFr === undefined ? current.nameFr : posted.nameFr,
    };
    const frenchChanged = current.nameFr !== input.nameFr;
    const slugChanged = current.slug !== input.slug;
    const pagePath = pageOf(kind, current.slug);
    if (slugChanged && pagePath)
      return { kind: "fixed-slug" as const, name: current.name, pagePath };
    if (!slugChanged && current.name === input.name && !frenchChanged)
      return { kind: "unchanged" as const };
    const conflict = await conflictOf(tx, kind, input, id);
    if (conflict) return conflict;
    await tx.update(table).set(input).where(eq(table.id, id));
    let tookOverFrom: string | null = null;
    if (slugChanged) {
      const target = redirectTargetOf(kind, id);
      await tx
        .insert(taxonomySlugRedirects)
        .values({ kind, oldSlug: current.slug, ...target })
        .onConflictDoUpdate({
          target: [taxonomySlugRedirects.kind, taxonomySlugRedirects.oldSlug],
          set: { ...target, createdAt: new Date() },
        });
      tookOverFrom = await claimSlug(tx, kind, input.slug, id);
    }
    const nameChanged = current.name !== input.name;
    const what = [
      slugChanged
        ? nameChanged
          ? `Renamed the ${wordOf(kind)} “${current.name}” to “${input.name}” (${current.slug} → ${input.slug})`
          : `Changed the slug of the ${wordOf(kind)} “${input.name}” from ${current.slug} to ${input.slug}`
        : nameChanged
          ? `Renamed the ${wordOf(kind)} “${current.name}” to “${input.name}”`
          : null,
      frenchChanged
        ? input.nameFr
          ? `${slugChanged || nameChanged ? "its" : `The ${wordOf(kind)} “${input.name}”’s`} French name is now “${input.nameFr}”`
          : `${slugChanged || nameChanged ? "its" : `The ${wordOf(kind)} “${input.name}”’s`} French name was removed`
        : null,
    ]
      .filter(Boolean)
      .join("; ");
    // Only what changed, before and after.
    const changed = (values: {
      name: string;
      nameFr: string | null;
      slug: string;
    }) => ({
      ...(nameChanged || slugChanged ? { name: values.name } : {}),
      ...(frenchChanged ? { nameFr: values.nameFr } : {}),
      ...(slugChanged ? { slug: values.slug } : {}),
    });
    await recordAudit(tx, actor, {
      action: `${kind}.rename`,
      entityType: kind,
      entityId: id,
      summary: what,
      before: changed(current),
      after: changed(input),
    });
    return { kind: "renamed" as const, before: current, tookOverFrom };
  });
}

/** The redirect row's reference to the item: its kind's column set, the others empty. */
function redirectTargetOf(kind: TaxonomyKind, id: string) {
  return {
    sectorId: kind === "sector" ? id : null,
    capabilityId: kind === "capability" ? id : null,
    contentTypeId: kind === "content_type" ? id : null,
  };
}

export type AskOutcome =
  | { kind: "ask"; name: string; slug: string; oldSlugs: string[] }
  | NotFound
  | InUse;

/** The first post of a deletion: what would go, or why it cannot (nothing is written). */
export async function askToDeleteTaxonomyItem(
  { db }: ContentScope,
  kind: TaxonomyKind,
  id: string,
): Promise<AskOutcome> {
  const table = TAXONOMY_TABLES[kind];
  const [item] = await db
    .select({ name: table.name, slug: table.slug })
    .from(table)
    .where(eq(table.id, id));
  if (!item) return { kind: "not-found" };
  const uses = await usesOf(db, kind, id);
  const usage = usageOf(uses);
  if (isInUse(usage)) return { kind: "in-use", name: item.name, usage, uses };
  const oldSlugs = await db
    .select({ oldSlug: taxonomySlugRedirects.oldSlug })
    .from(taxonomySlugRedirects)
    .where(
      and(eq(taxonomySlugRedirects.kind, kind), eq(REDIRECT_COLUMNS[kind], id)),
    )
    .orderBy(asc(taxonomySlugRedirects.oldSlug));
  return {
    kind: "ask",
    ...item,
    oldSlugs: oldSlugs.map((row) => row.oldSlug),
  };
}

export type DeleteOutcome =
  { kind: "deleted"; name: string; slug: string } | NotFound | InUse;

/**
 * Deletes an item nothing uses, with its old slugs (the redirect rows cascade). The item's row
 * is locked first and its uses counted in a later statement of the same transaction: a save
 * naming the item holds it FOR SHARE (lockTaxonomyOf), so the count sees every save that got
 * there first, and a later one waits, then finds the item gone. Without this a deletion would
 * be silent — a sector's case studies lose it (ON DELETE SET NULL), the join tables cascade.
 */
export function deleteTaxonomyItem(
  { db, actor }: ContentScope,
  kind: TaxonomyKind,
  id: string,
): Promise<DeleteOutcome> {
  return writeContent(db, async (tx) => {
    await lockKind(tx, kind);
    const table = TAXONOMY_TABLES[kind];
    const [item] = await tx
      .select({ name: table.name, slug: table.slug })
      .from(table)
      .where(eq(table.id, id))
      .for("update");
    if (!item) return { kind: "not-found" as const };
    const uses = await usesOf(tx, kind, id);
    const usage = usageOf(uses);
    if (isInUse(usage))
      return { kind: "in-use" as const, name: item.name, usage, uses };
    await tx.delete(table).where(eq(table.id, id));
    await recordAudit(tx, actor, {
      action: `${kind}.delete`,
      entityType: kind,
      entityId: id,
      summary: `Deleted the ${wordOf(kind)} “${item.name}” (${item.slug})`,
      before: item,
    });
    return { kind: "deleted" as const, ...item };
  });
}

function usageOf(uses: TaxonomyUse[]): TaxonomyUsage {
  return {
    caseStudies: uses.filter((use) => use.kind === "case_study").length,
    insights: uses.filter((use) => use.kind === "insight").length,
  };
}

const wordOf = (kind: TaxonomyKind) => TAXONOMY_WORDS[kind].one;
