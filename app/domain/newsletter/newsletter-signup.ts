import { z } from "zod";

/**
 * The newsletter sign-up's form and answers, shared by the server
 * (app/server/newsletter/newsletter-signup.server.ts), the pages and the box's enhancer
 * (app/enhance/newsletter-box.ts). The form carries the lead forms' hidden fields under the
 * same names (app/domain/forms/consent.ts): token, honeypot, page, language.
 */
export { NEWSLETTER_EMAIL_FIELD } from "./newsletter-response";

/** The longest address we take: RFC 5321's limit on a path. */
export const NEWSLETTER_EMAIL_MAX = 254;

/**
 * One address: trimmed, at most 254 characters, a local part and a domain with a dot, no
 * spaces, no second @. Lower-casing is the database's (email_key), so the address is kept as
 * typed.
 */
export const newsletterEmailSchema = z
  .string()
  .trim()
  .min(3)
  .max(NEWSLETTER_EMAIL_MAX)
  .regex(
    /^[^\s@<>()[\]\\,;:"]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/,
  );

/** The domain of a valid address, lower-cased (what the blocked-domain list is matched against). */
export function emailDomain(email: string): string {
  return email.slice(email.lastIndexOf("@") + 1).toLowerCase();
}

/** A blocked domain covers itself and every subdomain: `example.com` blocks `mail.example.com`. */
export function isBlockedDomain(
  domain: string,
  blocked: readonly string[],
): boolean {
  const wanted = domain.toLowerCase();
  return blocked.some((entry) => {
    const listed = entry.trim().toLowerCase().replace(/^\.+/, "");
    return (
      listed !== "" && (wanted === listed || wanted.endsWith(`.${listed}`))
    );
  });
}

/**
 * Every domain a blocked entry could be written as for this address: the domain and each of
 * its parents (mail.example.com → mail.example.com, example.com, com), so one indexed lookup
 * finds a listed parent.
 */
export function domainAndParents(domain: string): string[] {
  const labels = domain.toLowerCase().split(".");
  return labels.map((_, index) => labels.slice(index).join("."));
}

/** What the confirmation link's page shows (/newsletter/confirm): never the address. */
export type NewsletterConfirmView =
  | { state: "pending"; token: string }
  /** The preferences link only in the answer to the POST that confirmed: a used link shows none. */
  | { state: "confirmed"; justNow: true; preferencesUrl: string }
  | { state: "confirmed"; justNow: false }
  | { state: "expired" }
  | { state: "invalid" };
