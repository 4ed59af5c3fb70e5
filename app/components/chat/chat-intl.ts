import type { IntlShape } from "react-intl";
import { chatToastsOf, type ChatToasts } from "~/domain/chat/chat-copy";
import { chatIntlFor } from "~/domain/chat/chat-intl";
import type { Locale } from "~/i18n/locale";

/**
 * The chat panel's language (decision 055): the page's (`<html lang>`, fr-CA under /fr). The panel
 * is an island loaded on a public page, which is never hydrated and reloads on every
 * navigation, so the language is fixed for the island's life (chatIntlFor: the chat's own
 * catalog only, not every area's). Outside a browser (unit tests) it is English.
 */
export function pageLocale(): Locale {
  const lang =
    typeof document === "undefined" ? "" : document.documentElement.lang;
  return lang.toLowerCase().startsWith("fr") ? "fr" : "en";
}

export function chatIntl(): IntlShape {
  return chatIntlFor(pageLocale());
}

let toasts: ChatToasts | null = null;

/** The spec's toasts in the page's language. */
export function chatToasts(): ChatToasts {
  return (toasts ??= chatToastsOf(chatIntl()));
}
