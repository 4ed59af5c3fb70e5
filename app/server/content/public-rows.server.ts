import { alias } from "drizzle-orm/pg-core";
import type { ContentKind } from "~/domain/enums";
import { insights, publicProjects } from "../db/schema.server";

/**
 * The public rows of a kind (its table, or an alias of it for a self-join), by the columns the
 * pairing of translations and the slug redirects read: one name for both kinds' columns.
 */
export function publicRowsOf(kind: ContentKind, name?: string) {
  const table = tableOf(kind, name);
  return {
    table,
    id: table.id,
    slug: table.slug,
    title: table.title,
    locale: table.locale,
    translationKey: table.translationKey,
    published: "isPublished" in table ? table.isPublished : table.published,
  };
}

function tableOf(kind: ContentKind, name: string | undefined) {
  if (kind === "insight") return name ? alias(insights, name) : insights;
  return name ? alias(publicProjects, name) : publicProjects;
}
