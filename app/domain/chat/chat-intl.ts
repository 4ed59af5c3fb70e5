import { createIntl, type IntlShape } from "react-intl";
import frenchChat from "~/i18n/fr/chat";
import { htmlLang, type Locale } from "~/i18n/locale";

/**
 * react-intl's formatter for the chat's own messages (app/i18n/fr/chat.ts), in one language:
 * what the assistant says (the server) and what the panel shows (the island). It holds the
 * chat's catalog only, not every area's: the island stays small, and the server's chat code
 * does not depend on app/i18n/messages.ts, whose `import.meta.glob` only Vite understands
 * (the services' graph, where the chat brain is loaded, is compiled by esbuild).
 */
export const chatIntlFor = intlsWith(frenchChat);

/** A formatter per language, made on first use, whose French comes from `frenchMessages`. */
export function intlsWith(
  frenchMessages: Record<string, string>,
): (locale: Locale) => IntlShape {
  const intls: Partial<Record<Locale, IntlShape>> = {};
  return (locale) =>
    (intls[locale] ??= createIntl({
      locale: htmlLang(locale),
      defaultLocale: "en-CA",
      messages: locale === "fr" ? frenchMessages : {},
      // English is each message's default: a missing "translation" is expected there.
      onError: (error) => {
        if (error.code !== "MISSING_TRANSLATION") console.error(error);
      },
    }));
}
