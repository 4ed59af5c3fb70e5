import { z } from "zod";

/** Field builders the environment schemas share (env.server.ts and each area's *-env.server.ts). */

/** A variable set to nothing (or blanks) counts as unset: its default applies. */
export const emptyToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

/**
 * A number from the environment: one message for every way it can be wrong, so the start-up
 * line says what is expected whatever was given.
 */
export function numberField(options: {
  message: string;
  min: number;
  max?: number;
  fallback: number;
  whole?: boolean;
}) {
  const { message, min, max, fallback, whole = true } = options;
  let field = z.coerce.number({ error: message });
  if (whole) field = field.int({ error: message });
  field = field.min(min, { error: message });
  if (max !== undefined) field = field.max(max, { error: message });
  return z.preprocess(emptyToUndefined, field.default(fallback));
}
