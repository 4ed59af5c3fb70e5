import { type RouterContextProvider } from "react-router";
import { fieldErrorsOf } from "~/domain/forms/field-errors";
import {
  curatedAnswerFormSchema,
  type CuratedAnswerInput,
} from "~/domain/chat/curated-answer-form";
import type { Toast } from "~/domain/forms/form-result";
import {
  accountFormOf,
  formFailure,
  textField,
} from "../auth/account-form.server";
import { redirectWithToast } from "../http/flash-toast.server";
import { CONSOLE_HEADERS } from "./console-frame.server";
import type { ContentScope } from "./staff-scope.server";
import { citePathError } from "./curated-answer-pages.server";

/**
 * What the curated-answer form's two pages share (decision 057): /lead_admin/assistant/new
 * (curated-answer-new.handler.server.ts) and /lead_admin/assistant/:answerId
 * (curated-answer-page.handler.server.ts). Plain form posts; the shared zod schema checks the
 * fields, then the server checks the cite path against the site's pages.
 */

const FIELDS = [
  "locale",
  "question",
  "phrasings",
  "answer",
  "citePath",
] as const;

export async function redirectWith(to: string, toast: Toast) {
  return redirectWithToast(to, toast, CONSOLE_HEADERS);
}

type Parsed =
  | { ok: true; input: CuratedAnswerInput }
  | {
      ok: false;
      fieldErrors: Record<string, string>;
      values: Record<string, string>;
    };

/** The form's fields checked: the shared schema, then the cite path against the site. */
export async function parseAnswerForm(
  scope: ContentScope,
  context: Readonly<RouterContextProvider>,
): Promise<Parsed> {
  const form = accountFormOf(context);
  const values = Object.fromEntries(
    FIELDS.map((name) => [name, textField(form, name)]),
  );
  const parsed = curatedAnswerFormSchema.safeParse(values);
  if (!parsed.success)
    return { ok: false, fieldErrors: fieldErrorsOf(parsed.error), values };
  const input = parsed.data;
  if (input.citePath) {
    const error = await citePathError(scope.db, input.locale, input.citePath);
    if (error) return { ok: false, fieldErrors: { citePath: error }, values };
  }
  return { ok: true, input };
}

export function failed(
  parsed: Extract<Parsed, { ok: false }>,
  title: string,
  extra: Record<string, string> = {},
) {
  return formFailure(
    { intent: "save" },
    {
      headers: CONSOLE_HEADERS,
      fieldErrors: parsed.fieldErrors,
      values: { ...parsed.values, ...extra },
      toast: {
        kind: "error",
        title,
        description: Object.values(parsed.fieldErrors)[0] ?? "Check the form.",
      },
    },
  );
}
