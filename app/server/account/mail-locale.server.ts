import { eq } from "drizzle-orm";
import { isLocale, type Locale } from "~/i18n/locale";
import type { Database, Transaction } from "../db/client.server";
import { profiles } from "../db/schema.server";

/**
 * The language of an e-mail to one person: the one they chose (profiles.preferred_locale), else
 * English. Unlike a page there is no browser to ask, and English is what every e-mail said
 * before decision 055.
 */
export function mailLocaleOf(preference: string | null | undefined): Locale {
  return isLocale(preference) ? preference : "en";
}

/**
 * The e-mail language of the account `userId` (better-auth's user id): English without a
 * profile or a choice, or `fallback` (null: "no choice", for a caller with a better guess).
 */
export async function mailLocaleOfUser(
  db: Database | Transaction,
  userId: string,
): Promise<Locale>;
export async function mailLocaleOfUser(
  db: Database | Transaction,
  userId: string,
  fallback: null,
): Promise<Locale | null>;
export async function mailLocaleOfUser(
  db: Database | Transaction,
  userId: string,
  fallback: Locale | null = "en",
): Promise<Locale | null> {
  const [profile] = await db
    .select({ preferredLocale: profiles.preferredLocale })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  return isLocale(profile?.preferredLocale)
    ? profile.preferredLocale
    : fallback;
}

/** The e-mail language an invitation takes: its inviter's choice (the invited person has none yet). */
export async function mailLocaleOfProfile(
  db: Database | Transaction,
  profileId: string | null,
): Promise<Locale> {
  if (profileId === null || !PROFILE_ID.test(profileId)) return "en";
  const [profile] = await db
    .select({ preferredLocale: profiles.preferredLocale })
    .from(profiles)
    .where(eq(profiles.id, profileId))
    .limit(1);
  return mailLocaleOf(profile?.preferredLocale);
}

const PROFILE_ID =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
