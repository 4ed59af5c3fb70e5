import { createHash, randomBytes } from "node:crypto";

/**
 * The secret an invitation link carries (decision 016). 32 random bytes, base64url: 43
 * characters that survive a URL and a mail client untouched. Only the SHA-256 of the token
 * is stored, so whoever reads the database (a backup, a leak) cannot redeem an invitation;
 * a fast hash is enough because the token has 256 bits of entropy, not a password's few.
 */

const TOKEN_BYTES = 32;
/** base64url of 32 bytes without padding. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newInvitationToken(): string {
  return randomBytes(TOKEN_BYTES).toString("base64url");
}

/** What the database keeps in client_invitations.token_hash: sha256 of the token, hex. */
export function hashInvitationToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** Could this be a token we issued? Anything else is refused without a database query. */
export function isWellFormedInvitationToken(token: unknown): token is string {
  return typeof token === "string" && TOKEN_PATTERN.test(token);
}

/** The sign-up link of an invitation: /auth reads the token from the `invitation` parameter. */
export function invitationUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, "")}/auth?invitation=${token}`;
}
