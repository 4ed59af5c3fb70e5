import { data } from "react-router";
import { answerPath } from "~/domain/console/assistant-knowledge";
import type { Route } from "../../routes/console/+types/curated-answer-page";
import { accountFormOf, textField } from "../auth/account-form.server";
import { isUuid, notFound } from "../http/not-found-response.server";
import { CONSOLE_HEADERS, unknownConsoleAction } from "./console-frame.server";
import { requireContentStaff } from "./console-guard.server";
import {
  failed,
  parseAnswerForm,
  redirectWith,
} from "./curated-answer-form.server";
import {
  unsafeReadCuratedAnswer,
  unsafeSetCuratedAnswerStatus,
  unsafeUpdateCuratedAnswer,
} from "./unsafe-curated-answers.server";

/** /lead_admin/assistant/:answerId (decision 057): an answer's page, to edit, retire or restore it. */
export async function curatedAnswerPageLoader({
  request,
  context,
  params,
}: Route.LoaderArgs) {
  const { scope } = await requireContentStaff(request, context);
  if (!isUuid(params.answerId)) throw notFound();
  const answer = await unsafeReadCuratedAnswer(scope, params.answerId);
  if (!answer) throw notFound();
  return data({ answer }, { headers: CONSOLE_HEADERS });
}

/** The edit page's posts: `save`, `retire` and `restore`, each a plain form post. */
export async function curatedAnswerPageAction({
  request,
  context,
  params,
}: Route.ActionArgs) {
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
  if (intent !== "save") return unknownConsoleAction();
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
