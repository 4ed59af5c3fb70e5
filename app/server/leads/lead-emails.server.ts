import { site } from "~/content/site";

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

/**
 * The acknowledgement goes to whatever address was typed into a public form, so it must
 * not be a way to send someone else a text of the sender's choosing: it quotes nothing the
 * visitor wrote (no name, no company, no message) — only text chosen by us, such as a
 * position title from our own list. A real visitor knows what they sent; staff have it all.
 */
export function acknowledgement(input: { subject: string; body: string[] }): {
  subject: string;
  text: string;
} {
  return {
    subject: input.subject,
    text: [
      "Hello,",
      "",
      ...input.body,
      "",
      "If anything in your request changes, simply reply to this message.",
      "",
      `${site.name}`,
      `${site.contactEmail}`,
      ...site.offices.map(
        (office) =>
          `${office.city} (${office.label.toLowerCase()}): ${office.phone}`,
      ),
      "",
      "You are receiving this one message because this address was entered in a form on our website. We will not add you to any mailing list. If it was not you, you can ignore this message.",
    ].join("\n"),
  };
}
