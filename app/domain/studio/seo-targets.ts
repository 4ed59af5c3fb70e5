/**
 * Where search engines cut a result's title and description: the targets of the studio's
 * counters and of its search-result preview, the same for every kind of item.
 */
export const SEO_TARGETS = { title: 60, description: 160 } as const;
