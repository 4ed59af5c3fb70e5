import type { MetaDescriptor } from "react-router";
import { site } from "./site";

/** What a page says about itself to search engines and link previews. */
export type PageSeo = {
  title: string;
  description: string;
  /** Path of the page, e.g. "/about"; the canonical URL is the public origin plus this. */
  path: string;
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

export function originFromMatches(matches: MatchWithData[]): string {
  const root = matches.find((match) => match?.id === "root");
  const data = root?.loaderData as { origin?: string } | undefined;
  return data?.origin ?? "http://localhost:3000";
}

export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, `${origin}/`).toString();
}

/** Title as shown in the tab and results: "Page | Company", or just the company on home. */
export function documentTitle(title: string): string {
  return title === site.name ? title : `${title} | ${site.name}`;
}

export function seoMeta(origin: string, page: PageSeo): MetaDescriptor[] {
  const url = absoluteUrl(origin, page.path);
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
    { property: "og:locale", content: "en_CA" },
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
  if (page.noindex) descriptors.push({ name: "robots", content: "noindex" });
  for (const data of page.jsonLd ?? [])
    descriptors.push({ "script:ld+json": data });
  return descriptors;
}

/** schema.org BreadcrumbList for detail pages. */
export function breadcrumbJsonLd(
  origin: string,
  trail: { name: string; path: string }[],
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(origin, crumb.path),
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
    address: site.offices.map((office) => ({
      "@type": "PostalAddress",
      streetAddress: office.streetAddress,
      addressLocality: office.locality,
      addressRegion: office.region,
      postalCode: office.postalCode,
      addressCountry: office.countryCode,
    })),
  };
}
