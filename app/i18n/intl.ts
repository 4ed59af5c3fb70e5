import { createIntl, createIntlCache, type IntlShape } from "react-intl";
import { htmlLang, type Locale } from "./locale";
import { catalogs } from "./messages";

const cache = createIntlCache();
const intls = new Map<Locale, IntlShape>();

/**
 * react-intl's formatter outside React: e-mails, the chat assistant's replies, messages a server
 * module builds. One per language, kept (its formatters are cached inside it).
 */
export function intlFor(locale: Locale): IntlShape {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl(
      {
        locale: htmlLang(locale),
        defaultLocale: "en-CA",
        messages: catalogs[locale],
        // English pages read each message's English text (its default): not an error.
        onError: (error) => {
          if (error.code === "MISSING_TRANSLATION" && locale === "en") return;
          console.error(error);
        },
      },
      cache,
    );
    intls.set(locale, intl);
  }
  return intl;
}
