import { describe, expect, it } from "vitest";
import {
  BACKUP_CODE_ALPHABET,
  backupCodeAsStored,
  generateBackupCodes,
} from "./backup-codes.server";

describe("MFA backup codes", () => {
  it("are ten distinct XXXXX-XXXXX codes with no confusable symbol", () => {
    const codes = generateBackupCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of generateBackupCodes(500)) {
      expect(code).toMatch(
        /^[34679ACDEFGHJKMNPQRTVWXY]{5}-[34679ACDEFGHJKMNPQRTVWXY]{5}$/,
      );
      expect(code).not.toMatch(/[0Oo1lIiL2Zz5Ss8BUu]/);
    }
  });

  it("uses every symbol of the alphabet (no bias towards a few)", () => {
    const seen = new Set(generateBackupCodes(200).join("").replaceAll("-", ""));
    expect([...seen].sort().join("")).toBe(
      [...BACKUP_CODE_ALPHABET].sort().join(""),
    );
  });

  it("adds a forgotten hyphen and keeps case (older codes mix cases)", () => {
    expect(backupCodeAsStored("ACD34FGH79")).toBe("ACD34-FGH79");
    expect(backupCodeAsStored("aB3dE-fG7hJ")).toBe("aB3dE-fG7hJ");
    expect(backupCodeAsStored("AbCdE-12345")).toBe("AbCdE-12345");
  });
});
