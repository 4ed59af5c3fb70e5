import { and, eq, exists, isNull, notInArray, sql } from "drizzle-orm";
import type { MessageDescriptor } from "react-intl";
import type { UserRole } from "~/domain/enums";
import { intlFor } from "~/i18n/intl";
import type { Locale } from "~/i18n/locale";
import { site } from "~/content/site";
import { STAFF_ROLES } from "~/domain/enums";
import type { Database } from "../db/client.server";
import { outbox, profiles, user } from "../db/schema.server";
import { PORTAL_MAIL_KIND } from "../mail/portal-mail.server";
import type { OutboxMessage } from "../mail/mail-job.server";
import { accountEmail } from "./account-emails.server";

/**
 * The access loop of a self sign-up (docs/access-audit.md § 6, decision 016): staff hear of an
 * account that confirmed its address and has no client; the person hears when staff attach
 * it. Both are queued in the outbox (decision 012) like every portal e-mail.
 *
 * Staff are told through PORTAL_NOTIFY_TO (else LEADS_NOTIFY_TO): a sign-up waiting for
 * portal access is portal work, like an upload or a ticket.
 */
export function accessRequestStaffEmail(input: {
  to: string[];
  name: string;
  email: string;
  consoleUrl: string;
}): OutboxMessage {
  return {
    to: input.to,
    subject: "A portal sign-up is awaiting access",
    text: [
      `${input.name} (${input.email}) created a client portal account and confirmed the address.`,
      "The account belongs to no client yet, so it sees no project data.",
      "",
      "If you know them, attach the account to their organisation with a role in the console (Users, Awaiting access):",
      input.consoleUrl,
      "",
      "If you do not, leave it or disable it there: it sees nothing until staff attach it.",
    ].join("\n"),
  };
}

/** To the person, once staff attached the account, in the account's language. Names only what staff recorded. */
export function accessGrantedEmail(input: {
  to: string;
  company: string;
  role: UserRole;
  signInUrl: string;
  locale?: Locale;
}): OutboxMessage {
  const intl = intlFor(input.locale ?? "en");
  const values = {
    siteName: site.name,
    company: input.company,
    contactEmail: site.contactEmail,
    roleLabel: intl.formatMessage(
      {
        id: "account.accessEmail.role",
        defaultMessage:
          "{role, select, admin {Admin} editor {Editor} client_admin {Client admin} other {Client user}}",
      },
      { role: input.role },
    ),
  };
  const line = (descriptor: MessageDescriptor) =>
    intl.formatMessage(descriptor, values);
  return accountEmail(
    input.to,
    line,
    {
      id: "account.accessEmail.subject",
      defaultMessage: "Your access to the {siteName} client portal",
    },
    [
      line({
        id: "account.accessEmail.attached",
        defaultMessage:
          "Our staff have attached your account to {company} on the {siteName} client portal, as {roleLabel}.",
      }),
      line({
        id: "account.accessEmail.signIn",
        defaultMessage:
          "Sign in with your e-mail address and password to see its projects, documents and support:",
      }),
      "",
      input.signInUrl,
      "",
      line({
        id: "account.accessEmail.notYou",
        defaultMessage:
          "If you did not ask for access, reply to {contactEmail}.",
      }),
    ],
  );
}

/**
 * Called once an address is confirmed: marks a self sign-up still without a client as
 * awaiting access and queues the staff notice, in one transaction (an invited account
 * arrives verified and with a client, and never passes through here). Marking only an
 * unmarked profile makes a repeated call a no-op: staff hear once.
 */
export async function queueAccessRequestNotice(
  db: Database,
  userId: string,
  options: { notifyTo: string[]; publicUrl: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [waiting] = await tx
      .update(profiles)
      .set({ accessRequestedAt: sql`now()` })
      .where(
        and(
          eq(profiles.userId, userId),
          isNull(profiles.clientId),
          isNull(profiles.accessRequestedAt),
          notInArray(profiles.role, [...STAFF_ROLES]),
          exists(
            tx
              .select({ one: sql`1` })
              .from(user)
              .where(
                and(
                  eq(user.id, profiles.userId),
                  eq(user.emailVerified, true),
                  isNull(user.disabledAt),
                ),
              ),
          ),
        ),
      )
      .returning({ name: profiles.fullName, email: profiles.email });
    if (!waiting) return false;
    // Still listed under Awaiting access in the console when no staff address is configured.
    if (options.notifyTo.length === 0) return true;
    await tx.insert(outbox).values({
      kind: PORTAL_MAIL_KIND,
      payload: accessRequestStaffEmail({
        to: options.notifyTo,
        name: waiting.name ?? waiting.email,
        email: waiting.email,
        consoleUrl: new URL(
          "/lead_admin#awaiting-access",
          options.publicUrl,
        ).toString(),
      }),
    });
    return true;
  });
}
