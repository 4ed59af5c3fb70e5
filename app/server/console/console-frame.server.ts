import { formFailure } from "../auth/account-form.server";

/** Every console answer is private to one member of staff: never stored by a browser or a proxy. */
export const CONSOLE_HEADERS = { "Cache-Control": "no-store" } as const;

/**
 * The answer to a console form whose intent names no change this page makes (a stale or forged
 * form); `extra` carries what the page's form result keeps (its intent, the row it was about).
 */
export function unknownConsoleAction<Extra extends object>(
  extra?: Extra,
  description = "The form did not say what to change. Reload the page and try again.",
) {
  return formFailure(extra ?? {}, {
    headers: CONSOLE_HEADERS,
    toast: { kind: "error", title: "Unknown action", description },
  });
}

/**
 * How one console form fails, always under the same toast title and with what was typed kept:
 * each failure says what went wrong (the toast's description) and, when a field is at fault,
 * that field's message.
 */
export function consoleFailures<Extra extends object>(
  extra: Extra,
  form: { title: string; values: Record<string, string> },
) {
  return (description: string, fieldErrors: Record<string, string> = {}) =>
    formFailure(extra, {
      fieldErrors,
      values: form.values,
      toast: { kind: "error", title: form.title, description },
      headers: CONSOLE_HEADERS,
    });
}

/**
 * A console form sent back to be corrected: each field's message, what was typed, and a toast
 * titled `title` that repeats the message — or, on forms where many fields can fail at once,
 * counts them, since the page already shows each one beside its field.
 */
export function consoleFormRefusal<Extra extends object>(
  extra: Extra,
  refusal: {
    title: string;
    fieldErrors: Record<string, string>;
    values: Record<string, string>;
    status?: number;
    countFields?: boolean;
    fallback?: string;
  },
) {
  const { fieldErrors } = refusal;
  const count = Object.keys(fieldErrors).length;
  return formFailure(extra, {
    status: refusal.status ?? 400,
    headers: CONSOLE_HEADERS,
    fieldErrors,
    values: refusal.values,
    toast: {
      kind: "error",
      title: refusal.title,
      description:
        refusal.countFields && count > 1
          ? `${count} fields need a change: each says what.`
          : (Object.values(fieldErrors)[0] ??
            refusal.fallback ??
            "Check the form."),
    },
  });
}
