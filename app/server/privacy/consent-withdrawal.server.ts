import { createHmac, timingSafeEqual } from "node:crypto";
import {
  CONSENT_PURPOSES,
  type ConsentPurpose,
} from "~/domain/privacy/privacy-enums";
import type { Locale } from "~/i18n/locale";
import type { Database } from "../db/client.server";
import { withdrawConsent } from "./consents.server";

/**
 * The one-step withdrawal link of a consent given by its own box (decision 072), e.g. "Stop
 * keeping my résumé" in the job application's acknowledgement. The token names the purpose and
 * the address and is signed with a key derived from the server secret for this use alone (as
 * the newsletter's links are, app/server/newsletter/newsletter-tokens.server.ts): it never
 * expires, since withdrawing must work from a years-old e-mail, and it can do one thing only —
 * withdraw that purpose for that address, which is harmless to repeat.
 * Format: `w1.<purpose>.<address, base64url>.<signature>`.
 */
export const CONSENT_WITHDRAW_PATH = "/privacy/consent/withdraw";
const MAX_TOKEN = 600;

function sign(secret: string, payload: string): string {
  const key = createHmac("sha256", secret)
    .update("privacy-consent-withdrawal-v1")
    .digest();
  return createHmac("sha256", key).update(payload).digest("base64url");
}

export function issueWithdrawalToken(
  secret: string,
  consent: { purpose: ConsentPurpose; email: string },
): string {
  const address = Buffer.from(consent.email.trim().toLowerCase()).toString(
    "base64url",
  );
  const payload = `w1.${consent.purpose}.${address}`;
  return `${payload}.${sign(secret, payload)}`;
}

export type WithdrawalToken =
  { valid: true; purpose: ConsentPurpose; email: string } | { valid: false };

export function checkWithdrawalToken(
  secret: string,
  token: unknown,
): WithdrawalToken {
  if (typeof token !== "string" || token.length > MAX_TOKEN)
    return { valid: false };
  const parts = token.split(".");
  if (parts.length !== 4 || parts[0] !== "w1") return { valid: false };
  const [, purpose, address, signature] = parts as [
    string,
    string,
    string,
    string,
  ];
  if (!(CONSENT_PURPOSES as readonly string[]).includes(purpose))
    return { valid: false };
  const expected = Buffer.from(sign(secret, `w1.${purpose}.${address}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { valid: false };
  const email = Buffer.from(address, "base64url").toString("utf8");
  if (!email.includes("@")) return { valid: false };
  return { valid: true, purpose: purpose as ConsentPurpose, email };
}

/** The link for an e-mail, in the language the person wrote in. */
export function withdrawalUrl(options: {
  origin: string;
  secret: string;
  locale: Locale;
  purpose: ConsentPurpose;
  email: string;
}): string {
  const prefix = options.locale === "fr" ? "/fr" : "";
  const token = issueWithdrawalToken(options.secret, options);
  return `${options.origin}${prefix}${CONSENT_WITHDRAW_PATH}?token=${encodeURIComponent(token)}`;
}

/**
 * Withdraws what the token names. Idempotent: a second use closes nothing and answers the same,
 * so the page can say "done" either way. Returns null for a token that is not ours.
 */
export async function withdrawByToken(
  db: Database,
  secret: string,
  token: unknown,
): Promise<{ purpose: ConsentPurpose; closed: number } | null> {
  const checked = checkWithdrawalToken(secret, token);
  if (!checked.valid) return null;
  const closed = await withdrawConsent(db, {
    email: checked.email,
    purpose: checked.purpose,
    via: "link",
  });
  return { purpose: checked.purpose, closed };
}
