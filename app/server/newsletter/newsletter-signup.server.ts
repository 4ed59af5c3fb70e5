import { eq, inArray, max, sql } from "drizzle-orm";
import { mailboxKey } from "~/domain/forms/mailbox-key";
import {
  domainAndParents,
  emailDomain,
} from "~/domain/newsletter/newsletter-signup";
import type { Locale } from "~/i18n/locale";
import type { Database, Transaction } from "../db/client.server";
import {
  newsletterBlockedDomains,
  newsletterSubscribers,
} from "../db/schema.server";
import {
  queueConfirmationEmail,
  renderConfirmationEmail,
} from "./newsletter-confirmation-email.server";
import { confirmationUrl } from "./newsletter-links.server";
import { recordConsentEvent } from "./newsletter-subscribers.server";

/**
 * At most one confirmation e-mail per mailbox in this window (docs/newsletter.md): every
 * spelling of one mailbox (`victim+1@`, `Victim@`, dots at Gmail) shares it.
 */
export const CONFIRMATION_EMAIL_INTERVAL_MS = 24 * 60 * 60 * 1000;

export type SubscriptionRequest = {
  email: string;
  locale: Locale;
  /** The consent line the visitor was shown, as shown (without the privacy link). */
  consentText: string;
  /** The page the form was on (its path), or null. */
  page: string | null;
  /** Why this looks like a bot's request (honeypot, fill time), or null for a clean one. */
  spamReason: string | null;
  /** For the confirmation link. */
  origin: string;
  secret: string;
  now?: Date;
};

/**
 * What happened, for the log and the tests only: the visitor is told the same whatever it is
 * (no enumeration, docs/newsletter.md).
 */
export type SubscriptionOutcome =
  | "blocked"
  | "created"
  | "created-spam"
  | "refreshed"
  | "refreshed-spam"
  | "already-confirmed"
  | "resubscribed"
  | "resubscribed-spam";

/** The listed domain that covers this address's domain (itself or a parent), or null. */
export async function blockedDomainFor(
  db: Database | Transaction,
  email: string,
): Promise<string | null> {
  const [row] = await db
    .select({ domain: newsletterBlockedDomains.domain })
    .from(newsletterBlockedDomains)
    .where(
      inArray(
        newsletterBlockedDomains.domain,
        domainAndParents(emailDomain(email)),
      ),
    )
    .limit(1);
  return row?.domain ?? null;
}

/**
 * One sign-up request, in one transaction: the subscriber row (created, or locked and updated),
 * the consent record, and — for a clean request when none went to its mailbox in the last 24
 * hours — the confirmation e-mail in the outbox with `confirmation_sent_at`, decided under a
 * lock on the mailbox so two requests at once (any spellings) queue one e-mail. A blocked domain stores nothing.
 */
export async function requestSubscription(
  db: Database | Transaction,
  request: SubscriptionRequest,
): Promise<SubscriptionOutcome> {
  if (await blockedDomainFor(db, request.email)) return "blocked";
  const now = request.now ?? new Date();
  const consent = {
    locale: request.locale,
    consentText: request.consentText,
    consentPage: request.page,
    consentedAt: now,
  };
  const mailbox = mailboxKey(request.email);
  return db.transaction(async (tx) => {
    // One sign-up per mailbox at a time, whichever spelling each uses: the daily cap is read
    // and set under this lock, so requests for `a+1@` and `a+2@` at once queue one e-mail.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`newsletter-mailbox:${mailbox}`}, 0))`,
    );
    const lastSent = await lastConfirmationTo(tx, mailbox);
    const mayMail =
      lastSent === null ||
      now.getTime() - lastSent.getTime() >= CONFIRMATION_EMAIL_INTERVAL_MS;
    const clean = request.spamReason === null;
    const [created] = await tx
      .insert(newsletterSubscribers)
      .values({
        email: request.email,
        status: "pending",
        ...consent,
        pendingSince: now,
        spamReason: request.spamReason,
      })
      .onConflictDoNothing({ target: newsletterSubscribers.emailKey })
      .returning({ id: newsletterSubscribers.id });
    if (created) {
      await requested(tx, created.id, request);
      if (clean && mayMail)
        await sendConfirmation(tx, created.id, request, now);
      return clean ? "created" : "created-spam";
    }

    const [row] = await tx
      .select({
        id: newsletterSubscribers.id,
        status: newsletterSubscribers.status,
      })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.emailKey, request.email.toLowerCase()))
      .for("update");
    // The insert conflicted, so the row exists, and nothing deletes rows in a sign-up.
    if (!row) throw new Error("newsletter subscriber vanished during sign-up");
    if (row.status === "confirmed") return "already-confirmed";
    if (!clean) {
      // A bot's request changes nobody's subscription: it is recorded, and that is all.
      await requested(tx, row.id, request);
      return row.status === "pending" ? "refreshed-spam" : "resubscribed-spam";
    }
    const newCycle = row.status === "unsubscribed";
    await tx
      .update(newsletterSubscribers)
      .set({
        ...consent,
        spamReason: null,
        ...(newCycle
          ? {
              status: "pending",
              pendingSince: now,
              confirmedAt: null,
              unsubscribedAt: null,
              unsubscribeSource: null,
              // Every preferences link handed out before leaving stops working
              // (newsletter-tokens.server.ts): one that leaked is revoked by leaving and
              // coming back.
              preferencesVersion: sql`${newsletterSubscribers.preferencesVersion} + 1`,
            }
          : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(newsletterSubscribers.id, row.id));
    await requested(tx, row.id, request);
    if (mayMail) await sendConfirmation(tx, row.id, request, now);
    return newCycle ? "resubscribed" : "refreshed";
  });
}

/** The last confirmation e-mail queued to any spelling of this mailbox, or null. */
async function lastConfirmationTo(
  tx: Transaction,
  mailbox: string,
): Promise<Date | null> {
  const [row] = await tx
    .select({ last: max(newsletterSubscribers.confirmationSentAt) })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.mailboxKey, mailbox));
  return row?.last ?? null;
}

function requested(
  tx: Transaction,
  subscriberId: string,
  request: SubscriptionRequest,
) {
  return recordConsentEvent(tx, {
    subscriberId,
    kind: "subscribe_requested",
    locale: request.locale,
    page: request.page,
    consentText: request.consentText,
    details: request.spamReason ? { spamReason: request.spamReason } : {},
  });
}

async function sendConfirmation(
  tx: Transaction,
  subscriberId: string,
  request: SubscriptionRequest,
  now: Date,
) {
  await tx
    .update(newsletterSubscribers)
    .set({ confirmationSentAt: now })
    .where(eq(newsletterSubscribers.id, subscriberId));
  await queueConfirmationEmail(
    tx,
    renderConfirmationEmail({
      email: request.email,
      locale: request.locale,
      confirmationUrl: confirmationUrl({
        origin: request.origin,
        secret: request.secret,
        locale: request.locale,
        subscriberId,
        // The cycle's start itself: a link is never older than its cycle.
        issuedAt: now.getTime(),
      }),
    }),
  );
  await recordConsentEvent(tx, {
    subscriberId,
    kind: "confirmation_sent",
    locale: request.locale,
    page: request.page,
  });
}
