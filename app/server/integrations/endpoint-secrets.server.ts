import { and, desc, eq, isNull } from "drizzle-orm";
import { staffWrite } from "../console/audit.server";
import type { StaffScope } from "../console/staff-scope.server";
import { webhookEndpoints, webhookEndpointSecrets } from "../db/schema.server";
import { endpointLabel } from "./endpoint-admin.server";
import type { SecretBox } from "./secret-box.server";
import { maskedSecret, newSigningSecret } from "./signing-secret.server";

/**
 * A signed webhook's signing secrets (docs/integrations.md): shown whole once, when made, then
 * only masked. A rotation gives the previous secret 24 hours, during which the engine signs
 * every delivery with both, so a receiver can switch without refusing one.
 */

const e = webhookEndpoints;

/** How long a rotated-out secret still signs: receivers have a day to take the new one. */
export const PREVIOUS_SECRET_VALID_MS = 24 * 3_600_000;

/**
 * A new current secret for a signed webhook, returned to be shown once; the current one
 * becomes the previous and expires in 24 hours (deliveries carry both signatures until then).
 */
export async function rotateSecret(
  { db, actor }: StaffScope,
  box: SecretBox,
  id: string,
  now: Date = new Date(),
): Promise<{ secret: string; previousValidUntil: Date } | null> {
  return staffWrite(db, actor, async (tx, audit) => {
    const [row] = await tx
      .select()
      .from(e)
      .where(and(eq(e.id, id), eq(e.kind, "webhook")))
      .for("update");
    if (!row) return null;
    const previousValidUntil = new Date(
      now.getTime() + PREVIOUS_SECRET_VALID_MS,
    );
    await tx
      .update(webhookEndpointSecrets)
      .set({ expiresAt: previousValidUntil })
      .where(
        and(
          eq(webhookEndpointSecrets.endpointId, id),
          isNull(webhookEndpointSecrets.expiresAt),
        ),
      );
    const secret = newSigningSecret();
    await tx.insert(webhookEndpointSecrets).values({
      endpointId: id,
      secretEncrypted: box.seal(secret),
      createdAt: now,
      expiresAt: null,
    });
    await audit({
      action: "integration.rotate_secret",
      entityType: "integration",
      entityId: id,
      summary: `Rotated the signing secret of ${endpointLabel(row)}; the previous one is valid until ${previousValidUntil.toISOString()}`,
      details: { previousValidUntil: previousValidUntil.toISOString() },
    });
    return { secret, previousValidUntil };
  });
}

/** The current secret, masked, and the end of the previous one's 24 hours if still running. */
export async function secretViewOf(
  { db }: StaffScope,
  box: SecretBox,
  id: string,
  now: Date = new Date(),
): Promise<{ current: string | null; previousValidUntil: string | null }> {
  const rows = await db
    .select()
    .from(webhookEndpointSecrets)
    .where(eq(webhookEndpointSecrets.endpointId, id))
    .orderBy(desc(webhookEndpointSecrets.createdAt));
  const current = rows.find((row) => row.expiresAt === null);
  let masked: string | null = null;
  if (current) {
    try {
      masked = maskedSecret(box.open(current.secretEncrypted));
    } catch {
      masked = null;
    }
  }
  const previous = rows
    .map((row) => row.expiresAt)
    .filter((at): at is Date => at !== null && at > now)
    .sort((a, b) => b.getTime() - a.getTime())[0];
  return {
    current: masked,
    previousValidUntil: previous?.toISOString() ?? null,
  };
}
