import { data, type RouterContextProvider } from "react-router";
import type { Message } from "~/i18n/message";
import { requestInfoContext } from "../http/request-context.server";
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

/** The posted form's fields, or the page's answer to a body the edge refused. */
export function postedForm(
  context: Readonly<RouterContextProvider>,
  keep: (values: Record<string, unknown>) => Record<string, string>,
):
  | { kind: "form"; formData: FormData }
  | { kind: "refused"; answer: ReturnType<typeof privacyAnswer> } {
  const body = context.get(requestInfoContext).body;
  if (body?.kind === "form") return { kind: "form", formData: body.formData };
  const refusal = body?.kind === "refused" ? body.refusal : null;
  return {
    kind: "refused",
    answer: privacyAnswer(
      refusal?.status ?? 400,
      {
        formError: refusal?.said ?? refusal?.formErrors[0] ?? null,
        values: keep(refusal?.values ?? {}),
      },
      refusal?.headers,
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
