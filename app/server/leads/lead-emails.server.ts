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
  const fieldLines = input.fields.map(([label, value]) => `${`${label}:`.padEnd(width + 2)}${value?.trim() ? value : "—"}`);
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

export function acknowledgement(input: { firstName: string; subject: string; body: string[] }): {
  subject: string;
  text: string;
} {
  return {
    subject: input.subject,
    text: [
      `Dear ${input.firstName},`,
      "",
      ...input.body,
      "",
      "If anything in your request changes, simply reply to this message.",
      "",
      `${site.name}`,
      `${site.contactEmail}`,
      ...site.offices.map((office) => `${office.city} (${office.label.toLowerCase()}): ${office.phone}`),
      "",
      "You are receiving this one message because you submitted a form on our website. We will not add you to any mailing list.",
    ].join("\n"),
  };
}
