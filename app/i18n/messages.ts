import type { Locale } from "./locale";

/**
 * The message catalogs. English is each message's `defaultMessage`, written beside the code that
 * shows it (react-intl's `defineMessages`); French lives in app/i18n/fr/<area>.ts, one file per
 * area so that areas translate independently. `messages.test.ts` fails on a message without
 * French, on French for a message that no longer exists, and on placeholders that differ.
 */
export type MessageCatalog = Readonly<Record<string, string>>;

const frenchModules = import.meta.glob<{ default: MessageCatalog }>(
  "./fr/*.ts",
  { eager: true },
);

function mergeCatalogs(modules: Record<string, { default: MessageCatalog }>) {
  const merged: Record<string, string> = {};
  for (const [file, module] of Object.entries(modules)) {
    for (const [id, text] of Object.entries(module.default)) {
      if (id in merged)
        throw new Error(`message ${id} is translated twice (${file})`);
      merged[id] = text;
    }
  }
  return merged;
}

export const catalogs: { readonly [L in Locale]: MessageCatalog } = {
  en: {},
  fr: mergeCatalogs(frenchModules),
};
