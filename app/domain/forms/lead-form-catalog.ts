import type { z } from "zod";
import type { FormKind } from "./consent";
import type { ByLocale } from "~/i18n/copy";
import type { Locale } from "~/i18n/locale";
import { GENERAL_APPLICATION, leadFormSchemas } from "./lead-forms";

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
  /** The schema with the messages of the page's language (the rules are the same in both). */
  schema: (locale: Locale) => Schema;
  toasts: ByLocale<LeadFormToasts>;
};

/** Keeps each schema's own type while checking the entry's shape. */
const entry = <Schema extends z.ZodType<Record<string, unknown>>>(
  value: CatalogEntry<Schema>,
) => value;

const failed: ByLocale<ToastText> = {
  en: { title: "Submission Failed", description: "Please try again later." },
  fr: {
    title: "Échec de l’envoi",
    description: "Veuillez réessayer plus tard.",
  },
};

export const leadFormCatalog = {
  blueprint: entry({
    slug: "blueprint",
    page: "/blueprint",
    upload: false,
    schema: (locale) => leadFormSchemas(locale).blueprint,
    toasts: {
      en: {
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
      fr: {
        success: () => ({
          title: "Demande envoyée!",
          description:
            "Merci de votre intérêt. Nous communiquerons avec vous d’ici 24 heures.",
        }),
        failure: {
          title: "Erreur",
          description: "Une erreur est survenue. Veuillez réessayer.",
        },
      },
    },
  }),
  contact: entry({
    slug: "contact",
    page: "/contact",
    upload: false,
    schema: (locale) => leadFormSchemas(locale).contact,
    toasts: {
      en: {
        success: () => ({
          title: "Form Submitted Successfully",
          description: "We'll get back to you as soon as possible!",
        }),
        failure: failed.en,
      },
      fr: {
        success: () => ({
          title: "Formulaire envoyé",
          description: "Nous vous répondrons dans les meilleurs délais!",
        }),
        failure: failed.fr,
      },
    },
  }),
  get_started: entry({
    slug: "get-started",
    page: "/get-started",
    upload: false,
    schema: (locale) => leadFormSchemas(locale).getStarted,
    toasts: {
      // The server says whether a scheduler is embedded below (SCHEDULING_URL); without one,
      // promising "schedule below" would point at nothing: say what happens instead.
      en: {
        success: ({ scheduling }) => ({
          title: "Request Submitted Successfully",
          description:
            scheduling === "calendar"
              ? "Your information has been received. Please schedule a consultation below."
              : scheduling === "booking"
                ? "Your information has been received. Please choose a time for your consultation."
                : "Your information has been received. We will e-mail you within one business day with times for your consultation.",
        }),
        failure: failed.en,
      },
      fr: {
        success: ({ scheduling }) => ({
          title: "Demande envoyée",
          description:
            scheduling === "calendar"
              ? "Nous avons bien reçu vos renseignements. Veuillez fixer votre consultation ci-dessous."
              : scheduling === "booking"
                ? "Nous avons bien reçu vos renseignements. Veuillez choisir le moment de votre consultation."
                : "Nous avons bien reçu vos renseignements. Nous vous proposerons par courriel, d’ici un jour ouvrable, des plages horaires pour votre consultation.",
        }),
        failure: failed.fr,
      },
    },
  }),
  job_application: entry({
    slug: "job-application",
    page: "/careers",
    upload: true,
    schema: (locale) => leadFormSchemas(locale).jobApplicationWithResume,
    toasts: {
      en: {
        success: ({ firstName = "", jobTitle = GENERAL_APPLICATION }) => ({
          title: "Application Submitted Successfully!",
          description:
            jobTitle === GENERAL_APPLICATION
              ? `Thank you, ${firstName}. We have your general application and will contact you when a role fits.`
              : `Thank you, ${firstName}. We have received your application for ${jobTitle} and will be in touch soon.`,
        }),
        failure: failed.en,
      },
      fr: {
        success: ({ firstName = "", jobTitle = GENERAL_APPLICATION }) => ({
          title: "Candidature envoyée!",
          description:
            jobTitle === GENERAL_APPLICATION
              ? `Merci, ${firstName}. Nous avons bien reçu votre candidature spontanée et communiquerons avec vous lorsqu’un poste vous conviendra.`
              : `Merci, ${firstName}. Nous avons bien reçu votre candidature au poste «\u00a0${jobTitle}\u00a0» et communiquerons avec vous sous peu.`,
        }),
        failure: failed.fr,
      },
    },
  }),
} satisfies Record<FormKind, CatalogEntry<z.ZodType<Record<string, unknown>>>>;

/** Getting started: Next on a step with errors. */
export const INCOMPLETE_STEP: ByLocale<ToastText> = {
  en: {
    title: "Please fill in all required fields",
    description: "Complete the current step before proceeding.",
  },
  fr: {
    title: "Veuillez remplir tous les champs obligatoires",
    description: "Terminez l’étape en cours avant de continuer.",
  },
};

/**
 * Getting started: the progress line and percentage, written by the server's render and again by
 * the browser on each step change (app/enhance/get-started.ts), so both say the same.
 */
export const GET_STARTED_PROGRESS: ByLocale<{
  status: (step: number, count: number, title: string) => string;
  percent: (percent: number) => string;
}> = {
  en: {
    status: (step, count, title) => `Step ${step} of ${count}: ${title}`,
    percent: (percent) => `${percent}%`,
  },
  fr: {
    status: (step, count, title) =>
      `Étape ${step} sur ${count}\u00a0: ${title}`,
    percent: (percent) => `${percent}\u00a0%`,
  },
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
