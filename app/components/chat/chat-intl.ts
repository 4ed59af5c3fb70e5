import { createIntl, type IntlShape } from "react-intl";
import { chatToastsOf, type ChatToasts } from "~/domain/chat/chat-copy";
import frenchChat from "~/i18n/fr/chat";
import { htmlLang, type Locale } from "~/i18n/locale";

/**
 * The chat panel's language (issue 27): the page's (`<html lang>`, fr-CA under /fr). The panel
 * is an island loaded on a public page, which is never hydrated and reloads on every
 * navigation, so the language is fixed for the island's life: one formatter, made on first
 * use, with the chat's French catalog only (not every area's). Outside a browser (unit tests)
 * it is English.
 */
export function pageLocale(): Locale {
  const lang =
    typeof document === "undefined" ? "" : document.documentElement.lang;
  return lang.toLowerCase().startsWith("fr") ? "fr" : "en";
}

let intl: IntlShape | null = null;

export function chatIntl(): IntlShape {
  if (!intl) {
    const locale = pageLocale();
    intl = createIntl({
      locale: htmlLang(locale),
      defaultLocale: "en-CA",
      messages: locale === "fr" ? frenchChat : {},
      // English is each message's default: a missing "translation" is expected there.
      onError: (error) => {
        if (error.code !== "MISSING_TRANSLATION") console.error(error);
      },
    });
  }
  return intl;
}

let toasts: ChatToasts | null = null;

/** The spec's toasts in the page's language. */
export function chatToasts(): ChatToasts {
  return (toasts ??= chatToastsOf(chatIntl()));
}
