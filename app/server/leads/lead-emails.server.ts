import { site } from "~/content/site";
import type { ByLocale } from "~/i18n/copy";
import type { Locale } from "~/i18n/locale";

/**
 * Plain-text e-mails about a submission: the staff notification (every field, where it
 * came from) and the acknowledgement to the person who wrote.
 */
export type LeadFields = [label: string, value: string | null | undefined][];

export type LeadContextLines = {
  pagePath: string | null;
  referrer: string | null;
  utm: Record<string, string | null>;
  submittedAt: Date;
};

export function staffNotification(input: {
  subject: string;
  intro: string;
  fields: LeadFields;
  context: LeadContextLines;
}): { subject: string; text: string } {
  const width = Math.max(...input.fields.map(([label]) => label.length));
  const fieldLines = input.fields.map(
    ([label, value]) =>
      `${`${label}:`.padEnd(width + 2)}${value?.trim() ? value : "—"}`,
  );
  const utm = Object.entries(input.context.utm)
    .filter(([, value]) => value)
    .map(([key, value]) => `${key}=${value}`)
    .join(", ");
  return {
    subject: input.subject,
    text: [
      input.intro,
      "",
      ...fieldLines,
      "",
      `Submitted: ${input.context.submittedAt.toISOString()}`,
      `Page: ${input.context.pagePath ?? "—"}`,
      `Referrer: ${input.context.referrer ?? "—"}`,
      `Campaign: ${utm || "—"}`,
    ].join("\n"),
  };
}

/** The frame of every acknowledgement, in the visitor's language (the page they wrote from). */
const acknowledgementFrame: ByLocale<{
  greeting: string;
  changes: string;
  officeLine: (office: (typeof site.offices)[number]) => string;
  notice: string;
}> = {
  en: {
    greeting: "Hello,",
    changes:
      "If anything in your request changes, simply reply to this message.",
    officeLine: (office) =>
      `${office.city} (${office.label.toLowerCase()}): ${office.phone}`,
    notice:
      "You are receiving this one message because this address was entered in a form on our website. We will not add you to any mailing list. If it was not you, you can ignore this message.",
  },
  fr: {
    greeting: "Bonjour,",
    changes:
      "Si un élément de votre demande change, répondez simplement à ce message.",
    // Canadian French puts a (no-break) space before the colon.
    officeLine: (office) =>
      `${office.city} (${FRENCH_OFFICE_LABELS[office.id] ?? office.label.toLowerCase()})\u00a0: ${office.phone}`,
    notice:
      "Vous recevez ce seul message parce que cette adresse a été saisie dans un formulaire de notre site Web. Nous ne l’ajouterons à aucune liste d’envoi. S’il ne s’agit pas de vous, vous pouvez ignorer ce message.",
  },
};

/** The offices' kinds in French (glossary: head office, regional office). */
const FRENCH_OFFICE_LABELS: Readonly<Record<string, string>> = {
  ottawa: "siège social",
  atlanta: "bureau régional",
};

/**
 * The acknowledgement goes to whatever address was typed into a public form, so it must
 * not be a way to send someone else a text of the sender's choosing: it quotes nothing the
 * visitor wrote (no name, no company, no message) — only text chosen by us, such as a
 * position title from our own list. A real visitor knows what they sent; staff have it all.
 * It is written in the language of the page the visitor wrote from.
 */
export function acknowledgement(
  input: { subject: string; body: readonly string[] },
  locale: Locale,
): {
  subject: string;
  text: string;
} {
  const frame = acknowledgementFrame[locale];
  return {
    subject: input.subject,
    text: [
      frame.greeting,
      "",
      ...input.body,
      "",
      frame.changes,
      "",
      `${site.name}`,
      `${site.contactEmail}`,
      ...site.offices.map(frame.officeLine),
      "",
      frame.notice,
    ].join("\n"),
  };
}
