import { createContext, useContext } from "react";
import { RawIntlProvider } from "react-intl";
import type { ByLocale } from "./copy";
import { intlFor } from "./intl";
import { DEFAULT_LOCALE, localizedPath, type Locale } from "./locale";

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

/**
 * The page's language for everything below it: react-intl's messages (`useIntl`,
 * `FormattedMessage`) and the site's own copy (`useCopy`) and links (`useLocalizedPath`).
 */
export function LocaleProvider({
  locale,
  children,
}: {
  locale: Locale;
  children: React.ReactNode;
}) {
  return (
    <LocaleContext.Provider value={locale}>
      <RawIntlProvider value={intlFor(locale)}>{children}</RawIntlProvider>
    </LocaleContext.Provider>
  );
}

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** This page's language's version of a piece of copy. */
export function useCopy<T>(copy: ByLocale<T>): T {
  return copy[useLocale()];
}

/** Turns a site path into this page's language's: "/contact" → "/fr/contact" on French pages. */
export function useLocalizedPath(): (to: string) => string {
  const locale = useLocale();
  return (to) => localizedPath(to, locale);
}
