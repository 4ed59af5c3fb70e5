import type { Locale } from "~/i18n/locale";

/** Option lists, with the labels people see. Values are what is stored. */
export type Option<V extends string = string> = { value: V; label: string };

const values = <V extends string>(options: readonly Option<V>[]) =>
  options.map((o) => o.value) as [V, ...V[]];

export const blueprintCompanySizes = [
  { value: "1-50", label: "1–50 people" },
  { value: "51-200", label: "51–200 people" },
  { value: "201-1000", label: "201–1,000 people" },
  { value: "1000+", label: "More than 1,000 people" },
] as const satisfies readonly Option[];

export const blueprintInterests = [
  { value: "discovery", label: "Discovery workshop" },
  { value: "blueprint", label: "Full blueprint" },
  { value: "implementation", label: "Blueprint + implementation" },
  { value: "consultation", label: "An initial consultation" },
] as const satisfies readonly Option[];

export const contactInterests = [
  { value: "e-visa", label: "e-Visa & Immigration" },
  { value: "governance", label: "Digital Governance & Tax Collection" },
  { value: "healthcare", label: "Healthcare & Telemedicine" },
  { value: "aftrlife", label: "AftrLife Avatars" },
  { value: "construction", label: "Construction & Inspection" },
  { value: "other", label: "Something else" },
] as const satisfies readonly Option[];

export const getStartedCompanySizes = [
  { value: "1-10", label: "1–10 people" },
  { value: "11-50", label: "11–50 people" },
  { value: "51-200", label: "51–200 people" },
  { value: "201-1000", label: "201–1,000 people" },
  { value: "1000+", label: "More than 1,000 people" },
] as const satisfies readonly Option[];

export const getStartedInterests = [
  { value: "e-visa", label: "e-Visa & Immigration" },
  { value: "governance", label: "Digital Governance & Tax Collection" },
  { value: "healthcare", label: "Healthcare & Telemedicine" },
  { value: "aftrlife", label: "AftrLife Avatars" },
  { value: "construction", label: "Construction & Inspection" },
  { value: "custom", label: "A custom platform" },
] as const satisfies readonly Option[];

export const timelines = [
  { value: "immediate", label: "Immediately (within a month)" },
  { value: "short", label: "Within 1–3 months" },
  { value: "medium", label: "Within 3–6 months" },
  { value: "long", label: "In 6 months or more" },
  { value: "exploring", label: "Just exploring options" },
] as const satisfies readonly Option[];

export const budgets = [
  { value: "50k-100k", label: "$50,000 – $100,000" },
  { value: "100k-250k", label: "$100,000 – $250,000" },
  { value: "250k-500k", label: "$250,000 – $500,000" },
  { value: "500k-1m", label: "$500,000 – $1 million" },
  { value: "1m+", label: "More than $1 million" },
  { value: "not-sure", label: "Not sure yet" },
] as const satisfies readonly Option[];

export const optionValues = values;

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
  immediate: "Immédiatement (d'ici un mois)",
  short: "D'ici 1 à 3 mois",
  medium: "D'ici 3 à 6 mois",
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

export function labelOf(
  options: readonly Option[],
  value: string | null | undefined,
): string {
  return options.find((o) => o.value === value)?.label ?? value ?? "";
}
