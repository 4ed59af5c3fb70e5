/**
 * The sign-up's field name and answers, without zod: the box's enhancer (app/enhance/newsletter-box.ts)
 * imports this module, and the public pages' JavaScript budget has no room for a schema library.
 */
export const NEWSLETTER_EMAIL_FIELD = "email";

/**
 * What the sign-up answers (JSON for the enhanced box; the page renders the same words).
 * `accepted` is the one answer for every address whatever its state (new, pending,
 * confirmed, unsubscribed, blocked, caught as spam), so the answer tells nobody whether an
 * address is on the list. `retry` asks the visitor to press Subscribe again, with a fresh
 * token (a post without a valid one).
 */
export type NewsletterSignupResponse =
  | { ok: true; message: string }
  | {
      ok: false;
      kind: "retry" | "invalid" | "limited" | "unavailable";
      message: string;
      formToken?: string;
    };

export function asNewsletterSignupResponse(
  body: unknown,
): NewsletterSignupResponse | null {
  if (typeof body !== "object" || body === null) return null;
  const candidate = body as Record<string, unknown>;
  if (typeof candidate.message !== "string") return null;
  if (candidate.ok === true) return candidate as NewsletterSignupResponse;
  if (candidate.ok === false && typeof candidate.kind === "string")
    return candidate as NewsletterSignupResponse;
  return null;
}
