import { asc, count, eq, or, sql } from "drizzle-orm";
import type {
  BlockedDomainInput,
  BlockedDomainView,
} from "~/domain/console/newsletter-blocked-domain";
import {
  newsletterBlockedDomains,
  newsletterSubscribers,
} from "../db/schema.server";
import { staffWrite } from "./audit.server";
import type { ContentScope } from "./staff-scope.server";

/**
 * The domains the newsletter's sign-up refuses (a domain and its subdomains, docs/newsletter.md),
 * as staff keep them: the list with how many subscribers each already covers, add and remove,
 * each change with its audit entry in the same transaction.
 */

export async function unsafeListBlockedDomains({
  db,
}: ContentScope): Promise<BlockedDomainView[]> {
  const b = newsletterBlockedDomains;
  const s = newsletterSubscribers;
  // On the domain itself or under it, as the sign-up refuses them.
  const rows = await db
    .select({
      domain: b.domain,
      note: b.note,
      addedBy: b.createdByEmail,
      addedAt: b.createdAt,
      subscribers: count(s.id),
    })
    .from(b)
    .leftJoin(
      s,
      or(eq(s.domain, b.domain), sql`${s.domain} like '%.' || ${b.domain}`),
    )
    .groupBy(b.domain)
    .orderBy(asc(b.domain));
  return rows.map((row) => ({
    ...row,
    addedAt: row.addedAt.toISOString(),
    subscribers: Number(row.subscribers),
  }));
}

export type BlockOutcome = { kind: "blocked" } | { kind: "duplicate" };

export function unsafeBlockDomain(
  { db, actor }: ContentScope,
  input: BlockedDomainInput,
): Promise<BlockOutcome> {
  return staffWrite(db, actor, async (tx, audit) => {
    const inserted = await tx
      .insert(newsletterBlockedDomains)
      .values({
        domain: input.domain,
        note: input.note,
        createdByEmail: actor.email,
      })
      .onConflictDoNothing()
      .returning({ domain: newsletterBlockedDomains.domain });
    if (inserted.length === 0) return { kind: "duplicate" as const };
    await audit({
      action: "newsletter.block_domain",
      entityType: "newsletter_domain",
      entityId: input.domain,
      summary: `Blocked newsletter sign-ups from ${input.domain} and its subdomains`,
      after: { domain: input.domain, note: input.note },
    });
    return { kind: "blocked" as const };
  });
}

export type UnblockOutcome = { kind: "unblocked" } | { kind: "not-blocked" };

export function unsafeUnblockDomain(
  { db, actor }: ContentScope,
  domain: string,
): Promise<UnblockOutcome> {
  return staffWrite(db, actor, async (tx, audit) => {
    const [removed] = await tx
      .delete(newsletterBlockedDomains)
      .where(eq(newsletterBlockedDomains.domain, domain))
      .returning();
    if (!removed) return { kind: "not-blocked" as const };
    await audit({
      action: "newsletter.unblock_domain",
      entityType: "newsletter_domain",
      entityId: domain,
      summary: `Allowed newsletter sign-ups from ${domain} again`,
      before: {
        domain,
        note: removed.note,
        addedBy: removed.createdByEmail,
      },
    });
    return { kind: "unblocked" as const };
  });
}
