import { z } from "zod";
import type { Locale } from "~/i18n/locale";
import { LEAD_STATUSES } from "../enums";

/**
 * Working one lead in the console: the forms' rules, shared by the browser
 * (checked before posting) and the server (checked again, the only check that counts), and
 * the words the lead page and its dialog use.
 */
export const LEAD_NOTE_MAX = 5000;
export const SPAM_REASON_MAX = 500;
/** How many earlier leads from the same address a lead's page lists. */
export const EARLIER_LEADS_LIMIT = 20;

// Labels are the inbox's (lead-format.ts): the list, the lead page and the audit log say the same.
export { leadStatusLabel, leadStatusLabels } from "./lead-format";

export const leadStatusSchema = z.object({
  status: z.enum(LEAD_STATUSES, {
    error: "Choose a status: new, contacted, qualified or converted",
  }),
});

/** "" is "Unassigned"; anything else must be a staff member's profile id (the server checks who). */
export const leadOwnerSchema = z.object({
  owner: z.union(
    [
      z.literal(""),
      z.uuid({ error: "Choose a member of staff, or Unassigned" }),
    ],
    {
      error: "Choose a member of staff, or Unassigned",
    },
  ),
});

export const leadNoteSchema = z.object({
  body: z
    .string({ error: "Write a note before adding it" })
    .trim()
    .min(1, { error: "Write a note before adding it" })
    .max(LEAD_NOTE_MAX, {
      error: `Note must be ${LEAD_NOTE_MAX.toLocaleString("en-GB")} characters or fewer`,
    }),
});

export const markSpamSchema = z.object({
  reason: z
    .string({ error: "Say why this is spam" })
    .trim()
    .min(1, { error: "Say why this is spam" })
    .max(SPAM_REASON_MAX, {
      error: `Reason must be ${SPAM_REASON_MAX} characters or fewer`,
    }),
});

/** One labelled value of a submission, in the order the dialog and the page show them. */
export type LeadField = {
  label: string;
  value: string | null;
  kind: "text" | "long" | "email" | "url" | "datetime" | "status";
};

export type LeadDetailView = {
  id: string;
  source: string;
  sourceName: string;
  fullName: string;
  email: string;
  status: string;
  isSpam: boolean;
  spamReason: string | null;
  staffNotified: boolean;
  ownerProfileId: string | null;
  ownerName: string | null;
  createdAt: string;
  /** Every field the source form stores, labelled. */
  fields: LeadField[];
  /** Where it came from (page, referrer, campaign) and the consent text shown with the form. */
  attribution: LeadField[];
  resume: { name: string; size: number; href: string } | null;
  /** The language the visitor used (their page's), or null when the source row is gone. */
  locale: Locale | null;
  /**
   * A chat lead's conversation: the transcript's console URL, or null once the
   * retention job deleted it. Absent for the form sources.
   */
  transcript?: { href: string | null };
};

export type LeadNoteView = {
  id: string;
  body: string;
  authorName: string;
  createdAt: string;
};
export type EarlierLeadView = {
  id: string;
  sourceName: string;
  interest: string | null;
  status: string;
  createdAt: string;
};
export type StaffOwnerOption = { id: string; label: string };
export type NotesOrder = "newest" | "oldest";

export function notesOrderOf(value: string | null): NotesOrder {
  return value === "oldest" ? "oldest" : "newest";
}
