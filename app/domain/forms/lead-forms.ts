import { z } from "zod";
import {
  isSingleLine,
  optionalChoice,
  optionalText,
  requiredChoice,
  requiredEmail,
  requiredText,
} from "./form-fields";
import { formMessages, type FormMessages } from "./form-messages";
import type { Locale } from "~/i18n/locale";
import {
  blueprintCompanySizes,
  blueprintInterests,
  budgets,
  contactInterests,
  getStartedCompanySizes,
  getStartedInterests,
  optionValues,
  timelines,
} from "./options";

/** An absolute https:// address with a host (what `new URL` reads as one, not just the prefix). */
export function isHttpsUrl(value: string): boolean {
  if (!/^https:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.length > 0;
  } catch {
    return false;
  }
}

export const RESUME_MAX_BYTES = 10 * 1024 * 1024;
export const RESUME_ACCEPT = ".pdf,.doc,.docx";

/**
 * One schema per form, in one language: the browser uses its page's for instant feedback and
 * the server the submitting page's as the authority. English messages are the spec's,
 * verbatim; French pages get French (app/domain/forms/form-messages.ts). The rules are the same.
 */
function buildSchemas(m: FormMessages) {
  const common = m.common;
  const blueprint = z.object({
    fullName: requiredText(m.blueprint.nameMin, {
      min: 2,
      max: 100,
      maxMessage: m.blueprint.nameMax,
      common,
    }),
    email: requiredEmail(m.blueprint.email, m.blueprint.email, common),
    companyName: optionalText({
      min: 2,
      minMessage: m.blueprint.companyMin,
      max: 100,
      maxMessage: m.blueprint.companyMax,
      common,
    }),
    phone: optionalText({
      max: 40,
      maxMessage: m.blueprint.phoneMax,
      common,
    }),
    companySize: optionalChoice(
      optionValues(blueprintCompanySizes),
      common.chooseOption,
    ),
    primaryInterest: optionalChoice(
      optionValues(blueprintInterests),
      common.chooseOption,
    ),
    message: optionalText({
      multiline: true,
      max: 1000,
      maxMessage: m.blueprint.messageMax,
      common,
    }),
  });

  const contact = z.object({
    firstName: requiredText(m.contact.firstName, { min: 2, max: 100, common }),
    lastName: requiredText(m.contact.lastName, { min: 2, max: 100, common }),
    email: requiredEmail(m.contact.email, m.contact.email, common),
    company: requiredText(m.contact.company, { max: 200, common }),
    interest: requiredChoice(
      optionValues(contactInterests),
      m.contact.interest,
    ),
    message: requiredText(m.contact.messageMin, {
      multiline: true,
      min: 10,
      max: 5000,
      maxMessage: m.contact.messageMax,
      common,
    }),
  });

  /** Getting started: each step validates on its own; the final post must pass all three. */
  const getStartedSteps = [
    z.object({
      firstName: requiredText(m.getStarted.firstName, {
        min: 2,
        max: 100,
        common,
      }),
      lastName: requiredText(m.getStarted.lastName, {
        min: 2,
        max: 100,
        common,
      }),
      email: requiredEmail(m.getStarted.email, m.getStarted.email, common),
      company: requiredText(m.getStarted.company, { max: 200, common }),
      companySize: requiredChoice(
        optionValues(getStartedCompanySizes),
        m.getStarted.companySize,
      ),
    }),
    z.object({
      primaryInterest: requiredChoice(
        optionValues(getStartedInterests),
        m.getStarted.primaryInterest,
      ),
      currentChallenges: requiredText(m.getStarted.challenges, {
        multiline: true,
        min: 10,
        max: 5000,
        maxMessage: m.getStarted.challengesMax,
        common,
      }),
    }),
    z.object({
      timeline: requiredChoice(optionValues(timelines), m.getStarted.timeline),
      budget: requiredChoice(optionValues(budgets), m.getStarted.budget),
    }),
  ] as const;

  const getStarted = getStartedSteps[0]
    .extend(getStartedSteps[1].shape)
    .extend(getStartedSteps[2].shape);

  const job = m.jobApplication;
  const jobApplication = z.object({
    jobTitle: requiredText(job.jobTitle, { max: 200, common }),
    firstName: requiredText(job.firstName, { max: 100, common }),
    lastName: requiredText(job.lastName, { max: 100, common }),
    // Spec: "pattern text@text else 'Invalid email address'".
    email: z.preprocess(
      (value) => (typeof value === "string" ? value.trim() : value),
      z
        .string({ error: job.emailRequired })
        .refine(isSingleLine, { error: common.singleLine, abort: true })
        .min(1, { error: job.emailRequired })
        .max(255, { error: job.email })
        .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: job.email }),
    ),
    phone: optionalText({ max: 40, maxMessage: job.phoneMax, common }),
    // Staff open this address from the console, so it must be a web address, and a secure one:
    // no javascript:, no plain http:. The spec gives no wording for this error.
    linkedIn: optionalText({
      max: 300,
      maxMessage: job.linkedInMax,
      common,
    }).refine((value) => value === undefined || isHttpsUrl(value), {
      error: job.linkedInHttps,
    }),
    experience: requiredText(job.experience, {
      multiline: true,
      max: 5000,
      maxMessage: job.experienceMax,
      common,
    }),
    coverLetter: requiredText(job.coverLetter, {
      multiline: true,
      max: 10000,
      maxMessage: job.coverLetterMax,
      common,
    }),
  });

  /**
   * The résumé as a form field: present, not empty, at most 10 MB, named .pdf/.doc/.docx.
   * The server then checks its bytes (app/server/documents/resume.server.ts).
   */
  const resume = z
    .custom<File>(
      (value) =>
        typeof File !== "undefined" &&
        value instanceof File &&
        value.name !== "",
      { error: m.resume.required },
    )
    .refine((file) => file.size > 0, { error: m.resume.empty })
    .refine((file) => file.size <= RESUME_MAX_BYTES, {
      error: m.resume.tooLarge,
    })
    .refine((file) => /\.(pdf|docx?)$/i.test(file.name), {
      error: m.resume.wrongType,
    });

  return {
    blueprint,
    contact,
    getStartedSteps,
    getStarted,
    jobApplication,
    resume,
    jobApplicationWithResume: jobApplication.extend({ resume }),
  };
}

export type LeadFormSchemas = ReturnType<typeof buildSchemas>;

const schemasByLocale = new Map<Locale, LeadFormSchemas>();

/** The forms' schemas with this language's messages (built once per language). */
export function leadFormSchemas(locale: Locale): LeadFormSchemas {
  let schemas = schemasByLocale.get(locale);
  if (!schemas) {
    schemas = buildSchemas(formMessages[locale]);
    schemasByLocale.set(locale, schemas);
  }
  return schemas;
}

// The English schemas under their own names: types, server code that is English by nature, tests.
const english = leadFormSchemas("en");
export const blueprintFormSchema = english.blueprint;
export type BlueprintForm = z.infer<typeof blueprintFormSchema>;
export const contactFormSchema = english.contact;
export type ContactForm = z.infer<typeof contactFormSchema>;
export const getStartedStepSchemas = english.getStartedSteps;
export const getStartedFormSchema = english.getStarted;
export type GetStartedForm = z.infer<typeof getStartedFormSchema>;
export const jobApplicationFormSchema = english.jobApplication;
export type JobApplicationForm = z.infer<typeof jobApplicationFormSchema>;
export const resumeFieldSchema = english.resume;
export const jobApplicationWithResumeSchema = english.jobApplicationWithResume;

export const GET_STARTED_STEP_COUNT = getStartedStepSchemas.length;

/** After a refused final post, the step to show: the first one with an error, else the last. */
export function stepOfFirstError(
  fieldErrors: Readonly<Record<string, readonly string[] | undefined>>,
): number {
  const index = getStartedStepSchemas.findIndex((schema) =>
    Object.keys(schema.shape).some((name) => fieldErrors[name]?.length),
  );
  return index === -1 ? GET_STARTED_STEP_COUNT : index + 1;
}

export const LINKEDIN_HTTPS_MESSAGE =
  formMessages.en.jobApplication.linkedInHttps;
export const resumeMessages = formMessages.en.resume;

export const GENERAL_APPLICATION = "General Application";
