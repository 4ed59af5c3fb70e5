import { and, desc, eq, isNull } from "drizzle-orm";
import type {
  LegalHoldView,
  PlaceLegalHoldInput,
} from "~/domain/privacy/legal-hold-form";
import { staffWrite } from "../console/audit.server";
import type { AdminScope } from "../console/staff-scope.server";
import { privacyLegalHolds } from "../db/schema.server";

/**
 * Legal holds as admins keep them on /lead_admin/privacy/retention: the active ones, placing
 * one (an address already held is refused, so releasing one hold always frees the address),
 * and releasing one. Each change and its audit entry commit together. A released hold stays as
 * the record that it existed; only its release is written.
 */

export async function unsafeListLegalHolds({
  db,
}: AdminScope): Promise<LegalHoldView[]> {
  const h = privacyLegalHolds;
  const rows = await db
    .select({
      id: h.id,
      email: h.email,
      reason: h.reason,
      placedBy: h.placedByEmail,
      placedAt: h.createdAt,
    })
    .from(h)
    .where(isNull(h.releasedAt))
    .orderBy(desc(h.createdAt), desc(h.id));
  return rows.map((row) => ({ ...row, placedAt: row.placedAt.toISOString() }));
}

export type PlaceOutcome =
  { kind: "placed"; id: string } | { kind: "already-held" };

export function unsafePlaceLegalHold(
  { db, actor }: AdminScope,
  input: PlaceLegalHoldInput,
): Promise<PlaceOutcome> {
  return staffWrite(db, actor, async (tx, audit) => {
    const h = privacyLegalHolds;
    // Two admins placing the same hold at once may both pass this check; two active rows for
    // one address are harmless (both keep it) and each is released on its own.
    const [existing] = await tx
      .select({ id: h.id })
      .from(h)
      .where(and(eq(h.emailKey, input.email), isNull(h.releasedAt)))
      .limit(1);
    if (existing) return { kind: "already-held" };
    const [row] = await tx
      .insert(h)
      .values({
        email: input.email,
        reason: input.reason,
        placedByEmail: actor.email,
      })
      .returning({ id: h.id });
    await audit({
      action: "legal_hold.place",
      entityType: "legal_hold",
      entityId: row!.id,
      summary: `Placed a legal hold on ${input.email}`,
      after: { email: input.email, reason: input.reason },
    });
    return { kind: "placed", id: row!.id };
  });
}

export type ReleaseOutcome =
  { kind: "released"; email: string } | { kind: "not-active" };

export function unsafeReleaseLegalHold(
  { db, actor }: AdminScope,
  holdId: string,
): Promise<ReleaseOutcome> {
  return staffWrite(db, actor, async (tx, audit) => {
    const h = privacyLegalHolds;
    const [row] = await tx
      .update(h)
      .set({ releasedAt: new Date(), releasedByEmail: actor.email })
      .where(and(eq(h.id, holdId), isNull(h.releasedAt)))
      .returning({ id: h.id, email: h.email, reason: h.reason });
    if (!row) return { kind: "not-active" };
    await audit({
      action: "legal_hold.release",
      entityType: "legal_hold",
      entityId: row.id,
      summary: `Released the legal hold on ${row.email}`,
      before: { email: row.email, reason: row.reason, active: true },
      after: { active: false },
    });
    return { kind: "released", email: row.email };
  });
}
