import englishAccount from "./en/account";
import englishBooking from "./en/booking";
import englishChat from "./en/chat";
import englishForms from "./en/forms";
import englishNewsletter from "./en/newsletter";
import englishPortal from "./en/portal";
import englishPrivacy from "./en/privacy";
import type { Locale } from "./locale";
import account from "./fr/account";
import booking from "./fr/booking";
import capabilities from "./fr/capabilities";
import careers from "./fr/careers";
import chat from "./fr/chat";
import chrome from "./fr/chrome";
import content from "./fr/content";
import corporate from "./fr/corporate";
import forms from "./fr/forms";
import legal from "./fr/legal";
import newsletter from "./fr/newsletter";
import page from "./fr/page";
import portal from "./fr/portal";
import privacy from "./fr/privacy";
import solutions from "./fr/solutions";

/**
 * The message catalogs. English is each message's `defaultMessage`, written beside the component
 * that shows it (react-intl's `defineMessages`), or, for a message server code sends by id (a
 * toast, a field error, a refusal, an e-mail), in app/i18n/en/<area>.ts, whose ids are the
 * `MessageId` type (app/i18n/message.ts); French lives in app/i18n/fr/<area>.ts, one file per
 * area so that areas translate independently. `messages.test.ts` fails on a message without
 * French, on French for a message that no longer exists, and on placeholders that differ.
 */
export type MessageCatalog = Readonly<Record<string, string>>;

/**
 * The French catalogs, one per area, listed rather than globbed: the server's services are
 * bundled by esbuild (decision 039), which has no `import.meta.glob`. `messages.test.ts` fails
 * on a file in fr/ that is not listed here.
 */
export const frenchCatalogs: Record<string, MessageCatalog> = {
  account,
  booking,
  capabilities,
  careers,
  chat,
  chrome,
  content,
  corporate,
  forms,
  legal,
  newsletter,
  page,
  portal,
  privacy,
  solutions,
};

function mergeCatalogs(
  catalogsByArea: Record<string, MessageCatalog>,
  folder: "en" | "fr",
) {
  const merged: Record<string, string> = {};
  for (const [area, catalog] of Object.entries(catalogsByArea)) {
    for (const [id, text] of Object.entries(catalog)) {
      if (id in merged)
        throw new Error(
          `message ${id} is written twice (${folder}/${area}.ts)`,
        );
      merged[id] = text;
    }
  }
  return merged;
}

/** The English of the messages server code sends by id, one file per area (app/i18n/en/). */
export const englishCatalogs = {
  account: englishAccount,
  booking: englishBooking,
  chat: englishChat,
  forms: englishForms,
  newsletter: englishNewsletter,
  portal: englishPortal,
  privacy: englishPrivacy,
} as const;

export const englishMessages = {
  ...englishAccount,
  ...englishBooking,
  ...englishChat,
  ...englishForms,
  ...englishNewsletter,
  ...englishPortal,
  ...englishPrivacy,
} as const;

export const catalogs: { readonly [L in Locale]: MessageCatalog } = {
  en: mergeCatalogs(englishCatalogs, "en"),
  fr: mergeCatalogs(frenchCatalogs, "fr"),
};
