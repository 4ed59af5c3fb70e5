import englishForms from "./en/forms";
import frenchForms from "./fr/forms";
import { htmlLang, type Locale } from "./locale";

/** A lead-form field error's id: an id missing from app/i18n/en/forms.ts does not compile. */
export type FormMessageId = Extract<
  keyof typeof englishForms,
  `forms.error.${string}`
>;
export type FormMessageValues = Readonly<Record<string, number | string>>;
/** Writes a lead form's message in one language (what the forms' schemas are built with). */
export type FormText = (
  id: FormMessageId,
  values?: FormMessageValues,
) => string;

const PLACEHOLDER = /\{(\w+)(?:, number)?\}/g;

/**
 * The lead forms' messages in a language, from the same catalogs react-intl reads. Their schemas
 * run in the browser enhancers, whose script budget has no room for react-intl (decision 055
 * § 2), so this reads only what those messages use — `{name}` and `{name, number}` — and
 * `form-text.test.ts` proves it writes every one as react-intl does.
 */
export function formText(locale: Locale): FormText {
  const numbers = new Intl.NumberFormat(htmlLang(locale));
  return (id, values = {}) => {
    const text =
      locale === "fr"
        ? (frenchForms as Record<string, string>)[id]!
        : englishForms[id];
    return text.replace(PLACEHOLDER, (whole, name: string) => {
      const value = values[name];
      if (value === undefined) return whole;
      return whole.endsWith(", number}") && typeof value === "number"
        ? numbers.format(value)
        : String(value);
    });
  };
}
