import { LEAD_SOURCES, type LeadSource } from "~/domain/enums";
import { blueprintSource } from "./blueprint.server";
import { chatSource } from "./chat.server";
import { contactSource } from "./contact.server";
import { getStartedSource } from "./get-started.server";
import { jobApplicationSource } from "./job-application.server";
import type { LeadSourceDefinition } from "./lead-source.server";

/**
 * Every lead source, keyed by `leads.source` (docs/leads.md, "Adding a lead form"). The
 * Record type makes a source of LEAD_SOURCES without a definition a compile error.
 */
export const leadSources: Readonly<Record<LeadSource, LeadSourceDefinition>> = {
  blueprint: blueprintSource,
  contact: contactSource,
  get_started: getStartedSource,
  job_application: jobApplicationSource,
  chat: chatSource,
};

/** The definitions in LEAD_SOURCES order (the order the export joins them in). */
export const leadSourceList: readonly LeadSourceDefinition[] = LEAD_SOURCES.map(
  (source) => leadSources[source],
);

/** The definition of a stored `leads.source`, or null for a value no definition claims. */
export function leadSourceOf(source: string): LeadSourceDefinition | null {
  return Object.hasOwn(leadSources, source)
    ? leadSources[source as LeadSource]
    : null;
}
