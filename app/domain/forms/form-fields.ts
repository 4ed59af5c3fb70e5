import { z } from "zod";

// Zod otherwise probes for eval with Function(""), which the site's CSP forbids: the probe
// is caught, but the browser still logs a CSP violation on every form page.
z.config({ jitless: true });

/**
 * Field builders shared by the four public forms. Every text field is trimmed first, so
 * "   " is empty, and capped, so a megabyte of text is a field error rather than a row.
 */

/** Trimmed, without NUL characters (PostgreSQL text cannot hold them). */
function clean(value: unknown): unknown {
  return typeof value === "string" ? value.split("\u0000").join("").trim() : value;
}

export function requiredText(message: string, options: { min?: number; max?: number; maxMessage?: string } = {}) {
  const { min = 1, max = 200, maxMessage = `Must be ${max} characters or fewer` } = options;
  return z.preprocess(
    clean,
    z.string({ error: message }).min(min, { error: message }).max(max, { error: maxMessage }),
  );
}

/** Optional text: empty becomes undefined (stored as null). */
export function optionalText(options: { min?: number; minMessage?: string; max?: number; maxMessage?: string } = {}) {
  const { min = 0, minMessage, max = 200, maxMessage = `Must be ${max} characters or fewer` } = options;
  return z.preprocess(
    (value) => clean(value) || undefined,
    z
      .string({ error: "Must be text" })
      .min(min, { error: minMessage ?? `Must be at least ${min} characters` })
      .max(max, { error: maxMessage })
      .optional(),
  );
}

export function requiredEmail(message: string, requiredMessage = message) {
  return z.preprocess(
    clean,
    z
      .string({ error: requiredMessage })
      .min(1, { error: requiredMessage })
      .max(255, { error: message })
      .pipe(z.email({ error: message })),
  );
}

export function requiredChoice<V extends string>(choices: [V, ...V[]], message: string) {
  return z.preprocess(
    (value) => clean(value) || undefined,
    z.enum(choices, { error: message }),
  );
}

export function optionalChoice<V extends string>(choices: [V, ...V[]], message = "Please choose one of the options") {
  return z.preprocess(
    (value) => clean(value) || undefined,
    z.enum(choices, { error: message }).optional(),
  );
}
