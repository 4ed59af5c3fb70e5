import { data } from "react-router";
import {
  UNANSWERED_GROUPS_SHOWN,
  UNANSWERED_PATH,
  unansweredDaysOf,
} from "~/domain/console/assistant-knowledge";
import { canOpenSection } from "~/domain/console-sections";
import type { Toast } from "~/domain/forms/form-result";
import type { Route } from "../../routes/console/+types/unanswered-questions";
import { accountFormOf, textField } from "../auth/account-form.server";
import { redirectWithToast } from "../http/flash-toast.server";
import { CONSOLE_HEADERS } from "./console-frame.server";
import { requireContentStaff } from "./console-guard.server";
import {
  groupView,
  unsafeDismissGroup,
  unsafeFindUnansweredGroup,
  unsafeUnansweredGroups,
} from "./unsafe-unanswered-questions.server";

/**
 * /lead_admin/assistant/unanswered (admins and editors): the open questions the assistant could
 * not answer over `?days=` (30 by default), grouped by wording, the largest groups first.
 */
export async function unansweredQuestionsLoader({
  request,
  context,
}: Route.LoaderArgs) {
  const { scope, signedIn } = await requireContentStaff(request, context);
  const days = unansweredDaysOf(new URL(request.url).searchParams.get("days"));
  const { groups, questions } = await unsafeUnansweredGroups(scope, days);
  return data(
    {
      days,
      questions: questions.length,
      totalGroups: groups.length,
      groups: groups.slice(0, UNANSWERED_GROUPS_SHOWN).map(groupView),
      // Conversations are an admin's section: an editor sees the questions, not the links.
      canOpenConversations: canOpenSection(
        signedIn.profile.role,
        "conversations",
      ),
    },
    { headers: CONSOLE_HEADERS },
  );
}

async function backToList(days: number, toast: Toast) {
  return redirectWithToast(
    `${UNANSWERED_PATH}?days=${days}`,
    toast,
    CONSOLE_HEADERS,
  );
}

/** The page's one post: `intent=dismiss` a group (`group`, `days`), resolved without an answer. */
export async function unansweredQuestionsAction({
  request,
  context,
}: Route.ActionArgs) {
  const { scope } = await requireContentStaff(request, context);
  const form = accountFormOf(context);
  const days = unansweredDaysOf(textField(form, "days"));
  const key = textField(form, "group");
  const group =
    textField(form, "intent") === "dismiss" && key
      ? await unsafeFindUnansweredGroup(scope, days, key)
      : undefined;
  const dismissed = group ? await unsafeDismissGroup(scope, group) : 0;
  if (dismissed === 0)
    return backToList(days, {
      kind: "info",
      title: "Nothing to dismiss",
      description:
        "Those questions were answered or dismissed meanwhile: nothing changed.",
    });
  return backToList(days, {
    kind: "success",
    title: "Questions dismissed",
    description: `${dismissed} question${dismissed === 1 ? "" : "s"} like "${group!.question}" left the list without an answer.`,
  });
}
