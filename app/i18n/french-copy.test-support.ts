import { newsletterPreferencesCopy } from "~/content/newsletter-preferences";
import { consentTexts } from "~/domain/forms/consent-text";
import {
  GET_STARTED_PROGRESS,
  INCOMPLETE_STEP,
  leadFormCatalog,
} from "~/domain/forms/lead-form-catalog";
import { acknowledgementCopy } from "~/server/leads/acknowledgement-copy.server";
import {
  seedCaseStudiesFr,
  seedInsightsFr,
} from "~/server/sample-data/sample-content-fr";
import { frenchCatalogs } from "./messages";

/**
 * Every French text the site shows that lives in code, for the checks that read it all (the
 * glossary, French typography; docs/languages.md): the French copy, the message catalogs, the
 * seeded French content, and the French of the lead forms, their e-mails and the newsletter pages.
 */
export const frenchCopyModules = import.meta.glob<Record<string, unknown>>(
  ["../content/fr/**/*.ts", "!../content/fr/**/*.test.ts"],
  { eager: true },
);

/** Keys whose values are identifiers, paths or addresses, not prose. */
const NOT_PROSE = new Set([
  "id",
  "slug",
  "to",
  "path",
  "href",
  "url",
  "translationOf",
  "image",
  "icon",
]);

/** The strings of a value (nested objects and arrays), but those under a NOT_PROSE key. */
export function prose(value: unknown, key = "", into: string[] = []): string[] {
  if (typeof value === "string") {
    if (!NOT_PROSE.has(key)) into.push(value);
  } else if (Array.isArray(value)) {
    for (const item of value) prose(item, key, into);
  } else if (value && typeof value === "object") {
    for (const [name, item] of Object.entries(value)) prose(item, name, into);
  }
  return into;
}

/** A form's French toasts, those written from details (the visitor's name) with sample ones. */
function toastsWritten(
  form: (typeof leadFormCatalog)[keyof typeof leadFormCatalog],
) {
  const details = {
    firstName: "Léa",
    jobTitle: "Analyste",
    scheduling: "true",
  };
  const { success, failure } = form.toasts.fr;
  return [success(details), success({ ...details, scheduling: "" }), failure];
}

/** The French texts, each as written (HTML, ICU placeholders and all). */
export function frenchTexts(): string[] {
  return [
    ...prose(Object.values(frenchCopyModules)),
    ...Object.values(frenchCatalogs).flatMap((catalog) =>
      Object.values(catalog),
    ),
    ...prose(seedInsightsFr),
    ...prose(seedCaseStudiesFr),
    ...prose(newsletterPreferencesCopy.fr),
    ...prose(consentTexts.fr),
    ...prose(Object.values(leadFormCatalog).map(toastsWritten)),
    ...prose(INCOMPLETE_STEP.fr),
    ...prose(GET_STARTED_PROGRESS.fr),
    ...prose(acknowledgementCopy.fr),
  ];
}
