import type { Locale } from "./locale";

/**
 * A piece of copy in each language. French modules under app/content/fr/ export the same names
 * with the same types as the English ones, and a page picks its language's with `pickCopy` (or
 * the `useCopy` hook in components).
 */
export type ByLocale<T> = { readonly [L in Locale]: T };

export function pickCopy<T>(locale: Locale, copy: ByLocale<T>): T {
  return copy[locale];
}

/**
 * The type a translation of an `as const` English object must have: the same shape, every
 * string widened to `string` (a French sentence is not the English literal).
 */
export type Translation<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? readonly Translation<Item>[]
    : T extends object
      ? { readonly [K in keyof T]: Translation<T[K]> }
      : T;
