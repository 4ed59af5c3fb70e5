/** The detail pages of a list (solutions, capabilities), found by the slug in their URL. */

/** The page for a URL segment, or undefined; own keys only, so "constructor" is not a page. */
export function pageForSlug<Slug extends string, Page>(
  pages: Record<Slug, Page>,
  slug: string | undefined,
): Page | undefined {
  return slug !== undefined && Object.hasOwn(pages, slug)
    ? pages[slug as Slug]
    : undefined;
}

/** The pages in the order of their slugs. */
export function pagesInOrder<Slug extends string, Page>(
  slugs: readonly Slug[],
  pages: Record<Slug, Page>,
): Page[] {
  return slugs.map((slug) => pages[slug]);
}
