import type { MetaDescriptor } from "react-router";
import {
  breadcrumbJsonLd,
  localeFromMatches,
  originFromMatches,
  seoMeta,
  type PageSeo,
} from "~/content/seo";
import { site } from "~/content/site";
import type { OnlyInOtherLanguage } from "~/domain/public-content";
import { intlFor } from "~/i18n/intl";
import { otherLocale, type Locale } from "~/i18n/locale";

/** The meta of an insight's or a case study's page (app/routes/content/). */
export type ContentKind = "insight" | "case_study";
export type UnavailableCopy = {
  backLabel: string;
  notFound: { title: string; message: string; backLabel: string };
};
type Matches = Parameters<typeof localeFromMatches>[0];
type Crumb = { name: string; path: string };

/** The page of a URL with no article in its language (ContentUnavailable): out of search results. */
export function unavailableContentMeta(
  locale: Locale,
  kind: ContentKind,
  onlyIn: OnlyInOtherLanguage | null | undefined,
  copy: UnavailableCopy,
): MetaDescriptor[] {
  const intl = intlFor(locale);
  const title = onlyIn
    ? kind === "insight"
      ? intl.formatMessage(
          {
            id: "content.otherLanguage.insightTitle",
            defaultMessage:
              "Insight available in {language, select, fr {French} other {English}}",
          },
          { language: onlyIn.locale },
        )
      : intl.formatMessage(
          {
            id: "content.otherLanguage.caseStudyTitle",
            defaultMessage:
              "Case study available in {language, select, fr {French} other {English}}",
          },
          { language: onlyIn.locale },
        )
    : copy.notFound.title;
  return [
    { title: `${title} | ${site.name}` },
    { name: "robots", content: "noindex" },
  ];
}

/**
 * An article's page: its own slug in each language (a missing translation is named by no
 * hreflang) and Home › its list › itself as BreadcrumbList JSON-LD, after the page's own.
 */
export function articlePageMeta(
  matches: Matches,
  {
    name,
    list,
    alternatePath,
    jsonLd = [],
    ...seo
  }: Omit<PageSeo, "locale" | "alternates"> & {
    /** The article's title, its breadcrumb's name. */
    name: string;
    /** The list it belongs to (English path), the breadcrumb before it. */
    list: Crumb;
    /** Its other language's version's path, when there is one. */
    alternatePath: string | null | undefined;
  },
): MetaDescriptor[] {
  const locale = localeFromMatches(matches);
  const origin = originFromMatches(matches);
  const home = intlFor(locale).formatMessage({
    id: "content.breadcrumbHome",
    defaultMessage: "Home",
  });
  return seoMeta(origin, {
    ...seo,
    locale,
    alternates: {
      [locale]: seo.path,
      [otherLocale(locale)]: alternatePath ?? null,
    },
    jsonLd: [
      ...jsonLd,
      breadcrumbJsonLd(
        origin,
        [{ name: home, path: "/" }, list, { name, path: seo.path }],
        locale,
      ),
    ],
  });
}
