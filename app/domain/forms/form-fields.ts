import { z } from "zod";
import { formText, type FormText } from "~/i18n/form-text";

// Zod otherwise probes for eval with Function(""), which the site's CSP forbids: the probe
// is caught, but the browser still logs a CSP violation on every form page.
z.config({ jitless: true });

/**
 * Field builders shared by the four public forms. Every text field is trimmed first, so
 * "   " is empty, and capped, so a megabyte of text is a field error rather than a row.
 *
 * A text field is single-line (an <input>) unless built with `multiline: true` (a
 * <textarea>). A single-line value ends up in places where a line break means something —
 * an e-mail subject or header, a CSV cell, a log line — so control characters and line or
 * paragraph separators are refused with a message the visitor can act on, never silently
 * changed. A multi-line value keeps its line breaks (as \n) and loses every other control
 * character (a tab becomes a space).
 */
export const SINGLE_LINE_MESSAGE = formText("en")(
  "forms.error.common.singleLine",
);

/** The messages every field shares, in one language (app/i18n/en/forms.ts, ../fr/forms.ts). */
export type CommonFieldMessages = {
  singleLine: string;
  mustBeText: string;
  chooseOption: string;
  tooLong: (max: number) => string;
  tooShort: (min: number) => string;
};

export function commonFieldMessages(say: FormText): CommonFieldMessages {
  return {
    singleLine: say("forms.error.common.singleLine"),
    mustBeText: say("forms.error.common.mustBeText"),
    chooseOption: say("forms.error.common.chooseOption"),
    tooLong: (max) => say("forms.error.common.tooLong", { max }),
    tooShort: (min) => say("forms.error.common.tooShort", { min }),
  };
}

/** English unless a French form passes its own. */
const ENGLISH = commonFieldMessages(formText("en"));

/** Any C0/C1 control character (CR, LF, NUL, ESC, NEL…) or U+2028/U+2029. */
const LINE_BREAK_OR_CONTROL = /[\p{Cc}\u2028\u2029]/u;

export function isSingleLine(value: string): boolean {
  return !LINE_BREAK_OR_CONTROL.test(value);
}

function cleanLine(value: unknown): unknown {
  return typeof value === "string" ? value.trim() : value;
}

/** Line breaks of every kind become \n; other control characters go (NUL cannot be stored at all). */
export function cleanMultiline(value: unknown): unknown {
  if (typeof value !== "string") return value;
  return value
    .replace(/\r\n?|[\u2028\u2029\u0085]/g, "\n")
    .replace(/\t/g, " ")
    .replace(/(?!\n)\p{Cc}/gu, "")
    .trim();
}

type TextOptions = { multiline?: boolean; common?: CommonFieldMessages };

/** A string schema that refuses control characters first (and alone: no "too short" beside it). */
function lineString(message: string, common: CommonFieldMessages = ENGLISH) {
  return z
    .string({ error: message })
    .refine(isSingleLine, { error: common.singleLine, abort: true });
}

/** How a text field is cleaned, and its string before the length rules: one line or several. */
function textOf(
  multiline: boolean,
  message: string,
  common: CommonFieldMessages,
) {
  return multiline
    ? { clean: cleanMultiline, base: z.string({ error: message }) }
    : { clean: cleanLine, base: lineString(message, common) };
}

export function requiredText(
  message: string,
  options: TextOptions & {
    min?: number;
    max?: number;
    maxMessage?: string;
  } = {},
) {
  const {
    min = 1,
    max = 200,
    common = ENGLISH,
    maxMessage = common.tooLong(max),
    multiline = false,
  } = options;
  const { clean, base } = textOf(multiline, message, common);
  return z.preprocess(
    clean,
    base.min(min, { error: message }).max(max, { error: maxMessage }),
  );
}

/** Optional text: empty becomes undefined (stored as null). */
export function optionalText(
  options: TextOptions & {
    min?: number;
    minMessage?: string;
    max?: number;
    maxMessage?: string;
  } = {},
) {
  const {
    min = 0,
    minMessage,
    max = 200,
    common = ENGLISH,
    maxMessage = common.tooLong(max),
    multiline = false,
  } = options;
  const { clean, base } = textOf(multiline, common.mustBeText, common);
  return z.preprocess(
    (value) => clean(value) || undefined,
    base
      .min(min, { error: minMessage ?? common.tooShort(min) })
      .max(max, { error: maxMessage })
      .optional(),
  );
}

export function requiredEmail(
  message: string,
  requiredMessage = message,
  common: CommonFieldMessages = ENGLISH,
) {
  return z.preprocess(
    cleanLine,
    lineString(requiredMessage, common)
      .min(1, { error: requiredMessage })
      .max(255, { error: message })
      .pipe(z.email({ error: message })),
  );
}

export function requiredChoice<V extends string>(
  choices: [V, ...V[]],
  message: string,
) {
  return z.preprocess(
    (value) => cleanLine(value) || undefined,
    z.enum(choices, { error: message }),
  );
}

export function optionalChoice<V extends string>(
  choices: [V, ...V[]],
  message = ENGLISH.chooseOption,
) {
  return z.preprocess(
    (value) => cleanLine(value) || undefined,
    z.enum(choices, { error: message }).optional(),
  );
}
