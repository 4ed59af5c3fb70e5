import MailComposer from "nodemailer/lib/mail-composer";
import { parseConnectionUrl } from "nodemailer/lib/shared";
import SMTPConnection from "nodemailer/lib/smtp-connection";
import {
  toNodemailer,
  type MailTransport,
  type OutgoingMail,
} from "../mail/transport.server";

/**
 * How a newsletter driver hands messages over (docs/decisions/056-newsletter.md, "Exactly
 * once"). SMTP has no idempotency key: a message the server accepted but the database did not
 * record would go again after a crash. So the sender tells the driver the very instant a
 * message's end-of-data (the final `.`) has been written to the socket — `onHandedOver`, called
 * synchronously in that turn of the event loop — and the driver writes the `sent` UPDATE at once
 * on its own idle connection. Both bytes leave the process together; the server's answer is
 * awaited afterwards, and a refusal corrects the record.
 */
export type NewsletterSender = {
  kind: "smtp" | "file";
  /** Connects ahead of the first message, so its time is not taken from the pace. */
  ready(): Promise<void>;
  send(mail: OutgoingMail, onHandedOver: () => void): Promise<void>;
  close(): void;
};

/** An SMTP error whose connection cannot carry another message (and must be reopened). */
function isConnectionError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    typeof code === "string" &&
    ["ECONNECTION", "ETIMEDOUT", "ESOCKET", "EDNS", "ETLS", "EAUTH"].includes(
      code,
    )
  );
}

type SendStreamFactory = {
  _createSendStream(callback: unknown): NodeJS.ReadableStream;
};

/**
 * One persistent SMTP connection (reopened after a connection error). The end-of-data hook
 * wraps SMTPConnection's `_createSendStream`: its stream is piped into the socket and ends right
 * after its last chunk (the terminating dot) has been written there. Checked at start, so a
 * nodemailer upgrade that renames it fails loudly instead of silently widening the window.
 */
export function createSmtpSender(smtpUrl: string): NewsletterSender {
  const options = {
    ...parseConnectionUrl(smtpUrl),
    // Bounded waits: a stuck server delays this send's driver, never beyond its lease.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 15_000,
  };
  let connection: SMTPConnection | null = null;
  let onDataEnd: (() => void) | null = null;

  async function open(): Promise<SMTPConnection> {
    const next = new SMTPConnection(options);
    const internals = next as unknown as SendStreamFactory;
    if (typeof internals._createSendStream !== "function")
      throw new Error(
        "nodemailer's SMTPConnection has no _createSendStream: the newsletter's end-of-data hook needs updating",
      );
    const create = internals._createSendStream.bind(next);
    internals._createSendStream = (callback) => {
      const stream = create(callback);
      stream.once("end", () => {
        const handedOver = onDataEnd;
        onDataEnd = null;
        handedOver?.();
      });
      return stream;
    };
    next.on("error", () => {
      // Once connected, reported through the pending send's callback; a later send reopens.
    });
    // While connecting, a failure (refused, timed out) is only emitted as an event.
    await new Promise<void>((resolve, reject) => {
      next.once("error", reject);
      next.connect((error) => {
        next.off("error", reject);
        if (error) reject(error);
        else resolve();
      });
    });
    const auth = options.auth as { user?: string; pass?: string } | undefined;
    if (auth?.user)
      await new Promise<void>((resolve, reject) =>
        next.login(
          { user: auth.user, pass: auth.pass ?? "" },
          (error: Error | null) => (error ? reject(error) : resolve()),
        ),
      );
    return next;
  }

  function drop() {
    connection?.close();
    connection = null;
  }

  return {
    kind: "smtp",
    async ready() {
      connection ??= await open();
    },
    async send(mail, onHandedOver) {
      const composer = new MailComposer(toNodemailer(mail)).compile();
      const raw = await composer.build();
      const envelope = composer.getEnvelope();
      connection ??= await open();
      const current = connection;
      try {
        await new Promise<void>((resolve, reject) => {
          onDataEnd = onHandedOver;
          current.send(
            { from: envelope.from || undefined, to: envelope.to },
            raw,
            (error) => (error ? reject(error) : resolve()),
          );
        });
      } catch (error) {
        onDataEnd = null;
        if (isConnectionError(error)) drop();
        else
          await new Promise<void>((resolve) =>
            current.reset((resetError) => {
              if (resetError) drop();
              resolve();
            }),
          );
        throw error;
      }
    },
    close() {
      connection?.quit();
      connection = null;
    },
  };
}

/**
 * Without SMTP_URL each message is an .eml file under DATA_DIR/mail, like every other e-mail;
 * it is handed over once the file is in place.
 */
export function createFileSender(transport: MailTransport): NewsletterSender {
  return {
    kind: "file",
    async ready() {},
    async send(mail, onHandedOver) {
      await transport.send(mail);
      onHandedOver();
    },
    close() {},
  };
}
