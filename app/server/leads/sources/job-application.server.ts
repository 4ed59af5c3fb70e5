import { visitorLocaleOf } from "~/domain/visitor-language";
import { createHash, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { consentTexts } from "~/domain/forms/consent-text";
import { isOpenPosition, jobPositions } from "~/domain/forms/job-positions";
import { leadFormCatalog } from "~/domain/forms/lead-form-catalog";
import { intlFor } from "~/i18n/intl";
import { formatMessage } from "~/i18n/message";
import {
  GENERAL_APPLICATION,
  resumeMessagesIn,
  type JobApplicationForm,
} from "~/domain/forms/lead-forms";
import { KEEP_RESUME_FIELD, optedIn } from "~/domain/forms/purpose-consents";
import type { Database } from "../../db/client.server";
import { recordConsent } from "../../privacy/consents.server";
import { withdrawalUrl } from "../../privacy/consent-withdrawal.server";
import { getAppServices } from "../../services.server";
import { jobApplications, storedFiles } from "../../db/schema.server";
import {
  fileWriter,
  removeStoredFiles,
  withPlacedFiles,
} from "../../storage/files.server";
import { acknowledgementCopy } from "../acknowledgement-copy.server";
import { acknowledgement } from "../lead-emails.server";
import { jobApplicationStaffMail } from "../lead-notifications.server";
import { contextOf, mails, type Submission } from "../lead-submissions.server";
import {
  inspectResume,
  type InspectedResume,
} from "../../documents/resume.server";
import {
  insertLead,
  trackingColumns,
  type StoreOutcome,
} from "../store-lead.server";
import {
  attributionOf,
  defineLeadForm,
  defineLeadSource,
  emailField,
  longField,
  statusField,
  storedContextOf,
  submittedField,
  textField,
  type StoreResult,
} from "./lead-source.server";

/**
 * A job application from the careers page: job_applications, with the résumé as a stored
 * file; its staff notification goes to the careers desk with the résumé attached.
 */
export async function storeJobApplication(
  db: Database,
  submission: Submission<JobApplicationForm> & {
    resume: Extract<InspectedResume, { ok: true }>;
    /** The unticked-by-default "Keep my résumé for other roles" box was ticked. */
    keepResume?: boolean;
  },
): Promise<StoreOutcome> {
  const {
    value,
    tracking,
    verdict,
    recipients,
    resume,
    ackLimitPerAddress,
    locale,
    keepResume = false,
  } = submission;
  const fileId = randomUUID();
  const staff = jobApplicationStaffMail(
    value,
    { name: resume.name, size: resume.bytes.byteLength },
    contextOf(tracking),
  );
  // Only a title from our own list of positions reaches the acknowledgement (never the posted text).
  const position = jobPositions.find(
    (candidate) =>
      candidate.value === value.jobTitle &&
      candidate.value !== GENERAL_APPLICATION,
  );
  const copy = acknowledgementCopy[locale];
  const ackText = copy.jobApplication(position?.value ?? null);
  const { env } = getAppServices();
  const ack = acknowledgement(
    keepResume
      ? {
          ...ackText,
          body: [
            ...ackText.body,
            ...copy.keptResume(
              withdrawalUrl({
                origin: env.publicUrl,
                secret: env.authSecret,
                locale,
                purpose: "keep_resume",
                email: value.email,
              }),
            ),
          ],
        }
      : ackText,
    locale,
  );
  const file = {
    bucket: "resumes",
    key: `${fileId}.${resume.extension}`,
    mimeType: resume.mimeType,
    bytes: resume.bytes,
  };
  // The résumé's bytes are in their store before the row that names them commits (decision 023).
  const outcome = await withPlacedFiles([file], ([placement]) =>
    insertLead(db, {
      table: jobApplications,
      values: {
        ...value,
        phone: value.phone ?? null,
        linkedIn: value.linkedIn ?? null,
        locale,
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
      // The consent is recorded with its application, or not at all (decision 072).
      after: keepResume
        ? (tx, id) =>
            recordConsent(tx, {
              purpose: "keep_resume",
              email: value.email,
              locale,
              form: "careers",
              subjectTable: "job_applications",
              subjectId: id,
            })
        : undefined,
      ...mails(
        {
          to: recipients.careers,
          replyTo: value.email,
          attachmentFileIds: [fileId],
          ...staff,
        },
        { to: [value.email], ...ack },
        ackLimitPerAddress,
      ),
    }),
  );
  // A repeated post stored nothing: the first one's row names its own object.
  if (outcome.status === "duplicate")
    await removeStoredFiles([
      { storage: fileWriter().kind, bucket: file.bucket, key: file.key },
    ]);
  return outcome;
}

export const jobApplicationSource = defineLeadSource({
  source: "job_application",
  form: defineLeadForm({
    kind: "job_application",
    schema: leadFormCatalog.job_application.schema,
    consent: {
      en: consentTexts.en.jobApplication,
      fr: consentTexts.fr.jobApplication,
    },
    store: async (submission): Promise<StoreResult> => {
      if (!isOpenPosition(submission.value.jobTitle)) {
        return {
          fieldErrors: {
            jobTitle: [
              formatMessage(
                intlFor(submission.locale),
                "forms.error.jobApplication.openPosition",
              ),
            ],
          },
        };
      }
      // The schema checked the name and size; the bytes decide whether it is a document.
      const resume = await inspectResume(
        submission.formData.get("resume"),
        resumeMessagesIn(submission.locale),
      );
      if (!resume.ok) return { fieldErrors: { resume: [resume.message] } };
      return storeJobApplication(submission.db, {
        ...submission,
        resume,
        keepResume: optedIn(submission.formData, KEEP_RESUME_FIELD),
      });
    },
    success: (value) => ({
      firstName: value.firstName,
      jobTitle: value.jobTitle,
    }),
  }),
  table: jobApplications,
  tableId: jobApplications.id,
  mirrorsWorkflow: true,
  async detail(db, lead) {
    const [s] = await db
      .select({
        application: jobApplications,
        fileName: storedFiles.name,
        fileSize: storedFiles.size,
      })
      .from(jobApplications)
      .innerJoin(storedFiles, eq(storedFiles.id, jobApplications.resumeFileId))
      .where(eq(jobApplications.id, lead.sourceId));
    if (!s) return null;
    const a = s.application;
    return {
      fields: [
        textField("Job title", a.jobTitle),
        textField("First name", a.firstName),
        textField("Last name", a.lastName),
        emailField(lead),
        textField("Phone", a.phone),
        {
          label: "LinkedIn",
          value: a.linkedIn?.trim() ? a.linkedIn : null,
          kind: "url",
        },
        longField("Experience", a.experience),
        longField("Cover letter", a.coverLetter),
        submittedField(lead),
        statusField(lead),
      ],
      attribution: attributionOf(a),
      resume: {
        name: s.fileName,
        size: s.fileSize,
        href: `/lead_admin/leads/${lead.id}/resume`,
      },
      locale: visitorLocaleOf(a.locale),
    };
  },
  exportColumns: {
    phone: jobApplications.phone,
    message: jobApplications.coverLetter,
    linkedin: jobApplications.linkedIn,
    language: jobApplications.locale,
  },
  async heldNotification(tx, lead, recipients) {
    const [row] = await tx
      .select({
        application: jobApplications,
        name: storedFiles.name,
        size: storedFiles.size,
      })
      .from(jobApplications)
      .innerJoin(storedFiles, eq(storedFiles.id, jobApplications.resumeFileId))
      .where(eq(jobApplications.id, lead.sourceId));
    if (!row) return null;
    const a = row.application;
    return {
      to: recipients.careers,
      replyTo: a.email,
      attachmentFileIds: [a.resumeFileId],
      ...jobApplicationStaffMail(
        a,
        { name: row.name, size: row.size },
        storedContextOf(a),
      ),
    };
  },
});
