import { randomInt } from "node:crypto";

/**
 * MFA backup codes people can read off paper and type (docs/access-audit.md): better-auth's default mixes
 * every letter and digit, so a printed code may hold 0/O, 1/l/I and the like. These use only
 * symbols that no common typeface confuses with another: no 0 O 1 I L, no 2/Z, 5/S, 8/B, no U (V stays).
 * Upper case, as printed; shaped like better-auth's (`XXXXX-XXXXX`, ~46 bits each, single use,
 * behind the second-factor throttle and the plugin's account lockout).
 */
export const BACKUP_CODE_ALPHABET = "34679ACDEFGHJKMNPQRTVWXY";
const HALF = 5;

export function generateBackupCodes(amount = 10): string[] {
  const half = () =>
    Array.from(
      { length: HALF },
      () => BACKUP_CODE_ALPHABET[randomInt(BACKUP_CODE_ALPHABET.length)],
    ).join("");
  return Array.from({ length: amount }, () => `${half()}-${half()}`);
}

/**
 * A backup code as typed, in the stored shape: the hyphen added when it was left out. Case is
 * kept — codes issued before this alphabet (docs/access-audit.md § 15) mix cases and must still match exactly.
 */
export function backupCodeAsStored(typed: string): string {
  return /^[A-Za-z0-9]{10}$/.test(typed)
    ? `${typed.slice(0, HALF)}-${typed.slice(HALF)}`
    : typed;
}
