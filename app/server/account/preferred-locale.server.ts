import { eq } from "drizzle-orm";
import type { Locale } from "~/i18n/locale";
import { profiles } from "../db/schema.server";
import { getAppServices } from "../services.server";

/** Saves the language a person chose for the signed-in areas and for what we e-mail them. */
export async function savePreferredLocale(
  userId: string,
  locale: Locale,
): Promise<void> {
  await getAppServices()
    .database.db.update(profiles)
    .set({ preferredLocale: locale, updatedAt: new Date() })
    .where(eq(profiles.userId, userId));
}
