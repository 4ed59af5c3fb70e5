import type { z } from "zod";
import { consentText, type FormKind } from "~/domain/forms/consent";
import { isOpenPosition } from "~/domain/forms/job-positions";
import { leadFormCatalog } from "~/domain/forms/lead-form-catalog";
import type { Database } from "../db/client.server";
import type { SpamVerdict } from "../forms/spam.server";
import { getAppServices } from "../services.server";
import {
  storeBlueprintLead,
  storeContactRequest,
  storeGetStartedRequest,
  storeJobApplication,
  type Recipients,
} from "./lead-submissions.server";
import { inspectResume } from "./resume.server";
import type { LeadTracking, StoreOutcome } from "./store-lead.server";

/**
 * Each public form once, for both ways it reaches the server — its page's action (a
 * document post without JavaScript) and POST /api/forms/:form (the enhanced form): the
 * schema (shared with the browser), the consent it shows (its body limits are the HTTP
 * layer's: app/server/http/body-limits.server.ts), how it is stored, and what the success confirmation needs.
 */
export type StoreArgs<T> = {
  db: Database;
  value: T;
  tracking: LeadTracking;
  verdict: SpamVerdict;
  recipients: Recipients;
  ackLimitPerAddress: number;
  formData: FormData;
};

/** A store function may refuse with field errors (e.g. a résumé that is not a document). */
export type StoreResult = StoreOutcome | { fieldErrors: Record<string, string[]> };

type TypedDefinition<Schema extends z.ZodType<Record<string, unknown>>> = {
  kind: FormKind;
  schema: Schema;
  consent: string;
  store: (args: StoreArgs<z.output<Schema>>) => Promise<StoreResult>;
  success: (value: z.output<Schema>) => Record<string, string>;
};

/** A definition with its value type erased, so the four can share one map and one pipeline. */
export type LeadFormDefinition = TypedDefinition<z.ZodType<Record<string, unknown>>>;

function defineLeadForm<Schema extends z.ZodType<Record<string, unknown>>>(definition: TypedDefinition<Schema>): LeadFormDefinition {
  // Sound: the pipeline only hands store() and success() what this definition's own schema produced.
  return definition as unknown as LeadFormDefinition;
}

export const leadFormDefinitions: Record<FormKind, LeadFormDefinition> = {
  blueprint: defineLeadForm({
    kind: "blueprint",
    schema: leadFormCatalog.blueprint.schema,
    consent: consentText.lead,
    store: (submission) => storeBlueprintLead(submission.db, submission),
    success: () => ({}),
  }),
  contact: defineLeadForm({
    kind: "contact",
    schema: leadFormCatalog.contact.schema,
    consent: consentText.lead,
    store: (submission) => storeContactRequest(submission.db, submission),
    success: () => ({}),
  }),
  get_started: defineLeadForm({
    kind: "get_started",
    schema: leadFormCatalog.get_started.schema,
    consent: consentText.lead,
    store: (submission) => storeGetStartedRequest(submission.db, submission),
    // The toast (lead-form-catalog) points at the scheduler only when the thank-you step embeds one.
    success: (value) => ({ firstName: value.firstName, scheduling: getAppServices().env.schedulingUrl ? "calendar" : "email" }),
  }),
  job_application: defineLeadForm({
    kind: "job_application",
    schema: leadFormCatalog.job_application.schema,
    consent: consentText.jobApplication,
    store: async (submission): Promise<StoreResult> => {
      if (!isOpenPosition(submission.value.jobTitle)) {
        return { fieldErrors: { jobTitle: ["Please choose one of the open positions"] } };
      }
      // The schema checked the name and size; the bytes decide whether it is a document.
      const resume = await inspectResume(submission.formData.get("resume"));
      if (!resume.ok) return { fieldErrors: { resume: [resume.message] } };
      return storeJobApplication(submission.db, { ...submission, resume });
    },
    success: (value) => ({ firstName: value.firstName, jobTitle: value.jobTitle }),
  }),
};
