import type { searchPage } from "~/content/search";
import type { Translation } from "~/i18n/copy";

/** The search page's words in one language (app/content/search.ts or its French). */
export type SearchWords = Translation<typeof searchPage>;

/** A template's {name} placeholders filled in; an unknown one is left as written. */
export function fillIn(
  template: string,
  values: Record<string, string | number>,
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** "12 results for “data residency”", in the page's language. */
export function resultCountText(
  words: SearchWords,
  count: number,
  query: string,
): string {
  const template =
    count === 0
      ? words.resultsNone
      : count === 1
        ? words.resultsOne
        : words.resultsMany;
  return fillIn(template, { count, query });
}
