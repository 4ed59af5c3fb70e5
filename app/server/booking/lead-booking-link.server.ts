import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { localizedPath, type Locale } from "~/i18n/locale";
import type { Database } from "../db/client.server";
import { leads } from "../db/schema.server";

/**
 * The link from a finished get-started request to the booking picker: `/book?lead=<token>`,
 * where the token names the request and is signed, so the picker can prefill who is coming and
 * the booking is linked to the lead — and nobody can read or book as another lead by changing
 * it. It lives 14 days: long enough to come back from the acknowledgement e-mail's week.
 */
const VERSION = "b1";
export const LEAD_LINK_MAX_AGE_MS = 14 * 86_400_000;

function sign(secret: string, sourceId: string, expiresAt: number): string {
  return createHmac("sha256", secret)
    .update(`booking-lead:${VERSION}:${sourceId}:${expiresAt}`)
    .digest("base64url");
}

export function leadBookingToken(
  secret: string,
  sourceId: string,
  now = Date.now(),
): string {
  const expiresAt = Math.floor((now + LEAD_LINK_MAX_AGE_MS) / 1000);
  return [VERSION, sourceId, expiresAt, sign(secret, sourceId, expiresAt)].join(
    ".",
  );
}

/** The get-started request a token names, or null (malformed, forged or expired). */
export function sourceIdOfLeadToken(
  secret: string,
  token: string | null,
  now = Date.now(),
): string | null {
  const parts = (token ?? "").split(".");
  if (parts.length !== 4 || parts[0] !== VERSION) return null;
  const [, sourceId, expiresText, signature] = parts as [
    string,
    string,
    string,
    string,
  ];
  if (!/^[0-9a-f-]{36}$/.test(sourceId) || !/^\d{1,12}$/.test(expiresText))
    return null;
  const expiresAt = Number(expiresText);
  const expected = Buffer.from(sign(secret, sourceId, expiresAt));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return null;
  return expiresAt * 1000 < now ? null : sourceId;
}

/** Where a get-started visitor books: the picker in their language, for their request. */
export function bookingPathForLead(
  secret: string,
  locale: Locale,
  sourceId: string,
): string {
  return `${localizedPath("/book", locale)}?lead=${leadBookingToken(secret, sourceId)}`;
}

export type LeadPrefill = {
  readonly leadId: string;
  readonly name: string;
  readonly email: string;
  readonly organisation: string;
  readonly firstName: string;
};

/** Who a lead link names, for the picker's fields; null when the link is not valid. */
export async function leadPrefillOf(
  db: Database,
  secret: string,
  token: string | null,
): Promise<LeadPrefill | null> {
  const sourceId = sourceIdOfLeadToken(secret, token);
  if (!sourceId) return null;
  const [row] = await db
    .select({
      id: leads.id,
      fullName: leads.fullName,
      email: leads.email,
      company: leads.company,
    })
    .from(leads)
    .where(and(eq(leads.source, "get_started"), eq(leads.sourceId, sourceId)));
  if (!row) return null;
  return {
    leadId: row.id,
    name: row.fullName,
    email: row.email,
    organisation: row.company ?? "",
    firstName: row.fullName.split(/\s+/)[0] ?? "",
  };
}
