import type { MetaDescriptor } from "react-router";
import {
  LOCALES,
  localizedPath,
  ogLocale,
  otherLocale,
  type Locale,
} from "~/i18n/locale";
import { pickCopy, type ByLocale } from "~/i18n/copy";
import { pageLocale } from "~/i18n/page-locale";
import { site } from "./site";

/** What a page says about itself to search engines and link previews. */
export type PageSeo = {
  title: string;
  description: string;
  /**
   * Path of the page in English, e.g. "/about". The canonical URL is the public origin plus this
   * path in the page's language ("/fr/about" in French), and each language's version is named
   * as an hreflang alternate.
   */
  path: string;
  /** The page's language (default English); `localeFromMatches(matches)` in a meta function. */
  locale?: Locale;
  /**
   * The path of each language's version when it is not the same path (a French article has its
   * own slug), or `null` for a language the page does not exist in. Default: `path` in each.
   */
  alternates?: Partial<Record<Locale, string | null>>;
  image?: { path: string; alt: string; width?: number; height?: number };
  type?: "website" | "article";
  noindex?: boolean;
  /** Structured data (schema.org objects), each emitted as application/ld+json. */
  jsonLd?: Record<string, unknown>[];
};

export const DEFAULT_SHARE_IMAGE = {
  path: "/og/default.png",
  alt: `${site.name}: ${site.tagline}`,
  width: 1200,
  height: 630,
};

type MatchWithData = { id: string; loaderData?: unknown } | undefined;

/** The public origin the root loader provides (same value at build and request time). */
/** The company's logo mark (public/favicon.svg), the one logo asset the site ships. */
export const SITE_LOGO_PATH = "/favicon.svg";

/** The page's language, as the root loader read it from the URL (or the account). */
export function localeFromMatches(matches: MatchWithData[]): Locale {
  return pageLocale(
    matches.filter((match) => match !== undefined),
    "",
  );
}

export function originFromMatches(matches: MatchWithData[]): string {
  const root = matches.find((match) => match?.id === "root");
  const data = root?.loaderData as { origin?: string } | undefined;
  return data?.origin ?? "http://localhost:3000";
}

type TitleAndDescription = { title: string; description: string };

/**
 * The meta of a page that tells search engines only its title and description, each language's
 * from its copy (or as `seo` picks them from it); the page is the matched route's language's.
 */
export function localizedPageMeta(
  matches: MatchWithData[],
  path: string,
  seo:
    ByLocale<TitleAndDescription> | ((locale: Locale) => TitleAndDescription),
): MetaDescriptor[] {
  const locale = localeFromMatches(matches);
  return seoMeta(originFromMatches(matches), {
    ...(typeof seo === "function" ? seo(locale) : pickCopy(locale, seo)),
    path,
    locale,
  });
}

/**
 * The meta of a page at the end of a breadcrumb trail (a solution, a capability): its copy's
 * title and description, its path the trail's last, and the trail (English paths) as
 * BreadcrumbList JSON-LD in the page's language.
 */
export function trailPageMeta(
  matches: MatchWithData[],
  seo: { title: string; description: string },
  trail: [...{ name: string; path: string }[], { name: string; path: string }],
): MetaDescriptor[] {
  const locale = localeFromMatches(matches);
  const origin = originFromMatches(matches);
  const [page] = trail.slice(-1) as [{ name: string; path: string }];
  return seoMeta(origin, {
    ...seo,
    path: page.path,
    locale,
    jsonLd: [breadcrumbJsonLd(origin, trail, locale)],
  });
}

export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, `${origin}/`).toString();
}

/** Title as shown in the tab and results: "Page | Company", or just the company on home. */
export function documentTitle(title: string): string {
  return title === site.name ? title : `${title} | ${site.name}`;
}

/** Each language's URL of a page, for hreflang links and the sitemap. */
export function languageVersions(
  page: Pick<PageSeo, "path" | "alternates">,
): { locale: Locale; path: string }[] {
  return LOCALES.flatMap((locale) => {
    const path =
      page.alternates?.[locale] === undefined
        ? page.path
        : page.alternates[locale];
    return path === null ? [] : [{ locale, path: localizedPath(path, locale) }];
  });
}

export function seoMeta(origin: string, page: PageSeo): MetaDescriptor[] {
  const locale = page.locale ?? "en";
  const versions = languageVersions(page);
  const own = versions.find((version) => version.locale === locale);
  const url = absoluteUrl(
    origin,
    own?.path ?? localizedPath(page.path, locale),
  );
  const image = page.image ?? DEFAULT_SHARE_IMAGE;
  const imageUrl = absoluteUrl(origin, image.path);
  const title = documentTitle(page.title);
  const descriptors: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: site.name },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { property: "og:image:alt", content: image.alt },
    { property: "og:locale", content: ogLocale(locale) },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:image:alt", content: image.alt },
  ];
  if (image.width && image.height) {
    descriptors.push(
      { property: "og:image:width", content: String(image.width) },
      { property: "og:image:height", content: String(image.height) },
    );
  }
  // hreflang: every language's version (this one included) and x-default, the English page,
  // only when the page exists in more than one language.
  if (versions.length > 1 && !page.noindex) {
    for (const version of versions) {
      descriptors.push({
        tagName: "link",
        rel: "alternate",
        hrefLang: version.locale,
        href: absoluteUrl(origin, version.path),
      });
      if (version.locale !== locale)
        descriptors.push({
          property: "og:locale:alternate",
          content: ogLocale(otherLocale(locale)),
        });
    }
    const english = versions.find((version) => version.locale === "en");
    if (english)
      descriptors.push({
        tagName: "link",
        rel: "alternate",
        hrefLang: "x-default",
        href: absoluteUrl(origin, english.path),
      });
  }
  if (page.noindex) descriptors.push({ name: "robots", content: "noindex" });
  for (const data of page.jsonLd ?? [])
    descriptors.push({ "script:ld+json": data });
  return descriptors;
}

/** schema.org BreadcrumbList for detail pages. */
export function breadcrumbJsonLd(
  origin: string,
  trail: { name: string; path: string }[],
  /** Given, the trail's paths are put in this language; without it they are used as they are. */
  locale?: Locale,
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(
        origin,
        locale ? localizedPath(crumb.path, locale) : crumb.path,
      ),
    })),
  };
}

/**
 * The company as other structured data refers to it (a provider, publisher or employer):
 * name, site and logo, as absolute URLs, so search engines can show the logo beside it.
 */
export function organizationReference(origin: string): Record<string, unknown> {
  return {
    "@type": "Organization",
    name: site.name,
    url: absoluteUrl(origin, "/"),
    logo: absoluteUrl(origin, SITE_LOGO_PATH),
  };
}

/** schema.org Organization (home page). */
export function organizationJsonLd(origin: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.name,
    url: absoluteUrl(origin, "/"),
    logo: absoluteUrl(origin, SITE_LOGO_PATH),
    email: site.contactEmail,
    slogan: site.tagline,
    sameAs: [site.social.linkedIn],
    address: site.offices.map(postalAddressJsonLd),
  };
}

/** An office's address as schema.org PostalAddress. */
export function postalAddressJsonLd(
  office: (typeof site.offices)[number],
): Record<string, unknown> {
  return {
    "@type": "PostalAddress",
    streetAddress: office.streetAddress,
    addressLocality: office.locality,
    addressRegion: office.region,
    postalCode: office.postalCode,
    addressCountry: office.countryCode,
  };
}
