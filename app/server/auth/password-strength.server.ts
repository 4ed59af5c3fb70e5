import type { ZxcvbnFactory, ZxcvbnResult } from "@zxcvbn-ts/core";
import { message, type Message, type MessageId } from "~/i18n/message";

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
/** A refusal is one message, "warning. suggestion.", that the page formats in its reader's language. */
export type PasswordVerdict = { ok: true } | { ok: false; message: Message };

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
 * Our own wording where zxcvbn's is not enough (its "personal data" warning names no reason a
 * person would recognise); every text is in the catalogs (app/i18n/en/account.ts and fr).
 */
const OWN_MESSAGES = {
  personal: "account.strength.personal",
  mostCommon: "account.strength.mostCommon",
  personalSuggestion: "account.strength.personalSuggestion",
  generic: "account.strength.generic",
  genericSuggestion: "account.strength.genericSuggestion",
} as const satisfies Record<string, MessageId>;

/**
 * zxcvbn's warnings, by its key: its English wording is the catalog's (ours where we replaced it).
 * No breached-password matcher is configured, so its "pwned" warning never comes.
 */
const WARNINGS: Record<string, MessageId> = {
  straightRow: "account.strength.warning.straightRow",
  keyPattern: "account.strength.warning.keyPattern",
  simpleRepeat: "account.strength.warning.simpleRepeat",
  extendedRepeat: "account.strength.warning.extendedRepeat",
  sequences: "account.strength.warning.sequences",
  recentYears: "account.strength.warning.recentYears",
  dates: "account.strength.warning.dates",
  topTen: OWN_MESSAGES.mostCommon,
  topHundred: OWN_MESSAGES.mostCommon,
  common: "account.strength.warning.common",
  similarToCommon: "account.strength.warning.similarToCommon",
  wordByItself: "account.strength.warning.wordByItself",
  namesByThemselves: "account.strength.warning.namesByThemselves",
  commonNames: "account.strength.warning.commonNames",
  userInputs: OWN_MESSAGES.personal,
};

/** zxcvbn's suggestions, by its key. */
const SUGGESTIONS: Record<string, MessageId> = {
  l33t: "account.strength.suggestion.l33t",
  reverseWords: "account.strength.suggestion.reverseWords",
  allUppercase: "account.strength.suggestion.allUppercase",
  capitalization: "account.strength.suggestion.capitalization",
  dates: "account.strength.suggestion.dates",
  recentYears: "account.strength.suggestion.recentYears",
  associatedYears: "account.strength.suggestion.associatedYears",
  sequences: "account.strength.suggestion.sequences",
  repeated: "account.strength.suggestion.repeated",
  longerKeyboardPattern: "account.strength.suggestion.longerKeyboardPattern",
  anotherWord: "account.strength.suggestion.anotherWord",
  useWords: "account.strength.suggestion.useWords",
  noNeed: "account.strength.suggestion.noNeed",
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

export async function checkNewPassword(
  password: string,
  context: PasswordContext,
): Promise<PasswordVerdict> {
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
    return refusal(
      OWN_MESSAGES.personal,
      suggestion ?? OWN_MESSAGES.personalSuggestion,
    );
  }
  if (result.score >= MIN_PASSWORD_SCORE) return { ok: true };
  const warningKey = result.feedback.warning;
  const warning = (warningKey && WARNINGS[warningKey]) || OWN_MESSAGES.generic;
  return refusal(
    warning,
    firstSuggestion(result) ?? OWN_MESSAGES.genericSuggestion,
  );
}

function refusal(warning: MessageId, suggestion: MessageId): PasswordVerdict {
  return {
    ok: false,
    message: message("account.strength.verdict", {
      warning: message(warning),
      suggestion: message(suggestion),
    }),
  };
}

/** zxcvbn's first suggestion (a key, see keysAsText); one we have no wording for is skipped. */
function firstSuggestion(result: ZxcvbnResult): MessageId | null {
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
