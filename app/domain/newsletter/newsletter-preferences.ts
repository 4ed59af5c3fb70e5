import { z } from "zod";
import { CONTENT_LOCALES, type NewsletterStatus } from "~/domain/enums";
import type { Locale } from "~/i18n/locale";

/**
 * What the newsletter's preferences page posts (docs/newsletter.md, "Preferences and leaving"):
 * Save (the topics ticked — none means every topic — and the edition's language) or
 * Unsubscribe. The topic ids are checked against the capabilities table by the server.
 */
export const MAX_NEWSLETTER_TOPICS = 100;

const saveSchema = z.object({
  intent: z.literal("save"),
  topics: z
    .array(z.uuid({ error: "unknown-topic" }))
    .max(MAX_NEWSLETTER_TOPICS, { error: "unknown-topic" })
    .transform((ids) => [...new Set(ids)]),
  locale: z.enum(CONTENT_LOCALES, { error: "locale" }),
});

const unsubscribeSchema = z.object({ intent: z.literal("unsubscribe") });

export const newsletterPreferencesSchema = z.discriminatedUnion(
  "intent",
  [saveSchema, unsubscribeSchema],
  { error: "intent" },
);

export type NewsletterPreferencesPost = z.infer<
  typeof newsletterPreferencesSchema
>;

/** Why a preferences post was refused: each has its own message on the page. */
export type NewsletterPreferencesProblem =
  "unknown-topic" | "locale" | "intent";

/** Reads the posted form into the schema's input (checkboxes repeat one name). */
export function parseNewsletterPreferences(
  form: FormData,
):
  | { ok: true; value: NewsletterPreferencesPost }
  | { ok: false; problem: NewsletterPreferencesProblem } {
  const parsed = newsletterPreferencesSchema.safeParse({
    intent: form.get("intent"),
    topics: form.getAll("topic"),
    locale: form.get("locale"),
  });
  if (parsed.success) return { ok: true, value: parsed.data };
  const message = parsed.error.issues[0]?.message;
  return {
    ok: false,
    problem:
      message === "unknown-topic" || message === "locale" ? message : "intent",
  };
}

/**
 * RFC 8058 § 3.1: the mail provider's one-click POST carries exactly
 * `List-Unsubscribe=One-Click` (form-urlencoded or multipart); anything else is not one.
 */
export function isOneClickUnsubscribe(form: FormData): boolean {
  return form.get("List-Unsubscribe") === "One-Click";
}

/** One topic a subscriber can choose: a capability, named in the page's language. */
export type NewsletterTopic = { id: string; slug: string; name: string };

/** What the preferences page shows (its loader's data). */
export type NewsletterPreferencesView =
  | { state: "invalid" }
  | { state: "gone" }
  | { state: "unsubscribed"; email: string }
  | {
      state: "active";
      email: string;
      status: Exclude<NewsletterStatus, "unsubscribed">;
      locale: Locale;
      topicIds: string[];
      topics: NewsletterTopic[];
      /** Where the page's forms post: this path with the same token. */
      formAction: string;
    };

export type NewsletterPreferencesResult =
  | { result: "saved"; changed: boolean }
  | { result: "unsubscribed" }
  | { result: "problem"; problem: NewsletterPreferencesProblem }
  /** Saved after leaving (a page open in another tab): the page shows the unsubscribed state. */
  | { result: "not-subscribed" }
  | { result: "invalid" }
  | { result: "gone" };
