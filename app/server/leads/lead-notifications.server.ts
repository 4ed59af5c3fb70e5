import {
  blueprintCompanySizes,
  blueprintInterests,
  budgets,
  contactInterests,
  getStartedCompanySizes,
  getStartedInterests,
  labelOf,
  timelines,
} from "~/domain/forms/options";
import { staffNotification, type LeadContextLines } from "./lead-emails.server";
import type { LeadTracking } from "./store-lead.server";

/**
 * The staff notification of each public form, built from what was stored: the form's post
 * queues it at once, and the console's "Not spam" queues the same message later for a
 * submission the spam check held. One builder per form, so both say the same.
 */
type Maybe = string | null | undefined;
type Mail = { subject: string; text: string };

/** Where a submission came from and when, as stored with it. */
export type StoredContext = Omit<LeadTracking, "consentText"> & {
  submittedAt: Date;
};

function contextLines(context: StoredContext): LeadContextLines {
  return {
    pagePath: context.pagePath,
    referrer: context.referrer,
    utm: {
      utm_source: context.utmSource,
      utm_medium: context.utmMedium,
      utm_campaign: context.utmCampaign,
      utm_term: context.utmTerm,
      utm_content: context.utmContent,
    },
    submittedAt: context.submittedAt,
  };
}

export function blueprintStaffMail(
  row: {
    fullName: string;
    email: string;
    phone?: Maybe;
    companyName?: Maybe;
    companySize?: Maybe;
    primaryInterest?: Maybe;
    message?: Maybe;
  },
  context: StoredContext,
): Mail {
  return staffNotification({
    subject: `New blueprint request: ${row.fullName}${row.companyName ? `, ${row.companyName}` : ""}`,
    intro:
      "A blueprint request came in through the website. Reply within 24 hours, as the page promises.",
    fields: [
      ["Name", row.fullName],
      ["Email", row.email],
      ["Phone", row.phone],
      ["Organization", row.companyName],
      ["Organization size", labelOf(blueprintCompanySizes, row.companySize)],
      ["Primary interest", labelOf(blueprintInterests, row.primaryInterest)],
      ["Message", row.message],
    ],
    context: contextLines(context),
  });
}

export function contactStaffMail(
  row: {
    firstName: string;
    lastName: string;
    email: string;
    company: string;
    interest: string;
    message: string;
  },
  context: StoredContext,
): Mail {
  const name = `${row.firstName} ${row.lastName}`;
  return staffNotification({
    subject: `New contact request: ${name}, ${row.company}`,
    intro: "Someone wrote to us through the contact form.",
    fields: [
      ["Name", name],
      ["Email", row.email],
      ["Company", row.company],
      ["Interest", labelOf(contactInterests, row.interest)],
      ["Message", row.message],
    ],
    context: contextLines(context),
  });
}

export function getStartedStaffMail(
  row: {
    firstName: string;
    lastName: string;
    email: string;
    company: string;
    companySize: string;
    primaryInterest: string;
    currentChallenges: string;
    timeline: string;
    budget: string;
  },
  context: StoredContext,
): Mail {
  const name = `${row.firstName} ${row.lastName}`;
  return staffNotification({
    subject: `New consultation request: ${name}, ${row.company}`,
    intro:
      "A getting-started request came in; they were offered a 30-minute consultation.",
    fields: [
      ["Name", name],
      ["Email", row.email],
      ["Company", row.company],
      ["Company size", labelOf(getStartedCompanySizes, row.companySize)],
      ["Primary interest", labelOf(getStartedInterests, row.primaryInterest)],
      ["Current challenges", row.currentChallenges],
      ["Timeline", labelOf(timelines, row.timeline)],
      ["Budget", labelOf(budgets, row.budget)],
    ],
    context: contextLines(context),
  });
}

export function jobApplicationStaffMail(
  row: {
    jobTitle: string;
    firstName: string;
    lastName: string;
    email: string;
    phone?: Maybe;
    linkedIn?: Maybe;
    experience: string;
    coverLetter: string;
  },
  resume: { name: string; size: number },
  context: StoredContext,
): Mail {
  const name = `${row.firstName} ${row.lastName}`;
  return staffNotification({
    subject: `New application: ${name} for ${row.jobTitle}`,
    intro:
      "A job application came in through the careers page. The résumé is attached.",
    fields: [
      ["Position", row.jobTitle],
      ["Name", name],
      ["Email", row.email],
      ["Phone", row.phone],
      ["LinkedIn", row.linkedIn],
      ["Experience", row.experience],
      ["Cover letter", row.coverLetter],
      ["Résumé", `${resume.name} (${Math.ceil(resume.size / 1024)} KB)`],
    ],
    context: contextLines(context),
  });
}
