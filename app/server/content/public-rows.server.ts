import { alias } from "drizzle-orm/pg-core";
import type { ContentKind } from "~/domain/enums";
import { insights, publicProjects } from "../db/schema.server";

/**
 * The public rows of a kind (its table, or an alias of it for a self-join), by the columns the
 * pairing of translations and the slug redirects read: one name for both kinds' columns.
 */
export function publicRowsOf(kind: ContentKind, name?: string) {
  if (kind === "insight") {
    const t = name ? alias(insights, name) : insights;
    return {
      table: t,
      id: t.id,
      slug: t.slug,
      title: t.title,
      locale: t.locale,
      translationKey: t.translationKey,
      published: t.isPublished,
    };
  }
  const t = name ? alias(publicProjects, name) : publicProjects;
  return {
    table: t,
    id: t.id,
    slug: t.slug,
    title: t.title,
    locale: t.locale,
    translationKey: t.translationKey,
    published: t.published,
  };
}
