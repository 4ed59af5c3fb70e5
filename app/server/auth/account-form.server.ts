import { isAPIError } from "better-auth/api";
import { data, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import { fieldErrorsOf } from "~/domain/forms/field-errors";
import type {
  FieldMessages,
  FormResult,
  Toast,
} from "~/domain/forms/form-result";
import { requestInfoContext } from "../http/request-context.server";

/** The posted account form as the body layer parsed it (never `request.formData()`). */
export function accountFormOf(
  context: Readonly<RouterContextProvider>,
): FormData {
  const body = context.get(requestInfoContext).body;
  // The edge answers refused bodies itself on these paths; an empty form then fails validation.
  return body?.kind === "form" ? body.formData : new FormData();
}

/** A text field of the form ("" when absent or a file). */
export function textField(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

export type Parsed<T> =
  { ok: true; value: T } | { ok: false; fieldErrors: Record<string, string> };

/** Parses the named fields of a form with a shared schema. */
export function parseForm<S extends z.ZodType>(
  schema: S,
  form: FormData,
  names: string[],
): Parsed<z.infer<S>> {
  const raw = Object.fromEntries(
    names.map((name) => [
      name,
      form.has(name) ? textField(form, name) : undefined,
    ]),
  );
  const result = schema.safeParse(raw);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, fieldErrors: fieldErrorsOf(result.error) };
}

/**
 * The type of a failure's field messages: plain strings (ids or the console's English) unless
 * the action passes a formatted-later `Message`, so pages that never get one keep `string`.
 */
type FieldTextOf<Fields> = [Exclude<Fields[keyof Fields], undefined>] extends [
  never,
]
  ? string
  : Exclude<Fields[keyof Fields], undefined>;

/** An action answer that re-renders the form: 400 for the visitor's mistakes, 429 when throttled. */
export function formFailure<
  Extra extends object,
  Fields extends FieldMessages = Record<string, string>,
>(
  extra: Extra,
  failure: {
    fieldErrors?: Fields;
    toast?: Toast;
    values?: Record<string, string>;
    status?: number;
    headers?: HeadersInit;
  },
) {
  const body: FormResult<Toast["title"], FieldTextOf<Fields>> & Extra = {
    ...extra,
    ok: false,
    fieldErrors: (failure.fieldErrors ?? {}) as Record<
      string,
      FieldTextOf<Fields>
    >,
    ...(failure.toast ? { toast: failure.toast } : {}),
    values: failure.values ?? {},
  };
  return data(body, {
    status: failure.status ?? 400,
    headers: failure.headers,
  });
}

export function formSuccess<Extra extends object>(
  extra: Extra,
  toast?: Toast,
  headers?: HeadersInit,
  values?: Record<string, string>,
) {
  const body: FormResult & Extra = {
    ...extra,
    ok: true,
    fieldErrors: {},
    ...(toast ? { toast } : {}),
    values: values ?? {},
  };
  return data(body, { headers });
}

/** better-auth's error code, when the error is one of its API errors. */
export function authErrorCode(error: unknown): string | null {
  if (!isAPIError(error)) return null;
  const code = (error.body as { code?: unknown } | undefined)?.code;
  return typeof code === "string" ? code : "UNKNOWN";
}

/**
 * Answers no sooner than `floorMs` after `startedAt`, so an answer that does more work for an
 * existing account (queue an e-mail, hash) takes as long as one for an unknown address.
 */
export async function holdUntil(
  startedAt: number,
  floorMs: number,
): Promise<void> {
  const wait = startedAt + floorMs - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}
