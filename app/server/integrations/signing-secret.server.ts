import { randomBytes } from "node:crypto";

/**
 * A Standard Webhooks signing secret: `whsec_` and 32 random bytes in base64, the form the
 * `standardwebhooks` libraries take as is. Shown once when made; the console shows it masked.
 */
export function newSigningSecret(): string {
  return `whsec_${randomBytes(32).toString("base64")}`;
}

export function maskedSecret(secret: string): string {
  return `whsec_••••••••${secret.slice(-4)}`;
}
