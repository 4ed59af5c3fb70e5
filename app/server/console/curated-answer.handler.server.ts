import { data, redirect, type RouterContextProvider } from "react-router";
import { fieldErrorsOf } from "~/domain/auth/auth-forms";
import {
  curatedAnswerFormSchema,
  type CuratedAnswerInput,
} from "~/domain/chat/curated-answer-form";
import {
  UNANSWERED_PATH,
  answerPath,
  unansweredDaysOf,
} from "~/domain/console/assistant-knowledge";
import { isLocale } from "~/i18n/locale";
import type { Toast } from "~/domain/forms/form-result";
import type { Route as EditRoute } from "../../routes/console/+types/curated-answer-page";
import type { Route as NewRoute } from "../../routes/console/+types/curated-answer-new";
import {
  accountFormOf,
  formFailure,
  textField,
} from "../auth/account-form.server";
import { setFlashToast } from "../http/flash-toast.server";
import { isUuid, notFound } from "../http/not-found-response.server";
import { CONSOLE_HEADERS } from "./console-frame.server";
import { requireContentStaff } from "./console-guard.server";
import type { ContentScope } from "./staff-scope.server";
import { citePathError } from "./curated-answer-pages.server";
import {
  unsafeCreateCuratedAnswer,
  unsafeReadCuratedAnswer,
  unsafeSetCuratedAnswerStatus,
  unsafeUpdateCuratedAnswer,
} from "./unsafe-curated-answers.server";
import { unsafeFindUnansweredGroup } from "./unsafe-unanswered-questions.server";

/**
 * The curated-answer form's pages (decision 057): /lead_admin/assistant/new (blank, or
 * prefilled from an unanswered-questions group: `?group=<key>&days=<period>`) and
 * /lead_admin/assistant/:answerId (edit, retire, restore). Plain form posts; the shared zod
 * schema checks the fields, then the server checks the cite path against the site's pages.
 */

const FIELDS = [
  "locale",
  "question",
  "phrasings",
  "answer",
  "citePath",
] as const;

async function redirectWith(to: string, toast: Toast) {
  const headers = new Headers(CONSOLE_HEADERS);
  await setFlashToast(headers, toast);
  return redirect(to, { headers });
}

type Parsed =
  | { ok: true; input: CuratedAnswerInput }
  | {
      ok: false;
      fieldErrors: Record<string, string>;
      values: Record<string, string>;
    };

/** The form's fields checked: the shared schema, then the cite path against the site. */
async function parseAnswerForm(
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

function failed(
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

/** The new-answer page; from a group, the group's wording, other wordings and language. */
export async function newCuratedAnswerLoader({
  request,
  context,
}: NewRoute.LoaderArgs) {
  const { scope } = await requireContentStaff(request, context);
  const url = new URL(request.url);
  const key = url.searchParams.get("group");
  const days = unansweredDaysOf(url.searchParams.get("days"));
  const locale = url.searchParams.get("locale");
  if (!key)
    return data(
      {
        group: null,
        prefill: { locale: isLocale(locale) ? locale : "" },
      },
      { headers: CONSOLE_HEADERS },
    );
  const group = await unsafeFindUnansweredGroup(scope, days, key);
  if (!group)
    throw await redirectWith(`${UNANSWERED_PATH}?days=${days}`, {
      kind: "info",
      title: "Already dealt with",
      description:
        "Those questions were answered or dismissed meanwhile: nothing is left to answer.",
    });
  return data(
    {
      group: { key, days, count: group.count, question: group.question },
      prefill: {
        locale: group.locales[0] ?? "en",
        question: group.question,
        phrasings: group.otherWordings.join("\n"),
      },
    },
    { headers: CONSOLE_HEADERS },
  );
}

/**
 * Saves a new answer. From a group (`group` and `days` in the form), the group's questions as
 * they are now are resolved by it in the same transaction: the group leaves the list.
 */
export async function newCuratedAnswerAction({
  request,
  context,
}: NewRoute.ActionArgs) {
  const { scope } = await requireContentStaff(request, context);
  const form = accountFormOf(context);
  const key = textField(form, "group");
  const days = unansweredDaysOf(textField(form, "days"));
  const parsed = await parseAnswerForm(scope, context);
  if (!parsed.ok)
    return failed(
      parsed,
      "Answer not saved",
      key ? { group: key, days: String(days) } : {},
    );
  const group = key
    ? await unsafeFindUnansweredGroup(scope, days, key)
    : undefined;
  const { id, resolved } = await unsafeCreateCuratedAnswer(
    scope,
    parsed.input,
    group?.replyIds ?? [],
  );
  if (key)
    return redirectWith(`${UNANSWERED_PATH}?days=${days}`, {
      kind: "success",
      title: "Answer saved",
      description:
        resolved > 0
          ? `The assistant uses it from now on, and ${resolved} question${resolved === 1 ? " is" : "s are"} marked answered.`
          : "The assistant uses it from now on. Those questions had been dealt with meanwhile.",
    });
  return redirectWith(answerPath(id), {
    kind: "success",
    title: "Answer saved",
    description: "The assistant uses it from now on.",
  });
}

export async function curatedAnswerLoader({
  request,
  context,
  params,
}: EditRoute.LoaderArgs) {
  const { scope } = await requireContentStaff(request, context);
  if (!isUuid(params.answerId)) throw notFound();
  const answer = await unsafeReadCuratedAnswer(scope, params.answerId);
  if (!answer) throw notFound();
  return data({ answer }, { headers: CONSOLE_HEADERS });
}

/** The edit page's posts: `save`, `retire` and `restore`, each a plain form post. */
export async function curatedAnswerAction({
  request,
  context,
  params,
}: EditRoute.ActionArgs) {
  const { scope } = await requireContentStaff(request, context);
  if (!isUuid(params.answerId)) throw notFound();
  const id = params.answerId;
  const intent = textField(accountFormOf(context), "intent");
  if (intent === "retire" || intent === "restore") {
    const outcome = await unsafeSetCuratedAnswerStatus(
      scope,
      id,
      intent === "retire" ? "retired" : "active",
    );
    if (outcome.kind === "not-found") throw notFound();
    return redirectWith(answerPath(id), {
      kind: outcome.kind === "saved" ? "success" : "info",
      title:
        outcome.kind === "unchanged"
          ? intent === "retire"
            ? "Already retired"
            : "Already in use"
          : intent === "retire"
            ? "Answer retired"
            : "Answer restored",
      description:
        intent === "retire"
          ? "The assistant no longer uses it. Restore it to use it again."
          : "The assistant uses it again.",
    });
  }
  if (intent !== "save")
    return formFailure(
      {},
      {
        headers: CONSOLE_HEADERS,
        toast: {
          kind: "error",
          title: "Unknown action",
          description:
            "The form did not say what to change. Reload the page and try again.",
        },
      },
    );
  const parsed = await parseAnswerForm(scope, context);
  if (!parsed.ok) return failed(parsed, "Changes not saved");
  const outcome = await unsafeUpdateCuratedAnswer(scope, id, parsed.input);
  if (outcome.kind === "not-found") throw notFound();
  return redirectWith(answerPath(id), {
    kind: outcome.kind === "saved" ? "success" : "info",
    title: outcome.kind === "saved" ? "Changes saved" : "Nothing changed",
    description:
      outcome.kind === "saved"
        ? "The assistant uses the new wording from now on."
        : "The form held the answer as it was.",
  });
}
