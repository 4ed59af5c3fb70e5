import { asc, eq, sql } from "drizzle-orm";
import { writeContent } from "../content/content-writes.server";
import { recordAudit } from "../console/audit.server";
import type { ContentScope } from "../console/staff-scope.server";
import type { Transaction } from "../db/client.server";
import { publicProjects } from "../db/schema.server";

/**
 * The order of the case studies on /projects (`display_order`), set from the studio's list by
 * dragging a row or moving it up or down. The order belongs to the list, not to any one draft,
 * so it applies at once (published case studies move on the public page), with an audit entry.
 * Every change locks all the rows first, so two people reordering take turns, and a whole new
 * order is refused when the list changed under it (a case study added meanwhile).
 */

export type ReorderOutcome =
  | { kind: "reordered"; position: number }
  | { kind: "unchanged" }
  | { kind: "list-changed" }
  | { kind: "not-found" };

type OrderRow = { id: string; title: string; displayOrder: number };

async function lockedOrder(tx: Transaction): Promise<OrderRow[]> {
  return tx
    .select({
      id: publicProjects.id,
      title: publicProjects.title,
      displayOrder: publicProjects.displayOrder,
    })
    .from(publicProjects)
    .where(eq(publicProjects.locale, "en"))
    .orderBy(asc(publicProjects.displayOrder), asc(publicProjects.id))
    .for("update");
}

/** The one row whose move turns `before` into `after`, if that is what happened. */
export function singleMove(
  before: readonly string[],
  after: readonly string[],
): { id: string; to: number } | null {
  for (let to = 0; to < after.length; to++) {
    const id = after[to]!;
    const without = (list: readonly string[]) => list.filter((x) => x !== id);
    const a = without(before);
    const b = without(after);
    if (before.indexOf(id) !== to && a.every((x, i) => x === b[i]))
      return { id, to };
  }
  return null;
}

async function applyOrder(
  tx: Transaction,
  scope: ContentScope,
  rows: OrderRow[],
  next: string[],
  /** The row the person moved, when known (a swap moves two). */
  movedId?: string,
): Promise<ReorderOutcome> {
  const before = rows.map((row) => row.id);
  if (before.every((id, i) => id === next[i])) return { kind: "unchanged" };
  // Positions from 1, so equal or gapped orders left by imports end here; a row already in
  // its place is not written (a move touches two rows, not the whole list).
  const positionOf = new Map(rows.map((row) => [row.id, row.displayOrder]));
  for (const [index, id] of next.entries())
    if (positionOf.get(id) !== index + 1)
      // The case study and its French version (same translation key) move together.
      await tx
        .update(publicProjects)
        .set({ displayOrder: index + 1 })
        .where(
          eq(
            publicProjects.translationKey,
            sql`(select translation_key from public_projects where id = ${id})`,
          ),
        );
  const moved = movedId
    ? { id: movedId, to: next.indexOf(movedId) }
    : singleMove(before, next);
  const title = (id: string) => rows.find((row) => row.id === id)?.title;
  await recordAudit(tx, scope.actor, {
    action: "case_study.reorder",
    entityType: "case_study",
    entityId: moved?.id ?? null,
    summary: moved
      ? `Moved the case study “${title(moved.id)}” to position ${moved.to + 1} of ${next.length}`
      : `Reordered the ${next.length} case studies`,
    before: { order: before },
    after: { order: next },
  });
  return { kind: "reordered", position: moved ? moved.to + 1 : 1 };
}

/** A whole new order (a drag in the browser), as every case study's id. */
export function reorderCaseStudies(
  scope: ContentScope,
  orderedIds: string[],
): Promise<ReorderOutcome> {
  return writeContent(scope.db, async (tx) => {
    const rows = await lockedOrder(tx);
    const known = new Set(rows.map((row) => row.id));
    const posted = new Set(orderedIds);
    if (
      posted.size !== orderedIds.length ||
      posted.size !== known.size ||
      orderedIds.some((id) => !known.has(id))
    )
      return { kind: "list-changed" as const };
    return applyOrder(tx, scope, rows, orderedIds);
  });
}

/** One case study one place up or down (the buttons on each row: no JavaScript needed). */
export function moveCaseStudy(
  scope: ContentScope,
  id: string,
  direction: "up" | "down",
): Promise<ReorderOutcome> {
  return writeContent(scope.db, async (tx) => {
    const rows = await lockedOrder(tx);
    const ids = rows.map((row) => row.id);
    const from = ids.indexOf(id);
    if (from === -1) return { kind: "not-found" as const };
    const to = direction === "up" ? from - 1 : from + 1;
    if (to < 0 || to >= ids.length) return { kind: "unchanged" as const };
    const next = [...ids];
    [next[from], next[to]] = [next[to]!, next[from]!];
    return applyOrder(tx, scope, rows, next, id);
  });
}
