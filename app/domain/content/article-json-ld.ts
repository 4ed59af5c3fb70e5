import type { InsightDetail } from "~/domain/public-content";
import { absoluteUrl, organizationReference } from "../../content/seo";
import { site } from "../../content/site";

/**
 * schema.org Article for an insight. "Name, Role" bylines become a Person with a job title who
 * works for the company; the site has no page per author, so the author's `url` is the company
 * page that introduces the team (/about). Dates are the content's own: published, and modified
 * no earlier than published (a row imported with an older updated_at still changed then).
 */
export function articleJsonLd(
  origin: string,
  path: string,
  insight: InsightDetail,
  description: string,
): Record<string, unknown> {
  const [name, ...role] = (insight.author ?? site.name)
    .split(",")
    .map((part) => part.trim());
  const company = organizationReference(origin);
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: insight.title,
    description,
    mainEntityOfPage: absoluteUrl(origin, path),
    ...(insight.publishedAt
      ? { datePublished: insight.publishedAt.toISOString() }
      : {}),
    dateModified: (insight.publishedAt &&
    insight.publishedAt > insight.updatedAt
      ? insight.publishedAt
      : insight.updatedAt
    ).toISOString(),
    author: insight.author
      ? {
          "@type": "Person",
          name,
          ...(role.length ? { jobTitle: role.join(", ") } : {}),
          url: absoluteUrl(origin, "/about"),
          worksFor: company,
        }
      : company,
    ...(insight.featuredImageUrl
      ? { image: absoluteUrl(origin, insight.featuredImageUrl) }
      : {}),
    ...(insight.contentType
      ? { articleSection: insight.contentType.name }
      : {}),
    ...(insight.capabilities.length
      ? { keywords: insight.capabilities.map((c) => c.name).join(", ") }
      : {}),
    publisher: {
      ...company,
      logo: { "@type": "ImageObject", url: company.logo },
    },
  };
}
