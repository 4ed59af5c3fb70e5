import { data } from "react-router";
import { curatedAnswerFiltersSchema } from "~/domain/chat/curated-answer-form";
import type { Route } from "../../routes/console/+types/assistant-knowledge";
import { CONSOLE_HEADERS } from "./console-frame.server";
import { requireContentStaff } from "./console-guard.server";
import { unsafeListCuratedAnswers } from "./unsafe-curated-answers.server";
import { unsafeCountUnansweredQuestions } from "./unsafe-unanswered-questions.server";
import { DEFAULT_UNANSWERED_DAYS } from "~/domain/console/assistant-knowledge";

/**
 * /lead_admin/assistant (admins and editors): the answers staff taught the assistant, filtered
 * by language, status (active by default) and words, with how many open unanswered questions
 * wait in the default period (the link to them says so).
 */
export async function assistantKnowledgeLoader({
  request,
  context,
}: Route.LoaderArgs) {
  const { scope } = await requireContentStaff(request, context);
  const url = new URL(request.url);
  const filters = curatedAnswerFiltersSchema.parse(
    Object.fromEntries(url.searchParams),
  );
  const [list, unanswered] = await Promise.all([
    unsafeListCuratedAnswers(scope, filters),
    unsafeCountUnansweredQuestions(scope, DEFAULT_UNANSWERED_DAYS),
  ]);
  return data(
    {
      filters: {
        locale: filters.locale ?? "all",
        status: filters.status,
        q: filters.q,
      },
      answers: list.answers,
      total: list.total,
      unanswered,
    },
    { headers: CONSOLE_HEADERS },
  );
}
