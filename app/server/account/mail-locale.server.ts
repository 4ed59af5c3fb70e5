import { eq, sql } from "drizzle-orm";
import { isLocale, type Locale } from "~/i18n/locale";
import type { Database, Transaction } from "../db/client.server";
import { profiles } from "../db/schema.server";

/**
 * The language of an e-mail to one person: the one they chose (profiles.preferred_locale), else
 * the language they signed up in (profiles.sign_up_locale), else English. Unlike a page there is
 * no browser to ask, and English is what every e-mail said before decision 055. Select it with
 * `profileMailLocale`.
 */
export function mailLocaleOf(preference: string | null | undefined): Locale {
  return isLocale(preference) ? preference : "en";
}

/** A profile's e-mail language as a column: the choice, else the sign-up page's language. */
export const profileMailLocale = sql<
  string | null
>`coalesce(${profiles.preferredLocale}, ${profiles.signUpLocale})`;

/**
 * The e-mail language of the account `userId` (better-auth's user id): English without a
 * profile or a known language, or `fallback` from a caller with a better guess.
 */
export async function mailLocaleOfUser(
  db: Database | Transaction,
  userId: string,
  fallback: Locale = "en",
): Promise<Locale> {
  const [profile] = await db
    .select({ locale: profileMailLocale })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  return isLocale(profile?.locale) ? profile.locale : fallback;
}

/** The e-mail language an invitation takes: its inviter's choice (the invited person has none yet). */
export async function mailLocaleOfProfile(
  db: Database | Transaction,
  profileId: string | null,
): Promise<Locale> {
  if (profileId === null || !PROFILE_ID.test(profileId)) return "en";
  const [profile] = await db
    .select({ locale: profileMailLocale })
    .from(profiles)
    .where(eq(profiles.id, profileId))
    .limit(1);
  return mailLocaleOf(profile?.locale);
}

const PROFILE_ID =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
