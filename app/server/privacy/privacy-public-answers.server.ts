import { data, type RouterContextProvider } from "react-router";
import { formValues, validateForm } from "~/domain/forms/validate-form";
import {
  PRIVACY_REQUEST_FIELDS,
  privacyCodeSchema,
} from "~/domain/privacy/privacy-request-form";
import { formText } from "~/i18n/form-text";
import type { Locale } from "~/i18n/locale";
import { message, type Message } from "~/i18n/message";
import { postedFormOf } from "../http/request-context.server";
import { logNotFound } from "../not-found.server";
import { privacyAddressLimiter } from "./privacy-address-limit.server";

/**
 * What the public privacy pages' forms answer (decision 072): a status with the form's error
 * and the person's text kept; a refused body (too large, over its budget) is answered by the
 * page itself, its refusal read from the edge.
 */
export type PrivacyFormAnswer = {
  readonly fieldErrors: Record<string, string[]>;
  readonly formError: Message | string | null;
  readonly notice?: Message | null;
  readonly values: Record<string, string>;
};

export function privacyAnswer(
  status: number,
  body: Partial<PrivacyFormAnswer>,
  headers?: Record<string, string>,
) {
  return data<PrivacyFormAnswer>(
    { fieldErrors: {}, formError: null, values: {}, ...body },
    { status, headers },
  );
}

/** 429 while the address has had its share of codes: whichever link asked, it waits. */
function addressThrottledAnswer(wait: number) {
  return privacyAnswer(
    429,
    { formError: message("privacy.request.form.tooManyForAddress") },
    { "Retry-After": String(wait) },
  );
}

/** Null while the address may be sent another code, else the 429 that makes it wait. */
export async function addressLimitAnswer(email: string) {
  const wait = await privacyAddressLimiter().consume(email);
  return wait === null ? null : addressThrottledAnswer(wait);
}

/**
 * The code step's posted form, read alike on a request's page and an export's page: a fresh code
 * asked for, a code to check, or the answer to a refused body or to a code that is not six digits.
 * The caller answers a refused body first and an invalid code only once the link is known.
 */
export function postedCodeStep(
  locale: Locale,
  context: Readonly<RouterContextProvider>,
):
  | { kind: "refused"; answer: ReturnType<typeof privacyAnswer> }
  | { kind: "resend" }
  | { kind: "code"; code: string }
  | { kind: "invalid"; answer: ReturnType<typeof privacyAnswer> } {
  const posted = postedForm(context, () => ({}));
  if (posted.kind === "refused") return posted;
  const values = formValues(posted.formData);
  if (values[PRIVACY_REQUEST_FIELDS.intent] === "resend")
    return { kind: "resend" };
  const validation = validateForm(privacyCodeSchema(locale), values);
  if (!validation.ok)
    return {
      kind: "invalid",
      answer: privacyAnswer(400, { fieldErrors: validation.fieldErrors }),
    };
  return { kind: "code", code: validation.value.code };
}

/** 400 for a code that is not the one sent, saying how many tries are left. */
export function wrongCodeAnswer(locale: Locale, triesLeft: number) {
  return privacyAnswer(400, {
    fieldErrors: {
      [PRIVACY_REQUEST_FIELDS.code]: [
        formText(locale)("forms.error.privacy.codeWrong", { triesLeft }),
      ],
    },
  });
}

/** The posted form's fields, or the page's answer to a body the edge refused. */
export function postedForm(
  context: Readonly<RouterContextProvider>,
  keep: (values: Record<string, unknown>) => Record<string, string>,
):
  | { kind: "form"; formData: FormData }
  | { kind: "refused"; answer: ReturnType<typeof privacyAnswer> } {
  const posted = postedFormOf(context);
  if (posted.kind === "form") return posted;
  return {
    kind: "refused",
    answer: privacyAnswer(
      posted.status,
      { formError: posted.formError, values: keep(posted.values) },
      posted.headers,
    ),
  };
}

/** The site's ordinary 404: a guessed link learns nothing. */
export function privacyNotFound(
  request: Request,
  context: Readonly<RouterContextProvider>,
): never {
  logNotFound(request, context);
  throw data(null, { status: 404, headers: { "Cache-Control": "no-store" } });
}
