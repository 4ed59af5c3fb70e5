import type { Locale } from "~/i18n/locale";
import type { Option } from "./options";

// Apart from ./options.ts, which the browser's schemas need: only the server render shows labels.
const NBSP = "\u00a0";

/**
 * The labels French pages show, by value (the values, what is stored and what staff read in
 * English, are the same in both languages; no value means two things in two lists).
 */
const frenchLabels: Readonly<Record<string, string>> = {
  "1-10": "1 à 10 personnes",
  "11-50": "11 à 50 personnes",
  "1-50": "1 à 50 personnes",
  "51-200": "51 à 200 personnes",
  "201-1000": `201 à 1${NBSP}000 personnes`,
  "1000+": `Plus de 1${NBSP}000 personnes`,
  discovery: "Atelier de découverte",
  blueprint: "Plan directeur complet",
  implementation: "Plan directeur et mise en œuvre",
  consultation: "Une première consultation",
  "e-visa": "Visa électronique et immigration",
  governance: "Gouvernance numérique et perception des impôts",
  healthcare: "Soins de santé et télémédecine",
  aftrlife: "Avatars AftrLife",
  construction: "Construction et inspection des chantiers",
  other: "Autre sujet",
  custom: "Une plateforme sur mesure",
  immediate: "Immédiatement (d’ici un mois)",
  short: "D’ici 1 à 3 mois",
  medium: "D’ici 3 à 6 mois",
  long: "Dans 6 mois ou plus",
  exploring: "Nous explorons simplement les options",
  "50k-100k": `50${NBSP}000${NBSP}$ à 100${NBSP}000${NBSP}$`,
  "100k-250k": `100${NBSP}000${NBSP}$ à 250${NBSP}000${NBSP}$`,
  "250k-500k": `250${NBSP}000${NBSP}$ à 500${NBSP}000${NBSP}$`,
  "500k-1m": `500${NBSP}000${NBSP}$ à 1${NBSP}million${NBSP}$`,
  "1m+": `Plus de 1${NBSP}million${NBSP}$`,
  "not-sure": "Pas encore déterminé",
};

/** A list with the labels of the page's language (English: as written above). */
export function localizedOptions(
  options: readonly Option[],
  locale: Locale,
): readonly Option[] {
  if (locale === "en") return options;
  return options.map((option) => ({
    value: option.value,
    label: frenchLabels[option.value] ?? option.label,
  }));
}
