import { and, eq, isNull, ne } from "drizzle-orm";
import { site } from "~/content/site";
import type { Database } from "../db/client.server";
import { outbox, profiles, user } from "../db/schema.server";
import { PORTAL_MAIL_KIND } from "../mail/portal-mail.server";
import type { OutboxMessage } from "../mail/mail-job.server";

/**
 * The access loop of a self sign-up (issue 23, point 6, decision 016): staff hear of an
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

/** To the person, once staff attached the account. Names only what staff recorded. */
export function accessGrantedEmail(input: {
  to: string;
  company: string;
  roleLabel: string;
  signInUrl: string;
}): OutboxMessage {
  return {
    to: [input.to],
    subject: `Your access to the ${site.name} client portal`,
    text: [
      "Hello,",
      "",
      `Our staff have attached your account to ${input.company} on the ${site.name} client portal, as ${input.roleLabel}.`,
      "Sign in with your e-mail address and password to see its projects, documents and support:",
      "",
      input.signInUrl,
      "",
      `If you did not ask for access, reply to ${site.contactEmail}.`,
      "",
      `— ${site.name}`,
    ].join("\n"),
  };
}

/**
 * Called once an address is confirmed: queues the staff notice when the account is a
 * self sign-up still without a client (an invited account arrives verified and with one,
 * and never passes through here). Nothing is queued when no staff address is configured.
 */
export async function queueAccessRequestNotice(
  db: Database,
  userId: string,
  options: { notifyTo: string[]; publicUrl: string },
): Promise<boolean> {
  if (options.notifyTo.length === 0) return false;
  const [waiting] = await db
    .select({ name: profiles.fullName, userName: user.name, email: user.email })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.userId))
    .where(
      and(
        eq(profiles.userId, userId),
        isNull(profiles.clientId),
        ne(profiles.role, "admin"),
        eq(user.emailVerified, true),
        isNull(user.disabledAt),
      ),
    )
    .limit(1);
  if (!waiting) return false;
  await db.insert(outbox).values({
    kind: PORTAL_MAIL_KIND,
    payload: accessRequestStaffEmail({
      to: options.notifyTo,
      name: waiting.name ?? waiting.userName,
      email: waiting.email,
      consoleUrl: new URL("/lead_admin#awaiting-access", options.publicUrl).toString(),
    }),
  });
  return true;
}
