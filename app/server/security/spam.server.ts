import type { FormKind } from "~/domain/forms/consent";
import type { FormTokenCheck } from "./form-token.server";
import { submissionIdempotencyKey } from "./idempotency-key.server";

/**
 * Decides whether a valid-looking submission is a bot's. A caught submission is still
 * stored (flagged, with the reason) and answered exactly like a real one, so bots learn
 * nothing; it only sends no e-mail.
 */
export type SpamVerdict = {
  isSpam: boolean;
  reason: string | null;
  /**
   * Idempotency key from the rendered form's token and the submitted content, or null when
   * the token is unusable (such a post is stored flagged every time: never lost, never mailed).
   */
  idempotencyKey: string | null;
};

export function assessSubmission(input: {
  form: FormKind;
  /** The checked form token (an expired one is answered before this, see lead-post.server.ts). */
  token: FormTokenCheck;
  honeypot: unknown;
  minFillMs: number;
  /** canonicalSubmission() of the validated values. */
  content: string;
  now?: number;
}): SpamVerdict {
  const now = input.now ?? Date.now();
  const { token } = input;
  const idempotencyKey = token.valid
    ? submissionIdempotencyKey(input.form, token.key, input.content)
    : null;
  if (typeof input.honeypot === "string" && input.honeypot.trim() !== "") {
    return { isSpam: true, reason: "honeypot field filled", idempotencyKey };
  }
  if (!token.valid)
    return {
      isSpam: true,
      reason: `form token ${token.reason}`,
      idempotencyKey,
    };
  const elapsed = now - token.issuedAt;
  if (elapsed < input.minFillMs) {
    return {
      isSpam: true,
      reason: `submitted ${elapsed} ms after the form was shown`,
      idempotencyKey,
    };
  }
  return { isSpam: false, reason: null, idempotencyKey };
}
