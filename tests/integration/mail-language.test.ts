import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as ticketPage from "~/routes/console/ticket-page";
import { forgotPasswordAction } from "~/server/auth/forgot-password.handler.server";
import { resetPasswordAction } from "~/server/auth/reset-password.handler.server";
import type { Database } from "~/server/db/client.server";
import { clients, outbox, profiles } from "~/server/db/schema.server";
import { MAIL_JOB_KINDS } from "~/server/mail/mail-job.server";
import { intlFor } from "~/i18n/intl";
import { formatMessage, type Message } from "~/i18n/message";
import { CookieJar, callRoute, post } from "../support/account-session";
import { requestContext, startTestServices } from "../support/app-services";
import {
  MERIDIAN_ADMIN,
  MERIDIAN_USER,
  STAFF,
  insertTicket,
  signInDemo,
  type DemoPerson,
} from "../support/console-people";

/**
 * Decision 055: a client who chose French (profiles.preferred_locale) gets the e-mails written to
 * them in French; everyone else gets them in English, word for word as before.
 */
let db: Database;
let stop: () => Promise<void>;
let staff: DemoPerson;
let meridianId: string;

beforeAll(async () => {
  const started = await startTestServices();
  stop = started.stop;
  db = started.services.database.db;
  staff = await signInDemo(STAFF);
  const [meridian] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.name, "Meridian Revenue Authority"));
  meridianId = meridian!.id;
}, 180_000);
afterAll(async () => stop?.());

type Mail = { to: string[]; subject: string; text: string };

const mailsTo = async (address: string): Promise<Mail[]> =>
  (
    await db
      .select()
      .from(outbox)
      .where(inArray(outbox.kind, [...MAIL_JOB_KINDS]))
  )
    .map((row) => row.payload as Mail)
    .filter((mail) => mail.to.includes(address));

async function choose(email: string, locale: "en" | "fr" | null) {
  await db
    .update(profiles)
    .set({ preferredLocale: locale })
    .where(eq(profiles.email, email));
}

async function resetMailFor(email: string, ip: string): Promise<Mail> {
  const before = (await mailsTo(email)).length;
  await callRoute(
    forgotPasswordAction,
    post("/auth/forgot-password", { email }),
    new CookieJar(),
    ip,
  );
  const mails = (await mailsTo(email)).slice(before);
  expect(mails).toHaveLength(1);
  return mails[0]!;
}

describe("the password reset e-mail", () => {
  it("is French for a client who chose French", async () => {
    await choose(MERIDIAN_USER, "fr");
    const mail = await resetMailFor(MERIDIAN_USER, "203.0.113.71");
    expect(mail.subject).toMatch(
      /^Réinitialisez le mot de passe de votre portail /,
    );
    expect(mail.text).toMatch(/^Bonjour,\n/);
    expect(mail.text).toContain(
      "Choisissez un nouveau mot de passe ici\u00a0:",
    );
    expect(mail.text).toMatch(/\/auth\/reset-password\?token=\S+/);
    // No English outside the link (whose path says "reset-password").
    expect(mail.text.replace(/\S*reset-password\S*/, "")).not.toMatch(
      /\b(Hello|password|the)\b/,
    );
  });

  it("stays English, word for word, without a choice or with English", async () => {
    for (const [locale, ip] of [
      [null, "203.0.113.72"],
      ["en", "203.0.113.73"],
    ] as const) {
      await choose(MERIDIAN_ADMIN, locale);
      const mail = await resetMailFor(MERIDIAN_ADMIN, ip);
      expect(mail.subject).toMatch(/^Reset your .+ portal password$/);
      const link = /\S*reset-password\?token=\S+/.exec(mail.text)![0];
      const siteName = /^Reset your (.+) portal password$/.exec(
        mail.subject,
      )![1];
      expect(mail.text).toBe(
        [
          "Hello,",
          "",
          "We received a request to reset the password of your account. Choose a new password here:",
          "",
          link,
          "",
          "The link works once and expires 30 minutes after it was requested. Your other signed-in sessions",
          "end when the password changes. If you use two-factor authentication, you will still be asked for a code.",
          "If you did not ask for this, ignore this message: your password stays as it is.",
          "",
          `— ${siteName}`,
        ].join("\n"),
      );
    }
  });

  it("leads to a reset page whose strength message follows the page's language", async () => {
    await choose(MERIDIAN_USER, "fr");
    const mail = await resetMailFor(MERIDIAN_USER, "203.0.113.74");
    const token = decodeURIComponent(
      /reset-password\?token=(\S+)/.exec(mail.text)![1]!,
    );
    const request = post("/auth/reset-password", {
      token,
      password: "qwertyuiop[]",
    });
    // The raw answer carries the verdict as a message with its parts: each page words it.
    const raw = (await resetPasswordAction({
      request,
      context: await requestContext(request, "203.0.113.75"),
      params: {},
    } as never)) as unknown as { data: { fieldErrors: { password: Message } } };
    const verdict = raw.data.fieldErrors.password;
    expect(verdict.id).toBe("account.strength.verdict");
    expect(formatMessage(intlFor("fr"), verdict)).toBe(
      "Les rangées de touches du clavier sont faciles à deviner. Ajoutez des mots moins courants.",
    );
    expect(formatMessage(intlFor("en"), verdict)).toBe(
      "Straight rows of keys on your keyboard are easy to guess. Add more words that are less common.",
    );
  });
});

describe("the e-mail a client gets when staff answer their ticket", () => {
  async function staffAnswers(creatorEmail: string) {
    const [creator] = await db
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.email, creatorEmail));
    const ticketId = await insertTicket(db, {
      clientId: meridianId,
      title: "Language ticket",
      createdBy: creator!.id,
    });
    const staffPost = (fields: Record<string, string>) =>
      callRoute(
        ticketPage.action as never,
        post(`/lead_admin/support/${ticketId}`, fields),
        staff.jar,
        staff.ip,
        { ticketId },
      );
    const before = (await mailsTo(creatorEmail)).length;
    expect(
      (await staffPost({ intent: "reply", body: "Fixed on our side." })).status,
    ).toBe(302);
    expect(
      (await staffPost({ intent: "status", status: "resolved" })).status,
    ).toBe(302);
    const mails = (await mailsTo(creatorEmail)).slice(before);
    expect(mails).toHaveLength(2);
    return { ticketId, mails };
  }

  it("is French for a client who chose French", async () => {
    await choose(MERIDIAN_USER, "fr");
    const { ticketId, mails } = await staffAnswers(MERIDIAN_USER);
    const reference = `Demande nº ${ticketId.slice(0, 8)}`;
    expect(mails[0]!.subject).toBe(`${reference}\u00a0: nouvelle réponse`);
    expect(mails[0]!.text).toContain(
      `${reference}\u00a0: notre équipe de soutien vous a répondu.`,
    );
    expect(mails[0]!.text).toContain(
      "Consultez l’échange et répondez-y dans votre portail client\u00a0:",
    );
    expect(mails[1]!.subject).toBe(
      `${reference}\u00a0: demande maintenant résolue`,
    );
    expect(mails[1]!.text).toContain(
      `l’état de la demande est passé de «\u00a0Ouverte\u00a0» à «\u00a0Résolue\u00a0».`,
    );
    for (const mail of mails) expect(mail.text).not.toMatch(/Ticket|thread/);
  });

  it("stays English, word for word, for a client who chose English", async () => {
    await choose(MERIDIAN_USER, "en");
    const { ticketId, mails } = await staffAnswers(MERIDIAN_USER);
    const reference = `Ticket #${ticketId.slice(0, 8)}`;
    const link = /\S*\/dashboard\/support\/\S+/.exec(mails[0]!.text)![0];
    expect(mails[0]!.subject).toBe(`New reply on ${reference}`);
    expect(mails[0]!.text).toBe(
      `Our support team has replied to ${reference}.\n\nRead the thread and reply in your client portal:\n${link}\n`,
    );
    expect(mails[1]!.subject).toBe(`${reference} is now resolved`);
    expect(mails[1]!.text).toBe(
      `The status of ${reference} changed from Open to Resolved.\n\nRead the thread and reply in your client portal:\n${link}\n`,
    );
  });
});
