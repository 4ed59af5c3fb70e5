import type { ZxcvbnFactory, ZxcvbnResult } from "@zxcvbn-ts/core";
import type { MessageDescriptor } from "react-intl";
import { intlFor } from "~/i18n/intl";
import type { Locale } from "~/i18n/locale";

/**
 * Is a new password good enough (ASVS 5.0 § 6.2)? Length is checked by the shared schema
 * (app/domain/auth/auth-forms.ts); this refuses passwords an attacker guesses early: common
 * ones, keyboard walks, repeats, and anything built from the person's own name or e-mail.
 * No composition rules: a few uncommon words pass, "P@ssw0rd!" does not.
 */
export type PasswordContext = {
  email?: string | null;
  fullName?: string | null;
};
export type PasswordVerdict = { ok: true } | { ok: false; message: string };

/** zxcvbn's scale is 0–4; 3 is "safely unguessable" against an online attack with a slow hash. */
export const MIN_PASSWORD_SCORE = 3;

/**
 * zxcvbn's matching grows quickly with length (a 128-character input of l33t symbols takes
 * seconds), and sign-up must not be a way to burn the server's CPU. The first 64 characters
 * decide: a prefix that strong makes the whole password strong.
 */
export const ANALYSED_LENGTH = 64;
/** Each l33t substitution multiplies the work; common passwords rarely carry more than three. */
const L33T_MAX_SUBSTITUTIONS = 3;
/** A match of the person's own data shorter than this ("li", "ann") is a coincidence, not a password built from it. */
const PERSONAL_MATCH_MIN_LENGTH = 4;

/**
 * Our own wording, with a message id so a French page reads it in French (app/i18n/fr/account.ts).
 * zxcvbn's English text for its "personal data" warning names no reason a person would recognise.
 */
const OWN_MESSAGES = {
  personal: {
    id: "account.strength.personal",
    defaultMessage: "Names and e-mail addresses are easy to guess.",
  },
  mostCommon: {
    id: "account.strength.mostCommon",
    defaultMessage: "This is one of the most common passwords.",
  },
  personalSuggestion: {
    id: "account.strength.personalSuggestion",
    defaultMessage:
      "Leave out your name and e-mail address, and add words that are less common.",
  },
  generic: {
    id: "account.strength.generic",
    defaultMessage: "This password would be easy to guess.",
  },
  genericSuggestion: {
    id: "account.strength.genericSuggestion",
    defaultMessage: "Add another word or two. Uncommon words are better.",
  },
} as const satisfies Record<string, MessageDescriptor>;

/** The English text of our own messages (what English pages show, verbatim). */
export const passwordStrengthMessages = {
  personal: OWN_MESSAGES.personal.defaultMessage,
  mostCommon: OWN_MESSAGES.mostCommon.defaultMessage,
  personalSuggestion: OWN_MESSAGES.personalSuggestion.defaultMessage,
  generic: OWN_MESSAGES.generic.defaultMessage,
  genericSuggestion: OWN_MESSAGES.genericSuggestion.defaultMessage,
} as const;

/**
 * zxcvbn's warnings, by its key: English is @zxcvbn-ts/language-en's text verbatim (ours where we
 * replaced it), so English pages read what they always did.
 */
const WARNINGS: Record<string, MessageDescriptor> = {
  straightRow: {
    id: "account.strength.warning.straightRow",
    defaultMessage: "Straight rows of keys on your keyboard are easy to guess.",
  },
  keyPattern: {
    id: "account.strength.warning.keyPattern",
    defaultMessage: "Short keyboard patterns are easy to guess.",
  },
  // The catalog test reads double-quoted English only, and prettier would switch these to single quotes.
  // prettier-ignore
  simpleRepeat: {
    id: "account.strength.warning.simpleRepeat",
    defaultMessage: "Repeated characters like \"aaa\" are easy to guess.",
  },
  // prettier-ignore
  extendedRepeat: {
    id: "account.strength.warning.extendedRepeat",
    defaultMessage: "Repeated character patterns like \"abcabcabc\" are easy to guess.",
  },
  // prettier-ignore
  sequences: {
    id: "account.strength.warning.sequences",
    defaultMessage: "Common character sequences like \"abc\" are easy to guess.",
  },
  recentYears: {
    id: "account.strength.warning.recentYears",
    defaultMessage: "Recent years are easy to guess.",
  },
  dates: {
    id: "account.strength.warning.dates",
    defaultMessage: "Dates are easy to guess.",
  },
  topTen: OWN_MESSAGES.mostCommon,
  topHundred: OWN_MESSAGES.mostCommon,
  common: {
    id: "account.strength.warning.common",
    defaultMessage: "This is a commonly used password.",
  },
  similarToCommon: {
    id: "account.strength.warning.similarToCommon",
    defaultMessage: "This is similar to a commonly used password.",
  },
  wordByItself: {
    id: "account.strength.warning.wordByItself",
    defaultMessage: "Single words are easy to guess.",
  },
  namesByThemselves: {
    id: "account.strength.warning.namesByThemselves",
    defaultMessage: "Single names or surnames are easy to guess.",
  },
  commonNames: {
    id: "account.strength.warning.commonNames",
    defaultMessage: "Common names and surnames are easy to guess.",
  },
  userInputs: OWN_MESSAGES.personal,
  pwned: {
    id: "account.strength.warning.pwned",
    defaultMessage:
      "Your password was exposed by a data breach on the Internet.",
  },
};

/** zxcvbn's suggestions, by its key (English verbatim from @zxcvbn-ts/language-en). */
const SUGGESTIONS: Record<string, MessageDescriptor> = {
  l33t: {
    id: "account.strength.suggestion.l33t",
    defaultMessage: "Avoid predictable letter substitutions like '@' for 'a'.",
  },
  reverseWords: {
    id: "account.strength.suggestion.reverseWords",
    defaultMessage: "Avoid reversed spellings of common words.",
  },
  allUppercase: {
    id: "account.strength.suggestion.allUppercase",
    defaultMessage: "Capitalize some, but not all letters.",
  },
  capitalization: {
    id: "account.strength.suggestion.capitalization",
    defaultMessage: "Capitalize more than the first letter.",
  },
  dates: {
    id: "account.strength.suggestion.dates",
    defaultMessage: "Avoid dates and years that are associated with you.",
  },
  recentYears: {
    id: "account.strength.suggestion.recentYears",
    defaultMessage: "Avoid recent years.",
  },
  associatedYears: {
    id: "account.strength.suggestion.associatedYears",
    defaultMessage: "Avoid years that are associated with you.",
  },
  sequences: {
    id: "account.strength.suggestion.sequences",
    defaultMessage: "Avoid common character sequences.",
  },
  repeated: {
    id: "account.strength.suggestion.repeated",
    defaultMessage: "Avoid repeated words and characters.",
  },
  longerKeyboardPattern: {
    id: "account.strength.suggestion.longerKeyboardPattern",
    defaultMessage:
      "Use longer keyboard patterns and change typing direction multiple times.",
  },
  anotherWord: {
    id: "account.strength.suggestion.anotherWord",
    defaultMessage: "Add more words that are less common.",
  },
  useWords: {
    id: "account.strength.suggestion.useWords",
    defaultMessage: "Use multiple words, but avoid common phrases.",
  },
  noNeed: {
    id: "account.strength.suggestion.noNeed",
    defaultMessage:
      "You can create strong passwords without using symbols, numbers, or uppercase letters.",
  },
  pwned: {
    id: "account.strength.suggestion.pwned",
    defaultMessage: "If you use this password elsewhere, you should change it.",
  },
};

/** Each key as its own "translation": zxcvbn's feedback then names the key, worded below in the page's language. */
function keysAsText<T extends Record<string, string>>(keys: T): T {
  return Object.fromEntries(Object.keys(keys).map((key) => [key, key])) as T;
}

let factory: Promise<ZxcvbnFactory> | null = null;

/**
 * Loaded and built on first use. The dictionaries are 1.6 MB of the server bundle, unpacked when
 * their module runs, and ranking them takes a few hundred milliseconds: every server start paid
 * for them, though only setting a password needs them (docs/decisions/041-ci-fifteen-minutes.md).
 */
function zxcvbn(): Promise<ZxcvbnFactory> {
  // A load that failed is tried again at the next check, not remembered.
  factory ??= loadFactory().catch((error: unknown) => {
    factory = null;
    throw error;
  });
  return factory;
}

async function loadFactory(): Promise<ZxcvbnFactory> {
  const [
    { ZxcvbnFactory },
    { adjacencyGraphs, dictionary: commonDictionary },
    { dictionary: englishDictionary, translations: englishTranslations },
  ] = await Promise.all([
    import("@zxcvbn-ts/core").then(commonJsExports),
    import("@zxcvbn-ts/language-common").then(commonJsExports),
    import("@zxcvbn-ts/language-en").then(commonJsExports),
  ]);
  return new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...englishDictionary },
    graphs: adjacencyGraphs,
    translations: {
      ...englishTranslations,
      warnings: keysAsText(englishTranslations.warnings),
      suggestions: keysAsText(englishTranslations.suggestions),
    },
    maxLength: ANALYSED_LENGTH,
    l33tMaxSubstitutions: L33T_MAX_SUBSTITUTIONS,
    // Levenshtein matching of the whole password costs ~0.4 s a check for little gain here.
    useLevenshteinDistance: false,
  });
}

/**
 * The packages are CommonJS. Imported on demand from the server bundle, their exports arrive as
 * the namespace's `default` only (esbuild does not name them); under Vite and Node they are named.
 */
export function commonJsExports<T extends object>(namespace: T): T {
  const keys = Object.keys(namespace);
  const onlyDefault = keys.length === 1 && keys[0] === "default";
  return onlyDefault
    ? (namespace as unknown as { default: T }).default
    : namespace;
}

/**
 * The verdict's message is worded in `locale`, the language of the page that shows it (the action
 * passes uiLocaleOf(request)); English by default, as it always read.
 */
export async function checkNewPassword(
  password: string,
  context: PasswordContext,
  locale: Locale = "en",
): Promise<PasswordVerdict> {
  const intl = intlFor(locale);
  const say = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  const result = (await zxcvbn()).check(password, personalInputs(context));
  const personal = result.sequence.some(
    (match) =>
      match.pattern === "dictionary" &&
      match.dictionaryName === "userInputs" &&
      match.token.length >= PERSONAL_MATCH_MIN_LENGTH,
  );
  if (personal) {
    const suggestion =
      result.score < MIN_PASSWORD_SCORE ? firstSuggestion(result) : null;
    return {
      ok: false,
      message: `${say(OWN_MESSAGES.personal)} ${say(suggestion ?? OWN_MESSAGES.personalSuggestion)}`,
    };
  }
  if (result.score >= MIN_PASSWORD_SCORE) return { ok: true };
  const warningKey = result.feedback.warning;
  const warning = (warningKey && WARNINGS[warningKey]) || OWN_MESSAGES.generic;
  return {
    ok: false,
    message: `${say(warning)} ${say(firstSuggestion(result) ?? OWN_MESSAGES.genericSuggestion)}`,
  };
}

/** zxcvbn's first suggestion (a key, see keysAsText); one we have no wording for is skipped. */
function firstSuggestion(result: ZxcvbnResult): MessageDescriptor | null {
  const key = result.feedback.suggestions[0];
  return (key && SUGGESTIONS[key]) || null;
}

/**
 * The words of a person's own data an attacker tries first: the whole address, its local
 * part and that part's pieces ("amira.haddad" → "amira", "haddad"), the full name and each
 * name. The domain is left out: a ministry's name is not the person's.
 */
export function personalInputs(context: PasswordContext): string[] {
  const inputs = new Set<string>();
  const add = (value: string) => {
    const word = value.trim().toLowerCase();
    if (word.length >= 2) inputs.add(word);
  };
  const email = context.email?.trim() ?? "";
  if (email) {
    add(email);
    const local = email.split("@")[0] ?? "";
    add(local);
    for (const piece of local.split(/[._+\-\d]+/)) add(piece);
  }
  const fullName = context.fullName?.trim() ?? "";
  if (fullName) {
    add(fullName);
    add(fullName.replace(/[\s'.-]+/g, ""));
    for (const name of fullName.split(/[\s'.-]+/)) add(name);
  }
  return [...inputs];
}
