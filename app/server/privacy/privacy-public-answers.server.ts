import { data, type RouterContextProvider } from "react-router";
import { PRIVACY_REQUEST_FIELDS } from "~/domain/privacy/privacy-request-form";
import { formText } from "~/i18n/form-text";
import type { Locale } from "~/i18n/locale";
import { message, type Message } from "~/i18n/message";
import { postedFormOf } from "../http/request-context.server";
import { logNotFound } from "../not-found.server";

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
export function addressThrottledAnswer(wait: number) {
  return privacyAnswer(
    429,
    { formError: message("privacy.request.form.tooManyForAddress") },
    { "Retry-After": String(wait) },
  );
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
