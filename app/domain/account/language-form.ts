import { z } from "zod";
import { LOCALES } from "~/i18n/locale";
import type { MessageId } from "~/i18n/message";

/**
 * The account page's language setting: English or French for the signed-in areas
 * (profiles.preferred_locale, docs/decisions/055-english-and-french.md § 1).
 */
export const LANGUAGE_INVALID =
  "account.form.languageInvalid" satisfies MessageId;

export const languageSchema = z.object({
  locale: z.enum(LOCALES, { error: LANGUAGE_INVALID }),
});
export type LanguageInput = z.infer<typeof languageSchema>;

/** Each language named in itself, as language pickers do: a reader finds their own. */
export const LANGUAGE_NAMES = { en: "English", fr: "Français" } as const;
