import { z } from "zod";
import {
  isSingleLine,
  optionalChoice,
  optionalText,
  requiredChoice,
  requiredEmail,
  requiredText,
  SINGLE_LINE_MESSAGE,
} from "./form-fields";
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

/**
 * One schema per form (messages verbatim), used by the browser for instant
 * feedback and by the server as the authority.
 */

export const blueprintFormSchema = z.object({
  fullName: requiredText("Name must be at least 2 characters", {
    min: 2,
    max: 100,
    maxMessage: "Name must be 100 characters or fewer",
  }),
  email: requiredEmail("Invalid email address"),
  companyName: optionalText({
    min: 2,
    minMessage: "Company name must be at least 2 characters",
    max: 100,
    maxMessage: "Company name must be 100 characters or fewer",
  }),
  phone: optionalText({
    max: 40,
    maxMessage: "Phone number must be 40 characters or fewer",
  }),
  companySize: optionalChoice(optionValues(blueprintCompanySizes)),
  primaryInterest: optionalChoice(optionValues(blueprintInterests)),
  message: optionalText({
    multiline: true,
    max: 1000,
    maxMessage: "Message must be less than 1000 characters",
  }),
});
export type BlueprintForm = z.infer<typeof blueprintFormSchema>;

export const contactFormSchema = z.object({
  firstName: requiredText("First name must be at least 2 characters", {
    min: 2,
    max: 100,
  }),
  lastName: requiredText("Last name must be at least 2 characters", {
    min: 2,
    max: 100,
  }),
  email: requiredEmail("Please enter a valid email address"),
  company: requiredText("Company name is required", { max: 200 }),
  interest: requiredChoice(
    optionValues(contactInterests),
    "Please select an area of interest",
  ),
  message: requiredText("Message must be at least 10 characters", {
    multiline: true,
    min: 10,
    max: 5000,
    maxMessage: "Message must be 5000 characters or fewer",
  }),
});
export type ContactForm = z.infer<typeof contactFormSchema>;

/** Getting started: each step validates on its own; the final post must pass all three. */
export const getStartedStepSchemas = [
  z.object({
    firstName: requiredText("First name must be at least 2 characters", {
      min: 2,
      max: 100,
    }),
    lastName: requiredText("Last name must be at least 2 characters", {
      min: 2,
      max: 100,
    }),
    email: requiredEmail("Please enter a valid email address"),
    company: requiredText("Company name is required", { max: 200 }),
    companySize: requiredChoice(
      optionValues(getStartedCompanySizes),
      "Please select company size",
    ),
  }),
  z.object({
    primaryInterest: requiredChoice(
      optionValues(getStartedInterests),
      "Please select your primary interest",
    ),
    currentChallenges: requiredText("Please describe your current challenges", {
      multiline: true,
      min: 10,
      max: 5000,
      maxMessage: "Please keep this under 5000 characters",
    }),
  }),
  z.object({
    timeline: requiredChoice(
      optionValues(timelines),
      "Please select a timeline",
    ),
    budget: requiredChoice(
      optionValues(budgets),
      "Please select a budget range",
    ),
  }),
] as const;

export const getStartedFormSchema = getStartedStepSchemas[0]
  .extend(getStartedStepSchemas[1].shape)
  .extend(getStartedStepSchemas[2].shape);
export type GetStartedForm = z.infer<typeof getStartedFormSchema>;

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
  "LinkedIn URL must be a web address starting with https://";

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

export const jobApplicationFormSchema = z.object({
  jobTitle: requiredText("Please choose a position", { max: 200 }),
  firstName: requiredText("First name is required", { max: 100 }),
  lastName: requiredText("Last name is required", { max: 100 }),
  // Spec: "pattern text@text else 'Invalid email address'".
  email: z.preprocess(
    (value) => (typeof value === "string" ? value.trim() : value),
    z
      .string({ error: "Email is required" })
      .refine(isSingleLine, { error: SINGLE_LINE_MESSAGE, abort: true })
      .min(1, { error: "Email is required" })
      .max(255, { error: "Invalid email address" })
      .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: "Invalid email address" }),
  ),
  phone: optionalText({
    max: 40,
    maxMessage: "Phone number must be 40 characters or fewer",
  }),
  // Staff open this address from the console, so it must be a web address, and a secure one:
  // no javascript:, no plain http:. The spec gives no wording for this error.
  linkedIn: optionalText({
    max: 300,
    maxMessage: "LinkedIn URL must be 300 characters or fewer",
  }).refine((value) => value === undefined || isHttpsUrl(value), {
    error: LINKEDIN_HTTPS_MESSAGE,
  }),
  experience: requiredText("Experience is required", {
    multiline: true,
    max: 5000,
    maxMessage: "Please keep this under 5000 characters",
  }),
  coverLetter: requiredText("Cover letter is required", {
    multiline: true,
    max: 10000,
    maxMessage: "Please keep the cover letter under 10000 characters",
  }),
});
export type JobApplicationForm = z.infer<typeof jobApplicationFormSchema>;

export const RESUME_MAX_BYTES = 10 * 1024 * 1024;
export const RESUME_ACCEPT = ".pdf,.doc,.docx";
export const resumeMessages = {
  required: "Resume is required",
  empty: "The résumé file is empty. Please choose the file again.",
  tooLarge: "Resume must be 10 MB or smaller",
  wrongType: "Resume must be a PDF, DOC or DOCX file",
  notWord:
    "This file is an Office file but not a Word document. Please attach your résumé as PDF, DOC or DOCX.",
  unreadable:
    "This document could not be read: it looks damaged. Please save it again (as PDF or DOCX) and attach it again.",
  unpackedTooLarge:
    "This document unpacks to far more data than a résumé holds. Please save it again (as PDF or DOCX) and attach it again.",
  macros:
    "This document contains macros. Please save it without macros (as .docx or PDF) and attach it again.",
  encrypted:
    "This document is password-protected. Please remove the password (or save it as PDF) and attach it again.",
} as const;

/**
 * The résumé as a form field: present, not empty, at most 10 MB, named .pdf/.doc/.docx.
 * The server then checks its bytes (app/server/leads/resume.server.ts).
 */
export const resumeFieldSchema = z
  .custom<File>(
    (value) =>
      typeof File !== "undefined" && value instanceof File && value.name !== "",
    {
      error: resumeMessages.required,
    },
  )
  .refine((file) => file.size > 0, { error: resumeMessages.empty })
  .refine((file) => file.size <= RESUME_MAX_BYTES, {
    error: resumeMessages.tooLarge,
  })
  .refine((file) => /\.(pdf|docx?)$/i.test(file.name), {
    error: resumeMessages.wrongType,
  });

export const jobApplicationWithResumeSchema = jobApplicationFormSchema.extend({
  resume: resumeFieldSchema,
});

export const GENERAL_APPLICATION = "General Application";
