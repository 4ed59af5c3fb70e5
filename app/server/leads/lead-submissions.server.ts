import { createHash, randomUUID } from "node:crypto";
import { jobPositions } from "~/domain/forms/job-positions";
import { GENERAL_APPLICATION, type BlueprintForm, type ContactForm, type GetStartedForm, type JobApplicationForm } from "~/domain/forms/lead-forms";
import type { Database } from "../db/client.server";
import { fileWriter, removeStoredFiles, withPlacedFiles } from "../storage/files.server";
import { blueprintLeads, contactRequests, getStartedRequests, jobApplications, storedFiles } from "../db/schema.server";
import type { SpamVerdict } from "../forms/spam.server";
import type { OutboxMessage } from "../mail/outbox.server";
import { acknowledgement } from "./lead-emails.server";
import { blueprintStaffMail, contactStaffMail, getStartedStaffMail, jobApplicationStaffMail, type StoredContext } from "./lead-notifications.server";
import type { InspectedResume } from "./resume.server";
import { insertLead, trackingColumns, type Acknowledgement, type LeadTracking, type StoreOutcome } from "./store-lead.server";

/**
 * One function per public form: store the submission with its attribution and queue
 * the staff notification and the acknowledgement (spec's send-blueprint-notification,
 * and the same for the other forms).
 */
export type Recipients = { leads: string[]; careers: string[] };
type Submission<T> = {
  value: T;
  tracking: LeadTracking;
  verdict: SpamVerdict;
  recipients: Recipients;
  /** ACK_LIMIT_PER_ADDRESS: acknowledgements per visitor address per 24 hours. */
  ackLimitPerAddress: number;
};

function contextOf(tracking: LeadTracking): StoredContext {
  return { ...tracking, submittedAt: new Date() };
}

/** The staff notification (always) and the acknowledgement (within the per-address limit). */
function mails(staff: OutboxMessage, ack: OutboxMessage, limitPerAddress: number) {
  const address = ack.to[0] ?? "";
  return {
    mail: [{ kind: "lead_notification", message: staff }],
    acknowledgement: { address, message: ack, limitPerAddress } satisfies Acknowledgement,
  };
}

export async function storeBlueprintLead(db: Database, submission: Submission<BlueprintForm>): Promise<StoreOutcome> {
  const { value, tracking, verdict, recipients, ackLimitPerAddress } = submission;
  const staff = blueprintStaffMail(value, contextOf(tracking));
  const ack = acknowledgement({
    subject: "We received your blueprint request",
    body: [
      "Thank you for your interest in a digital transformation blueprint.",
      "One of our principal consultants will reply within 24 hours to arrange a first conversation.",
    ],
  });
  return insertLead(db, {
    table: blueprintLeads,
    values: {
      fullName: value.fullName,
      email: value.email,
      phone: value.phone ?? null,
      companyName: value.companyName ?? null,
      companySize: value.companySize ?? null,
      primaryInterest: value.primaryInterest ?? null,
      message: value.message ?? null,
      ...trackingColumns(tracking, verdict),
    },
    verdict,
    ...mails({ to: recipients.leads, replyTo: value.email, ...staff }, { to: [value.email], ...ack }, ackLimitPerAddress),
  });
}

export async function storeContactRequest(db: Database, submission: Submission<ContactForm>): Promise<StoreOutcome> {
  const { value, tracking, verdict, recipients, ackLimitPerAddress } = submission;
  const staff = contactStaffMail(value, contextOf(tracking));
  const ack = acknowledgement({
    subject: "We received your message",
    body: ["Thank you for writing to us. We read every message and will get back to you as soon as possible."],
  });
  return insertLead(db, {
    table: contactRequests,
    values: { ...value, ...trackingColumns(tracking, verdict) },
    verdict,
    ...mails({ to: recipients.leads, replyTo: value.email, ...staff }, { to: [value.email], ...ack }, ackLimitPerAddress),
  });
}

export async function storeGetStartedRequest(db: Database, submission: Submission<GetStartedForm>): Promise<StoreOutcome> {
  const { value, tracking, verdict, recipients, ackLimitPerAddress } = submission;
  const staff = getStartedStaffMail(value, contextOf(tracking));
  const ack = acknowledgement({
    subject: "Your consultation request",
    body: [
      "Thank you for telling us about your organisation and its challenges.",
      "If you have not booked a time yet, we will write within one business day to arrange a 30-minute consultation.",
    ],
  });
  return insertLead(db, {
    table: getStartedRequests,
    values: { ...value, ...trackingColumns(tracking, verdict) },
    verdict,
    ...mails({ to: recipients.leads, replyTo: value.email, ...staff }, { to: [value.email], ...ack }, ackLimitPerAddress),
  });
}

export async function storeJobApplication(
  db: Database,
  submission: Submission<JobApplicationForm> & { resume: Extract<InspectedResume, { ok: true }> },
): Promise<StoreOutcome> {
  const { value, tracking, verdict, recipients, resume, ackLimitPerAddress } = submission;
  const fileId = randomUUID();
  const staff = jobApplicationStaffMail(value, { name: resume.name, size: resume.bytes.byteLength }, contextOf(tracking));
  // Only a title from our own list of positions reaches the acknowledgement (never the posted text).
  const position = jobPositions.find((candidate) => candidate.value === value.jobTitle && candidate.value !== GENERAL_APPLICATION);
  const ack = acknowledgement({
    subject: position ? `Your application: ${position.value}` : "Your application",
    body: [
      `Thank you for applying for ${position ? `the ${position.value} position` : "a role with us"}.`,
      "Our hiring team reviews every application and will contact you about next steps within two weeks.",
    ],
  });
  const file = { bucket: "resumes", key: `${fileId}.${resume.extension}`, mimeType: resume.mimeType, bytes: resume.bytes };
  // The résumé's bytes are in their store before the row that names them commits (decision 023).
  const outcome = await withPlacedFiles([file], ([placement]) => insertLead(db, {
    table: jobApplications,
    values: {
      ...value,
      phone: value.phone ?? null,
      linkedIn: value.linkedIn ?? null,
      ...trackingColumns(tracking, verdict),
    },
    verdict,
    before: async (tx) => {
      await tx.insert(storedFiles).values({
        id: fileId,
        bucket: "resumes",
        key: file.key,
        name: resume.name,
        size: resume.bytes.byteLength,
        mimeType: resume.mimeType,
        sha256: createHash("sha256").update(resume.bytes).digest("hex"),
        ...placement!,
      });
      return { resumeFileId: fileId };
    },
    ...mails(
      { to: recipients.careers, replyTo: value.email, attachmentFileIds: [fileId], ...staff },
      { to: [value.email], ...ack },
      ackLimitPerAddress,
    ),
  }));
  // A repeated post stored nothing: the first one's row names its own object.
  if (outcome.status === "duplicate") await removeStoredFiles([{ storage: fileWriter().kind, bucket: file.bucket, key: file.key }]);
  return outcome;
}
