/**
 * A French copy record built from the English one: the French file states only the words, and
 * what is the same in every language (what identifies, links or draws) is taken from the
 * English record, so the two cannot drift apart.
 */
const NEUTRAL_KEYS = ["slug", "id", "to", "icon"] as const;
type NeutralKey = (typeof NEUTRAL_KEYS)[number];

function isNeutral(key: string): key is NeutralKey {
  return (NEUTRAL_KEYS as readonly string[]).includes(key);
}

/** A copy record's words: its shape without the language-neutral fields. */
export type Words<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? readonly Words<Item>[]
    : T extends object
      ? {
          readonly [K in keyof T as K extends NeutralKey ? never : K]: Words<
            T[K]
          >;
        }
      : T;

/** The English record with its words replaced, item by item and field by field. */
export function translated<T>(english: T, words: Words<T>): T {
  if (Array.isArray(english)) {
    const items = words as readonly unknown[];
    return english.map((item: unknown, index) =>
      translated(item, items[index] as Words<unknown>),
    ) as T;
  }
  if (typeof english === "object" && english !== null) {
    const fields = words as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(english).map(([key, value]) => [
        key,
        isNeutral(key)
          ? value
          : translated(value, fields[key] as Words<unknown>),
      ]),
    ) as T;
  }
  return words as T;
}
