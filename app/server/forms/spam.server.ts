import type { FormKind } from "~/domain/forms/consent";
import { checkFormToken } from "./form-token.server";

/**
 * Decides whether a valid-looking submission is a bot's. A caught submission is still
 * stored (flagged, with the reason) and answered exactly like a real one, so bots learn
 * nothing; it only sends no e-mail.
 */
export type SpamVerdict = {
  isSpam: boolean;
  reason: string | null;
  /** Idempotency key from the rendered form, or null when the token is unusable. */
  idempotencyKey: string | null;
};

export function assessSubmission(input: {
  secret: string;
  form: FormKind;
  token: unknown;
  honeypot: unknown;
  minFillMs: number;
  now?: number;
}): SpamVerdict {
  const now = input.now ?? Date.now();
  const token = checkFormToken(input.secret, input.form, input.token, now);
  const idempotencyKey = token.valid ? `${input.form}:${token.key}` : null;
  if (typeof input.honeypot === "string" && input.honeypot.trim() !== "") {
    return { isSpam: true, reason: "honeypot field filled", idempotencyKey };
  }
  if (!token.valid) return { isSpam: true, reason: `form token ${token.reason}`, idempotencyKey };
  const elapsed = now - token.issuedAt;
  if (elapsed < input.minFillMs) {
    return { isSpam: true, reason: `submitted ${elapsed} ms after the form was shown`, idempotencyKey };
  }
  return { isSpam: false, reason: null, idempotencyKey };
}
