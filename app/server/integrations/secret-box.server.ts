import {
  createCipheriv,
  createDecipheriv,
  hkdfSync,
  randomBytes,
} from "node:crypto";

/**
 * Encryption at rest for what an integration must be able to read back: its signing secrets
 * and its URL (a Slack or Teams URL is itself a credential). AES-256-GCM under a key derived
 * from the deployment's BETTER_AUTH_SECRET with HKDF, so a database dump alone reveals none of
 * them. A changed BETTER_AUTH_SECRET makes them unreadable: deliveries then fail as
 * "secret_unreadable" and staff rotate the secret and re-enter the URL (docs/integrations.md).
 */
export type SecretBox = {
  seal(plain: string): string;
  /** Throws SecretUnreadableError when the text was sealed under another key or altered. */
  open(sealed: string): string;
};

export class SecretUnreadableError extends Error {
  override name = "SecretUnreadableError";
}

const VERSION = "v1";

export function createSecretBox(appSecret: string): SecretBox {
  const key = Buffer.from(
    hkdfSync(
      "sha256",
      appSecret,
      "consultancy-site",
      "integration-secrets",
      32,
    ),
  );
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const body = Buffer.concat([
        cipher.update(plain, "utf8"),
        cipher.final(),
      ]);
      return [
        VERSION,
        iv.toString("base64url"),
        cipher.getAuthTag().toString("base64url"),
        body.toString("base64url"),
      ].join(".");
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split(".");
      if (version !== VERSION || !iv || !tag || body === undefined)
        throw new SecretUnreadableError("not a sealed integration secret");
      try {
        const decipher = createDecipheriv(
          "aes-256-gcm",
          key,
          Buffer.from(iv, "base64url"),
        );
        decipher.setAuthTag(Buffer.from(tag, "base64url"));
        return Buffer.concat([
          decipher.update(Buffer.from(body, "base64url")),
          decipher.final(),
        ]).toString("utf8");
      } catch {
        throw new SecretUnreadableError(
          "sealed under another key (was BETTER_AUTH_SECRET changed?) or altered",
        );
      }
    },
  };
}
