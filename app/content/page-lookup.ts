/**
 * The detail pages of a list (solutions, capabilities): by slug, in the list's order, and found
 * by the slug in a URL.
 */
export function pageList<Slug extends string, Page>(
  slugs: readonly Slug[],
  pages: Record<Slug, Page>,
): {
  pages: Record<Slug, Page>;
  ordered: Page[];
  /** The page for a URL segment, or undefined; own keys only, so "constructor" is not a page. */
  find: (slug: string | undefined) => Page | undefined;
} {
  return {
    pages,
    ordered: slugs.map((slug) => pages[slug]),
    find: (slug) =>
      slug !== undefined && Object.hasOwn(pages, slug)
        ? pages[slug as Slug]
        : undefined,
  };
}
