import type { PrivacyRequestKind } from "~/domain/privacy/privacy-enums";
import { pickCopy } from "~/i18n/copy";
import { htmlLang, localizedPath, type Locale } from "~/i18n/locale";
import type { Database } from "../db/client.server";
import { outbox } from "../db/schema.server";
import type { OutboxMessage } from "../mail/outbox.server";
import {
  privacyMailCopy,
  type PrivacyMailCopy,
} from "./privacy-mail-copy.server";

/**
 * Privacy e-mails (decision 072), queued in the outbox inside the caller's transaction so a
 * message exists exactly when the change it reports does (decision 012).
 */
export const PRIVACY_MAIL_KIND = "privacy_email";

type Runner = Pick<Database, "insert">;

/** How a request is named to the person and in the console: short, unambiguous, not secret. */
export function requestReference(id: string): string {
  return `PR-${id.slice(0, 8).toUpperCase()}`;
}

/** Whom a request's e-mails go to, read from its row (whose locale column holds a site locale). */
export function requestPerson(row: {
  id: string;
  email: string;
  locale: string;
}) {
  return { id: row.id, email: row.email, locale: row.locale as Locale };
}

/** A date as the person reads it: "March 31, 2026" / « 31 mars 2026 », Ottawa's calendar. */
export function longDate(locale: Locale, date: Date): string {
  return new Intl.DateTimeFormat(htmlLang(locale), {
    dateStyle: "long",
    timeZone: "America/Toronto",
  }).format(date);
}

function message(
  to: string,
  subject: string,
  words: PrivacyMailCopy,
  lines: readonly string[],
): OutboxMessage {
  return {
    to: [to],
    subject,
    text: [
      words.greeting,
      "",
      ...lines.flatMap((l) => [l, ""]),
      words.signature,
    ]
      .join("\n")
      .concat("\n"),
  };
}

export async function queuePrivacyMail(
  db: Runner,
  mail: OutboxMessage,
): Promise<void> {
  await db.insert(outbox).values({ kind: PRIVACY_MAIL_KIND, payload: mail });
}

type Person = { email: string; locale: Locale };

export function codeEmail(
  person: Person,
  code: string,
  minutes: number,
  purpose: "verify" | "download",
): OutboxMessage {
  const words = pickCopy(person.locale, privacyMailCopy);
  return purpose === "verify"
    ? message(
        person.email,
        words.codeSubject,
        words,
        words.codeLines(code, minutes),
      )
    : message(
        person.email,
        words.downloadCodeSubject,
        words,
        words.downloadCodeLines(code, minutes),
      );
}

export function receivedEmail(
  person: Person & { id: string; kind: PrivacyRequestKind; dueAt: Date },
): OutboxMessage {
  const words = pickCopy(person.locale, privacyMailCopy);
  const reference = requestReference(person.id);
  return message(
    person.email,
    words.receivedSubject(reference),
    words,
    words.receivedLines(
      words.kindName[person.kind],
      reference,
      longDate(person.locale, person.dueAt),
    ),
  );
}

export function extendedEmail(
  person: Person & { id: string; reason: string; dueAt: Date },
): OutboxMessage {
  const words = pickCopy(person.locale, privacyMailCopy);
  return message(
    person.email,
    words.extendedSubject(requestReference(person.id)),
    words,
    words.extendedLines(person.reason, longDate(person.locale, person.dueAt)),
  );
}

export function answerEmail(
  person: Person & { id: string },
  answer:
    | { kind: "completed"; outcome: string }
    | { kind: "refused"; reason: string; recourse: string },
): OutboxMessage {
  const words = pickCopy(person.locale, privacyMailCopy);
  const reference = requestReference(person.id);
  return answer.kind === "completed"
    ? message(
        person.email,
        words.completedSubject(reference),
        words,
        words.completedLines(answer.outcome),
      )
    : message(
        person.email,
        words.refusedSubject(reference),
        words,
        words.refusedLines(answer.reason, answer.recourse),
      );
}

export function exportReadyEmail(
  person: Person & {
    id: string;
    token: string;
    until: Date;
    publicUrl: string;
  },
): OutboxMessage {
  const words = pickCopy(person.locale, privacyMailCopy);
  const link = new URL(
    localizedPath(`/privacy/export/${person.token}`, person.locale),
    person.publicUrl,
  ).toString();
  return message(
    person.email,
    words.exportSubject(requestReference(person.id)),
    words,
    words.exportLines(link, longDate(person.locale, person.until)),
  );
}

/** Staff hear of a request once it is received (proven address): English, a link, no content. */
export function staffNoticeEmail(options: {
  to: string[];
  id: string;
  kind: PrivacyRequestKind;
  dueAt: Date;
  publicUrl: string;
}): OutboxMessage {
  const reference = requestReference(options.id);
  const link = new URL(
    `/lead_admin/privacy/requests/${options.id}`,
    options.publicUrl,
  ).toString();
  return {
    to: options.to,
    subject: `Privacy request ${reference} received: answer due ${longDate("en", options.dueAt)}`,
    text: [
      `A ${options.kind.replace("_", " ")} request was received and its address verified.`,
      `The law gives us until ${longDate("en", options.dueAt)} to answer (30 days).`,
      `Open it in the console: ${link}`,
      "",
    ].join("\n"),
  };
}
