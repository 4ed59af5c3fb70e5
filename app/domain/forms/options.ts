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

export function labelOf(
  options: readonly Option[],
  value: string | null | undefined,
): string {
  return options.find((o) => o.value === value)?.label ?? value ?? "";
}
