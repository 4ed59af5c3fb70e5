import type { z } from "zod";
import { fieldErrorsOf } from "./field-errors";

/** What a form's schema says of an input: each field's first message, none when it accepts it. */
export function fieldErrorsOfInput(
  schema: z.ZodType,
  input: unknown,
): Record<string, string> {
  const parsed = schema.safeParse(input);
  return parsed.success ? {} : fieldErrorsOf(parsed.error);
}
