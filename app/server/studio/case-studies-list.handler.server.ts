import { data } from "react-router";
import {
  caseStudyListParamsOf,
  studioRowForPage,
} from "~/domain/studio/studio-list";
import type { Toast } from "~/domain/forms/form-result";
import type { Route } from "../../routes/studio/+types/case-studies-list";
import {
  accountFormOf,
  formFailure,
  formSuccess,
  textField,
} from "../auth/account-form.server";
import { CONSOLE_HEADERS } from "../console/console-frame.server";
import { requireContentStaff } from "../console/console-guard.server";
import { redirectWithToast } from "../http/flash-toast.server";
import { isUuid } from "../http/not-found-response.server";
import { listStudioCaseStudies } from "./case-study-list.server";
import {
  moveCaseStudy,
  reorderCaseStudies,
  type ReorderOutcome,
} from "./case-study-order.server";

const LIST_PATH = "/lead_admin/case-studies";

/** /lead_admin/case-studies: every case study in the order /projects shows them. */
export async function caseStudiesListLoader({
  request,
  context,
}: Route.LoaderArgs) {
  const { scope } = await requireContentStaff(request, context);
  const params = caseStudyListParamsOf(new URL(request.url).searchParams);
  const rows = await listStudioCaseStudies(scope, params);
  return data(
    {
      params,
      rows: rows.map(studioRowForPage),
    },
    { headers: CONSOLE_HEADERS },
  );
}

const LIST_CHANGED: Toast = {
  kind: "error",
  title: "Order not changed: the list changed meanwhile",
  description:
    "Someone added or removed a case study while you were reordering. The list now shows the current order: move the row again.",
};

function failure(toast: Toast, status = 400) {
  return formFailure({}, { toast, status, headers: CONSOLE_HEADERS });
}

/**
 * The order: `move` (one row up or down: a plain post, answered with a redirect and a toast)
 * and `reorder` (the whole order after a drag, posted by the browser and answered as data).
 */
export async function caseStudiesListAction({
  request,
  context,
}: Route.ActionArgs) {
  const { scope } = await requireContentStaff(request, context);
  const form = accountFormOf(context);
  const intent = textField(form, "intent");
  let outcome: ReorderOutcome;
  if (intent === "move") {
    const id = textField(form, "id");
    const direction = textField(form, "direction");
    if (!isUuid(id) || (direction !== "up" && direction !== "down"))
      return failure({
        kind: "error",
        title: "Order not changed",
        description: "Use a row’s Move up or Move down button.",
      });
    outcome = await moveCaseStudy(scope, id, direction);
  } else if (intent === "reorder") {
    const ids = form.getAll("ids").map(String);
    if (ids.length === 0 || !ids.every(isUuid))
      return failure({
        kind: "error",
        title: "Order not changed",
        description: "Drag a row to its new place, or use its Move buttons.",
      });
    outcome = await reorderCaseStudies(scope, ids);
  } else {
    return failure({
      kind: "error",
      title: "Unknown action",
      description: "Reload the page and try again.",
    });
  }
  if (outcome.kind === "list-changed") return failure(LIST_CHANGED, 409);
  if (outcome.kind === "not-found")
    return failure(
      {
        kind: "error",
        title: "Order not changed",
        description:
          "That case study is no longer in the list: it may have been removed.",
      },
      404,
    );
  const toast: Toast =
    outcome.kind === "reordered"
      ? {
          kind: "success",
          title: "Order saved",
          description: `The case study is now at position ${outcome.position}. /projects shows the published ones in this order.`,
        }
      : {
          kind: "info",
          title: "Order unchanged",
          description: "The case study is already in that place.",
        };
  if (intent === "reorder")
    return formSuccess({ reordered: true }, toast, CONSOLE_HEADERS);
  return redirectWithToast(LIST_PATH, toast, CONSOLE_HEADERS);
}
