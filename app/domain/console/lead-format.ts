import { format } from "date-fns";
import {
  LEAD_SOURCES,
  LEAD_STATUSES,
  type LeadSource,
  type LeadStatus,
} from "../enums";
import {
  blueprintInterests,
  contactInterests,
  getStartedInterests,
  labelOf,
  type Option,
} from "../forms/options";

/**
 * How the console names and colours a lead: shared by the inbox list, the CSV
 * export and the lead page, so each says the same thing. Pure, so server and browser agree.
 */

export const leadSourceLabels: Record<LeadSource, string> = {
  blueprint: "Blueprint",
  contact: "Contact",
  get_started: "Get started",
  job_application: "Job application",
  chat: "Chat",
};

export const leadStatusLabels: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  converted: "Converted",
};

/** The badge tones a lead can take (a subset of the UI badge's tones, named here so domain code needs no component). */
export type LeadTone = "brand" | "warning" | "info" | "success" | "neutral";

const statusTones: Record<LeadStatus, LeadTone> = {
  new: "brand",
  contacted: "warning",
  qualified: "info",
  converted: "success",
};

export function isLeadStatus(value: unknown): value is LeadStatus {
  return (LEAD_STATUSES as readonly unknown[]).includes(value);
}

export function isLeadSource(value: unknown): value is LeadSource {
  return (LEAD_SOURCES as readonly unknown[]).includes(value);
}

/** Each pipeline status its own tone; any other stored value a neutral look. */
export function leadStatusTone(status: string | null | undefined): LeadTone {
  return isLeadStatus(status) ? statusTones[status] : "neutral";
}

/** "Contacted"; a value outside the pipeline is shown as stored, never hidden. */
export function leadStatusLabel(status: string | null | undefined): string {
  if (isLeadStatus(status)) return leadStatusLabels[status];
  return status ? status : "Unknown";
}

export function leadSourceLabel(source: string): string {
  return isLeadSource(source) ? leadSourceLabels[source] : source;
}

const interestOptions: Partial<Record<LeadSource, readonly Option[]>> = {
  blueprint: blueprintInterests,
  contact: contactInterests,
  get_started: getStartedInterests,
};

/** The interest as its form offered it ("Discovery workshop"); a job title or chat topic as stored. */
export function leadInterestLabel(
  source: string,
  interest: string | null | undefined,
): string {
  if (!interest) return "";
  const options = isLeadSource(source) ? interestOptions[source] : undefined;
  return options ? labelOf(options, interest) : interest;
}

/** Dates in lists read 'MMM d, yyyy'. */
export function leadDateLabel(date: Date | string): string {
  return format(new Date(date), "MMM d, yyyy");
}

/** The detail dialog's submitted date-time ('MMMM d, yyyy' in detail views, plus the time). */
export function leadDateTimeLabel(date: Date | string): string {
  return format(new Date(date), "MMMM d, yyyy 'at' h:mm a");
}

/** "1 lead", "1,234 leads": the inbox header's total for the current filter. */
export function leadCountLabel(total: number): string {
  return `${total.toLocaleString("en-US")} ${total === 1 ? "lead" : "leads"}`;
}
