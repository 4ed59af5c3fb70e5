import { describe, expect, it } from "vitest";
import {
  awkwardLongPasswords,
  awkwardPasswordOwner,
} from "../../../tests/support/awkward-passwords";
import {
  ANALYSED_LENGTH,
  checkNewPassword,
  commonJsExports,
  personalInputs,
} from "./password-strength.server";
import { intlFor } from "~/i18n/intl";
import type { Locale } from "~/i18n/locale";
import { englishText, formatMessage } from "~/i18n/message";

const amira = { email: "amira.haddad@example.org", fullName: "Amira Haddad" };

/** The refusal as a page in `locale` shows it. */
async function refusal(
  password: string,
  context = {},
  locale: Locale = "en",
): Promise<string> {
  const verdict = await checkNewPassword(password, context);
  if (verdict.ok)
    throw new Error(`expected ${JSON.stringify(password)} to be refused`);
  return formatMessage(intlFor(locale), verdict.message);
}

describe("checkNewPassword", () => {
  it.each(["password1234", "qwertyuiop123", "P@ssw0rd2024!", "iloveyou1234"])(
    "refuses the common password %s and says why",
    async (password) => {
      const message = await refusal(password);
      expect(message).toMatch(/common/i);
      // A reason, then one suggestion.
      expect(message).toMatch(/^[^.]+\.\s+\S.*\.$/);
    },
  );

  it("calls the most common passwords what they are", async () => {
    expect(await refusal("password")).toMatch(
      new RegExp(`^${englishText("account.strength.mostCommon")}`),
    );
  });

  it("refuses repeated characters", async () => {
    expect(await refusal("aaaaaaaaaaaa")).toBe(
      'Repeated characters like "aaa" are easy to guess. Add more words that are less common.',
    );
  });

  it("refuses a password built from the person's e-mail or name", async () => {
    expect(await refusal("amira.haddad2026", amira)).toMatch(
      /^Names and e-mail addresses are easy to guess\. /,
    );
    expect(await refusal("amira.haddad2026", { email: amira.email })).toMatch(
      /^Names and e-mail addresses/,
    );
    // Strong by zxcvbn's score alone, yet nothing but the name and a few symbols.
    expect(await refusal("haddadamira99!!", { fullName: "Amira Haddad" })).toBe(
      `${englishText("account.strength.personal")} ${englishText("account.strength.personalSuggestion")}`,
    );
  });

  it("does not hold a password against someone else's name", async () => {
    // The same password is fine for a person it says nothing about.
    expect(
      await checkNewPassword("haddadamira99!!", {
        email: "j.smith@example.org",
        fullName: "John Smith",
      }),
    ).toEqual({ ok: true });
  });

  it.each([
    "correct horse battery staple",
    "lantern orbit velvet quarry",
    "Tr0ub4dour&3 pebble",
    "the-kettle-sings-at-dawn",
  ])("accepts the passphrase %s", async (password) => {
    expect(await checkNewPassword(password, amira)).toEqual({ ok: true });
  });

  it("accepts spaces and any characters, with no composition rules", async () => {
    expect(await checkNewPassword("mango tundra ceviche", amira)).toEqual({
      ok: true,
    });
    expect(await checkNewPassword("éléphant rose du désert", amira)).toEqual({
      ok: true,
    });
  });

  it("judges a long password by its first 64 characters, so a long input cannot burn the CPU", async () => {
    // A weak prefix is refused however strong the tail: only the prefix is analysed
    // (ANALYSED_LENGTH). How long a check takes is measured by `npm run bench:passwords`.
    const strongTail = "quartz velvet harbour lantern meridian";
    expect(
      (await checkNewPassword("a".repeat(ANALYSED_LENGTH) + strongTail, {})).ok,
    ).toBe(false);
    expect(
      (await checkNewPassword(strongTail + "a".repeat(ANALYSED_LENGTH), {})).ok,
    ).toBe(true);
  });

  it("gives a verdict on 128-character inputs of every awkward kind", async () => {
    const verdicts = await Promise.all(
      awkwardLongPasswords.map(
        async (password) =>
          (await checkNewPassword(password, awkwardPasswordOwner)).ok,
      ),
    );
    // Repeats and keyboard walks are refused; the printable noise at the end passes.
    expect(verdicts.slice(1, 5)).toEqual([false, false, false, false]);
    expect(verdicts.at(-1)).toBe(true);
  });
});

describe("personalInputs", () => {
  it("splits the address and the name into the words an attacker would try", () => {
    expect(personalInputs(amira)).toEqual(
      expect.arrayContaining([
        "amira.haddad@example.org",
        "amira.haddad",
        "amira",
        "haddad",
        "amira haddad",
        "amirahaddad",
      ]),
    );
    expect(personalInputs(amira)).not.toContain("example");
    expect(personalInputs({ email: null, fullName: null })).toEqual([]);
  });
});

describe("checkNewPassword on a French page", () => {
  const frenchRefusal = (password: string, context = {}) =>
    refusal(password, context, "fr");

  it("answers a message id with its parts, never a sentence", async () => {
    expect(await checkNewPassword("aaaaaaaaaaaa", {})).toEqual({
      ok: false,
      message: {
        id: "account.strength.verdict",
        values: {
          warning: { id: "account.strength.warning.simpleRepeat" },
          suggestion: { id: "account.strength.suggestion.anotherWord" },
        },
      },
    });
  });

  it("words zxcvbn's warning and suggestion in French", async () => {
    expect(await frenchRefusal("aaaaaaaaaaaa")).toBe(
      "Les caractères répétés, comme «\u00a0aaa\u00a0», sont faciles à deviner. Ajoutez des mots moins courants.",
    );
  });

  it("words our own messages in French", async () => {
    expect(await frenchRefusal("password")).toMatch(
      /^Ce mot de passe est l’un des plus répandus\. /,
    );
    expect(
      await frenchRefusal("haddadamira99!!", { fullName: "Amira Haddad" }),
    ).toBe(
      "Les noms et les adresses de courriel sont faciles à deviner. N’y mettez ni votre nom ni votre adresse de courriel, et ajoutez des mots moins courants.",
    );
  });

  it.each([
    "password1234",
    "qwertyuiop123",
    "P@ssw0rd2024!",
    "iloveyou1234",
    "amira.haddad2026",
  ])("leaves no English in the refusal of %s", async (password) => {
    const message = await frenchRefusal(password, amira);
    expect(message).not.toMatch(/\b(the|are|is|your|Avoid|Add|Use)\b/);
    expect(message).toMatch(/^[^.]+\.\s+\S.*\.$/);
  });

  it("keeps zxcvbn's English wording verbatim on English pages", async () => {
    const english =
      "Straight rows of keys on your keyboard are easy to guess. Add more words that are less common.";
    expect(await refusal("qwertyuiop[]")).toBe(english);
    expect(await frenchRefusal("qwertyuiop[]")).toBe(
      "Les rangées de touches du clavier sont faciles à deviner. Ajoutez des mots moins courants.",
    );
  });
});

describe("commonJsExports", () => {
  it("takes a CommonJS package's exports from `default` when the bundle names nothing else", () => {
    const exports = { dictionary: ["a"] };
    expect(commonJsExports({ default: exports })).toBe(exports);
  });

  it("keeps a namespace whose exports are named, with or without a default", () => {
    const named = { dictionary: ["a"] };
    expect(commonJsExports(named)).toBe(named);
    const both = { default: named, dictionary: ["a"] };
    expect(commonJsExports(both)).toBe(both);
  });
});
