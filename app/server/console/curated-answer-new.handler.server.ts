/**
 * /lead_admin/assistant/new (decision 057): a blank answer, one prefilled from an
 * unanswered-questions group (`?group=<key>&days=<period>`), or one prefilled with a question
 * and its language (`?question=…&locale=en|fr`: a site search that found nothing, from the
 * Site search section).
 */
import { data } from "react-router";
import {
  UNANSWERED_PATH,
  answerPath,
  unansweredDaysOf,
} from "~/domain/console/assistant-knowledge";
import { CURATED_QUESTION_MAX } from "~/domain/chat/curated-answer";
import { isLocale } from "~/i18n/locale";
import type { Route } from "../../routes/console/+types/curated-answer-new";
import { accountFormOf, textField } from "../auth/account-form.server";
import { CONSOLE_HEADERS } from "./console-frame.server";
import { requireContentStaff } from "./console-guard.server";
import {
  failed,
  parseAnswerForm,
  redirectWith,
} from "./curated-answer-form.server";
import { unsafeCreateCuratedAnswer } from "./unsafe-curated-answers.server";
import { unsafeFindUnansweredGroup } from "./unsafe-unanswered-questions.server";

/** The new-answer page; from a group, the group's wording, other wordings and language. */
export async function curatedAnswerNewLoader({
  request,
  context,
}: Route.LoaderArgs) {
  const { scope } = await requireContentStaff(request, context);
  const url = new URL(request.url);
  const key = url.searchParams.get("group");
  const days = unansweredDaysOf(url.searchParams.get("days"));
  const locale = url.searchParams.get("locale");
  if (!key) {
    // Only a starting point: the form checks the question as it checks anything typed.
    const question = (url.searchParams.get("question") ?? "")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, CURATED_QUESTION_MAX);
    return data(
      {
        group: null,
        prefill: {
          locale: isLocale(locale) ? locale : "",
          ...(question ? { question } : {}),
        },
      },
      { headers: CONSOLE_HEADERS },
    );
  }
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
export async function curatedAnswerNewAction({
  request,
  context,
}: Route.ActionArgs) {
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
