import fs from "node:fs";
import path from "node:path";
import nodemailer, { type SendMailOptions } from "nodemailer";
import type { Logger } from "../logger.server";
import { withDeadline } from "../deadline.server";

/** A message as the outbox delivers it. */
export type OutgoingMail = {
  messageId: string;
  from: string;
  to: string[];
  replyTo?: string;
  subject: string;
  text: string;
  /** An HTML alternative to `text` (the newsletter's issues); `text` is always sent too. */
  html?: string;
  /** Extra header lines, e.g. RFC 8058's List-Unsubscribe and List-Unsubscribe-Post. */
  headers?: Record<string, string>;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
  /** An iCalendar invitation: a text/calendar alternative (with its method) and invite.ics. */
  calendar?: { method: "REQUEST" | "CANCEL"; content: string };
};

export type MailTransport = {
  kind: "smtp" | "file";
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
};

/**
 * SMTP when SMTP_URL is set; otherwise each message becomes an .eml file under
 * DATA_DIR/mail, so a local run shows exactly what would have been sent.
 */
/**
 * Every send ends within this time, well inside the outbox lease (120 s, renewed while
 * sending), so a stuck mail server cannot let another worker claim a message that is still
 * being sent (decision 012). Nodemailer's own limits come first: connect 10 s, greeting 10 s,
 * socket idle 30 s.
 */
export const SEND_DEADLINE_MS = 60_000;

export function createMailTransport(options: {
  smtpUrl?: string;
  dataDir: string;
  logger: Logger;
  sendDeadlineMs?: number;
}): MailTransport {
  const deadlineMs = options.sendDeadlineMs ?? SEND_DEADLINE_MS;
  if (options.smtpUrl) {
    const url = new URL(options.smtpUrl);
    // Bounded waits, so a dead mail server delays the outbox, never the process.
    url.searchParams.set("connectionTimeout", "10000");
    url.searchParams.set("greetingTimeout", "10000");
    url.searchParams.set("socketTimeout", "30000");
    const transporter = nodemailer.createTransport(url.toString());
    return {
      kind: "smtp",
      async send(mail) {
        // A timeout is a transient failure: the job is retried.
        await withDeadline(
          transporter.sendMail(toNodemailer(mail)),
          deadlineMs,
          () =>
            Object.assign(
              new Error(`mail send took longer than ${deadlineMs} ms`),
              { code: "ESENDDEADLINE" },
            ),
        );
      },
      close: () => transporter.close(),
    };
  }
  const folder = path.join(options.dataDir, "mail");
  const transporter = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "unix",
  });
  return {
    kind: "file",
    async send(mail) {
      const info = await transporter.sendMail(toNodemailer(mail));
      await fs.promises.mkdir(folder, { recursive: true });
      const id = mail.messageId.replace(/[^A-Za-z0-9-]/g, "");
      const file = path.join(
        folder,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${id}.eml`,
      );
      // Write then rename: a reader never sees half a message.
      await fs.promises.writeFile(`${file}.tmp`, info.message as Buffer);
      await fs.promises.rename(`${file}.tmp`, file);
      options.logger.info(
        { file, to: mail.to, subject: mail.subject },
        "mail written to file (no SMTP_URL set)",
      );
    },
    close: () => transporter.close(),
  };
}

/** A message as Nodemailer composes it: the transport's and the newsletter sender's one mapping. */
export function toNodemailer(mail: OutgoingMail): SendMailOptions {
  return {
    messageId: mail.messageId,
    from: mail.from,
    to: mail.to,
    replyTo: mail.replyTo,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: mail.headers,
    attachments: mail.attachments,
    // Nodemailer writes it twice: "text/calendar; method=…" beside the text, which Outlook and
    // Gmail read as the invitation, and an invite.ics attachment for the programs that open files.
    icalEvent: mail.calendar && {
      method: mail.calendar.method,
      filename: "invite.ics",
      content: mail.calendar.content,
    },
  };
}
