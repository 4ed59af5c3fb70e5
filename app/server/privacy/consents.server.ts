import { and, eq, isNull, sql } from "drizzle-orm";
import {
  CONSENT_TEXT,
  PRIVACY_NOTICE_VERSION,
} from "~/domain/privacy/consent-copy";
import type { ConsentPurpose } from "~/domain/privacy/privacy-enums";
import type { ContentLocale } from "~/domain/enums";
import type { Database } from "../db/client.server";
import { privacyConsents } from "../db/schema.server";

type Runner = Pick<Database, "insert" | "update">;

/**
 * Records a consent given by its own unticked box (decision 072): purpose, the sentence as the
 * person read it, the notice version, language, form and time, and the row it belongs to.
 * Written in the transaction that stores the form, so there is no consent without its row.
 */
export async function recordConsent(
  db: Runner,
  consent: {
    purpose: ConsentPurpose;
    email: string;
    locale: ContentLocale;
    form: string;
    subjectTable?: string;
    subjectId?: string;
  },
): Promise<void> {
  await db.insert(privacyConsents).values({
    purpose: consent.purpose,
    email: consent.email,
    consentText: CONSENT_TEXT[consent.purpose][consent.locale],
    noticeVersion: PRIVACY_NOTICE_VERSION,
    locale: consent.locale,
    form: consent.form,
    subjectTable: consent.subjectTable ?? null,
    subjectId: consent.subjectId ?? null,
  });
}

/** Withdraws every live consent of one purpose for an address; returns how many it closed. */
export async function withdrawConsent(
  db: Runner,
  options: { email: string; purpose: ConsentPurpose; via: string; at?: Date },
): Promise<number> {
  const closed = await db
    .update(privacyConsents)
    .set({ withdrawnAt: options.at ?? sql`now()`, withdrawnVia: options.via })
    .where(
      and(
        eq(privacyConsents.emailKey, options.email.trim().toLowerCase()),
        eq(privacyConsents.purpose, options.purpose),
        isNull(privacyConsents.withdrawnAt),
      ),
    )
    .returning({ id: privacyConsents.id });
  return closed.length;
}
