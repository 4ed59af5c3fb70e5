import { z } from "zod";
import {
  commonFieldMessages,
  isSingleLine,
  type CommonFieldMessages,
  optionalChoice,
  optionalText,
  requiredChoice,
  requiredEmail,
  requiredText,
} from "./form-fields";
import { formText, type FormText } from "~/i18n/form-text";
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
 * The person behind a lead, as the contact form and getting started's first step ask for them:
 * the same rules, each form's own messages.
 */
function leadPerson(
  common: CommonFieldMessages,
  messages: {
    firstName: string;
    lastName: string;
    email: string;
    company: string;
  },
) {
  return {
    firstName: requiredText(messages.firstName, { min: 2, max: 100, common }),
    lastName: requiredText(messages.lastName, { min: 2, max: 100, common }),
    email: requiredEmail(messages.email, messages.email, common),
    company: requiredText(messages.company, { max: 200, common }),
  };
}

/**
 * One schema per form, in one language: the browser uses its page's for instant feedback and
 * the server the submitting page's as the authority. English messages are the spec's,
 * verbatim; French pages get French (app/i18n/en/forms.ts, app/i18n/fr/forms.ts). The rules are
 * the same. `say` writes a message id in the page's language.
 */
function buildSchemas(say: FormText) {
  const common = commonFieldMessages(say);
  const blueprint = z.object({
    fullName: requiredText(say("forms.error.blueprint.nameMin"), {
      min: 2,
      max: 100,
      maxMessage: say("forms.error.blueprint.nameMax"),
      common,
    }),
    email: requiredEmail(
      say("forms.error.blueprint.email"),
      say("forms.error.blueprint.email"),
      common,
    ),
    companyName: optionalText({
      min: 2,
      minMessage: say("forms.error.blueprint.companyMin"),
      max: 100,
      maxMessage: say("forms.error.blueprint.companyMax"),
      common,
    }),
    phone: optionalText({
      max: 40,
      maxMessage: say("forms.error.blueprint.phoneMax"),
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
      maxMessage: say("forms.error.blueprint.messageMax"),
      common,
    }),
  });

  const contact = z.object({
    ...leadPerson(common, {
      firstName: say("forms.error.contact.firstName"),
      lastName: say("forms.error.contact.lastName"),
      email: say("forms.error.contact.email"),
      company: say("forms.error.contact.company"),
    }),
    interest: requiredChoice(
      optionValues(contactInterests),
      say("forms.error.contact.interest"),
    ),
    message: requiredText(say("forms.error.contact.messageMin"), {
      multiline: true,
      min: 10,
      max: 5000,
      maxMessage: say("forms.error.contact.messageMax"),
      common,
    }),
  });

  /** Getting started: each step validates on its own; the final post must pass all three. */
  const getStartedSteps = [
    z.object({
      ...leadPerson(common, {
        firstName: say("forms.error.getStarted.firstName"),
        lastName: say("forms.error.getStarted.lastName"),
        email: say("forms.error.getStarted.email"),
        company: say("forms.error.getStarted.company"),
      }),
      companySize: requiredChoice(
        optionValues(getStartedCompanySizes),
        say("forms.error.getStarted.companySize"),
      ),
    }),
    z.object({
      primaryInterest: requiredChoice(
        optionValues(getStartedInterests),
        say("forms.error.getStarted.primaryInterest"),
      ),
      currentChallenges: requiredText(
        say("forms.error.getStarted.challenges"),
        {
          multiline: true,
          min: 10,
          max: 5000,
          maxMessage: say("forms.error.getStarted.challengesMax"),
          common,
        },
      ),
    }),
    z.object({
      timeline: requiredChoice(
        optionValues(timelines),
        say("forms.error.getStarted.timeline"),
      ),
      budget: requiredChoice(
        optionValues(budgets),
        say("forms.error.getStarted.budget"),
      ),
    }),
  ] as const;

  const getStarted = getStartedSteps[0]
    .extend(getStartedSteps[1].shape)
    .extend(getStartedSteps[2].shape);

  const jobApplication = z.object({
    jobTitle: requiredText(say("forms.error.jobApplication.jobTitle"), {
      max: 200,
      common,
    }),
    firstName: requiredText(say("forms.error.jobApplication.firstName"), {
      max: 100,
      common,
    }),
    lastName: requiredText(say("forms.error.jobApplication.lastName"), {
      max: 100,
      common,
    }),
    // Spec: "pattern text@text else 'Invalid email address'".
    email: z.preprocess(
      (value) => (typeof value === "string" ? value.trim() : value),
      z
        .string({ error: say("forms.error.jobApplication.emailRequired") })
        .refine(isSingleLine, { error: common.singleLine, abort: true })
        .min(1, { error: say("forms.error.jobApplication.emailRequired") })
        .max(255, { error: say("forms.error.jobApplication.email") })
        .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, {
          error: say("forms.error.jobApplication.email"),
        }),
    ),
    phone: optionalText({
      max: 40,
      maxMessage: say("forms.error.jobApplication.phoneMax"),
      common,
    }),
    // Staff open this address from the console, so it must be a web address, and a secure one:
    // no javascript:, no plain http:. The spec gives no wording for this error.
    linkedIn: optionalText({
      max: 300,
      maxMessage: say("forms.error.jobApplication.linkedInMax"),
      common,
    }).refine((value) => value === undefined || isHttpsUrl(value), {
      error: say("forms.error.jobApplication.linkedInHttps"),
    }),
    experience: requiredText(say("forms.error.jobApplication.experience"), {
      multiline: true,
      max: 5000,
      maxMessage: say("forms.error.jobApplication.experienceMax"),
      common,
    }),
    coverLetter: requiredText(say("forms.error.jobApplication.coverLetter"), {
      multiline: true,
      max: 10000,
      maxMessage: say("forms.error.jobApplication.coverLetterMax"),
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
      { error: say("forms.error.resume.required") },
    )
    .refine((file) => file.size > 0, { error: say("forms.error.resume.empty") })
    .refine((file) => file.size <= RESUME_MAX_BYTES, {
      error: say("forms.error.resume.tooLarge"),
    })
    .refine((file) => /\.(pdf|docx?)$/i.test(file.name), {
      error: say("forms.error.resume.wrongType"),
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
    schemas = buildSchemas(formText(locale));
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

export const LINKEDIN_HTTPS_MESSAGE = formText("en")(
  "forms.error.jobApplication.linkedInHttps",
);

/** The résumé's refusals in one language (the server's checks of its bytes use them too). */
export function resumeMessagesIn(locale: Locale) {
  const say = formText(locale);
  return {
    required: say("forms.error.resume.required"),
    empty: say("forms.error.resume.empty"),
    tooLarge: say("forms.error.resume.tooLarge"),
    wrongType: say("forms.error.resume.wrongType"),
    notWord: say("forms.error.resume.notWord"),
    unreadable: say("forms.error.resume.unreadable"),
    unpackedTooLarge: say("forms.error.resume.unpackedTooLarge"),
    macros: say("forms.error.resume.macros"),
    encrypted: say("forms.error.resume.encrypted"),
  };
}
export const resumeMessages = resumeMessagesIn("en");

export const GENERAL_APPLICATION = "General Application";
