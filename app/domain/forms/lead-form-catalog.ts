import type { z } from "zod";
import type { FormKind } from "./consent";
import {
  GENERAL_APPLICATION,
  blueprintFormSchema,
  contactFormSchema,
  getStartedFormSchema,
  jobApplicationWithResumeSchema,
} from "./lead-forms";

/**
 * What the browser and the server both know about each public form: its schema, the
 * address enhanced submissions go to, its page, whether it uploads a file, and the toasts a
 * submission answers with. The HTTP layer reads the page and upload flag before any body (body limits); the
 * server adds how a submission is stored (its lead source, app/server/leads/sources/).
 */
export type ToastText = { title: string; description?: string };
export type LeadFormToasts = {
  /** `details` is what the server's success answer carries (e.g. the first name). */
  success: (details: Readonly<Record<string, string>>) => ToastText;
  failure: ToastText;
};

type CatalogEntry<Schema extends z.ZodType<Record<string, unknown>>> = {
  slug: string;
  /** The form's page, whose action stores a document post (app/routes.ts). */
  page: string;
  /** Whether the form carries a file (the résumé): the HTTP layer's body limits follow it. */
  upload: boolean;
  schema: Schema;
  toasts: LeadFormToasts;
};

/** Keeps each schema's own type while checking the entry's shape. */
const entry = <Schema extends z.ZodType<Record<string, unknown>>>(
  value: CatalogEntry<Schema>,
) => value;

export const leadFormCatalog = {
  blueprint: entry({
    slug: "blueprint",
    page: "/blueprint",
    upload: false,
    schema: blueprintFormSchema,
    toasts: {
      success: () => ({
        title: "Success!",
        description:
          "Thank you for your interest. We'll be in touch within 24 hours.",
      }),
      failure: {
        title: "Error",
        description: "Something went wrong. Please try again.",
      },
    },
  }),
  contact: entry({
    slug: "contact",
    page: "/contact",
    upload: false,
    schema: contactFormSchema,
    toasts: {
      success: () => ({
        title: "Form Submitted Successfully",
        description: "We'll get back to you as soon as possible!",
      }),
      failure: {
        title: "Submission Failed",
        description: "Please try again later.",
      },
    },
  }),
  get_started: entry({
    slug: "get-started",
    page: "/get-started",
    upload: false,
    schema: getStartedFormSchema,
    toasts: {
      // The server says whether a scheduler is embedded below (SCHEDULING_URL); without one,
      // promising "schedule below" would point at nothing: say what happens instead.
      success: ({ scheduling }) => ({
        title: "Request Submitted Successfully",
        description:
          scheduling === "calendar"
            ? "Your information has been received. Please schedule a consultation below."
            : "Your information has been received. We will e-mail you within one business day with times for your consultation.",
      }),
      failure: {
        title: "Submission Failed",
        description: "Please try again later.",
      },
    },
  }),
  job_application: entry({
    slug: "job-application",
    page: "/careers",
    upload: true,
    schema: jobApplicationWithResumeSchema,
    toasts: {
      success: ({ firstName = "", jobTitle = GENERAL_APPLICATION }) => ({
        title: "Application Submitted Successfully!",
        description:
          jobTitle === GENERAL_APPLICATION
            ? `Thank you, ${firstName}. We have your general application and will contact you when a role fits.`
            : `Thank you, ${firstName}. We have received your application for ${jobTitle} and will be in touch soon.`,
      }),
      failure: {
        title: "Submission Failed",
        description: "Please try again later.",
      },
    },
  }),
} satisfies Record<FormKind, CatalogEntry<z.ZodType<Record<string, unknown>>>>;

/** Getting started: Next on a step with errors. */
export const INCOMPLETE_STEP: ToastText = {
  title: "Please fill in all required fields",
  description: "Complete the current step before proceeding.",
};

/** The getting-started thank-you step (step 4), which the browser reveals after the final post. */
export const GET_STARTED_THANK_YOU_ID = "get-started-thank-you";

/** Where enhanced submissions of a form go (app/routes/api/forms.ts). */
export function leadFormEndpoint(kind: FormKind): string {
  return `/api/forms/${leadFormCatalog[kind].slug}`;
}

/** The form a slug of /api/forms/:form names, if any. */
export function formKindOfSlug(slug: string | undefined): FormKind | undefined {
  return (Object.keys(leadFormCatalog) as FormKind[]).find(
    (kind) => leadFormCatalog[kind].slug === slug,
  );
}

export function isFormKind(value: string | undefined): value is FormKind {
  return value !== undefined && Object.hasOwn(leadFormCatalog, value);
}
