import { data } from "react-router";
import { isOpenPrivacyRequest } from "~/domain/privacy/privacy-enums";
import { DEFAULT_RECOURSE_TEXT } from "~/domain/privacy/privacy-recourse";
import {
  completeFormSchema,
  eraseFormSchema,
  extendFormSchema,
  refuseFormSchema,
} from "~/domain/privacy/privacy-queue";
import type { Route } from "../../routes/privacy/+types/privacy-request-page";
import {
  formFailure,
  accountFormOf,
  parseForm,
} from "../auth/account-form.server";
import { CONSOLE_HEADERS } from "../console/console-frame.server";
import { requireStaff } from "../console/console-guard.server";
import { redirectWithToast } from "../http/flash-toast.server";
import { getAppServices, getDb } from "../services.server";
import {
  executeErasure,
  isErasureBlocked,
  previewErasure,
} from "./privacy-erasure.server";
import { createPrivacyExport } from "./privacy-export.server";
import {
  unsafeAnswerPrivacyRequest,
  unsafeDeliverPrivacyExport,
  unsafeExtendPrivacyRequest,
  unsafePrivacyRequest,
  unsafeStartPrivacyRequest,
  type StepOutcome,
} from "./unsafe-privacy-requests.server";
import { isUuid } from "../http/not-found-response.server";

/**
 * /lead_admin/privacy/requests/<id> (admins, decision 072): one request, its clock and history,
 * and the steps that answer it — start, extend (once, before the first due date, e-mailed),
 * prepare the export (access, portability), erase (erasure, after a preview), answer or refuse.
 */

function notFound(): never {
  throw data(null, { status: 404, headers: CONSOLE_HEADERS });
}

export async function privacyRequestPageLoader({
  request,
  params,
  context,
}: Route.LoaderArgs) {
  const { scope } = await requireStaff(request, context);
  if (!isUuid(params.requestId)) notFound();
  const detail = await unsafePrivacyRequest(scope, params.requestId);
  if (!detail) notFound();
  const erasurePreview =
    detail.kind === "erasure" && isOpenPrivacyRequest(detail.status)
      ? await previewErasure(scope.db, { email: detail.email })
      : null;
  return data(
    {
      detail,
      erasurePreview,
      defaultRecourse: DEFAULT_RECOURSE_TEXT[detail.language],
    },
    { headers: CONSOLE_HEADERS },
  );
}

export async function privacyRequestPageAction({
  request,
  params,
  context,
}: Route.ActionArgs) {
  const { scope } = await requireStaff(request, context);
  if (!isUuid(params.requestId)) notFound();
  const id = params.requestId;
  const here = `/lead_admin/privacy/requests/${id}`;
  const form = accountFormOf(context);
  const refuse = (
    title: string,
    description: string,
    status: number,
    fieldErrors?: Record<string, string>,
  ) =>
    formFailure(
      {},
      {
        status,
        headers: CONSOLE_HEADERS,
        fieldErrors,
        values: Object.fromEntries(
          ["reason", "outcome", "recourse"].flatMap((name) => {
            const value = form.get(name);
            return typeof value === "string" ? [[name, value]] : [];
          }),
        ),
        toast: { kind: "error", title, description },
      },
    );
  const done = (outcome: StepOutcome, title: string, description: string) => {
    if (outcome.status === "not-found") notFound();
    if (outcome.status === "refused")
      return refuse("Nothing changed", outcome.reason, 409);
    return redirectWithToast(
      here,
      { kind: "success", title, description },
      CONSOLE_HEADERS,
    );
  };

  switch (form.get("intent")) {
    case "start":
      return done(
        await unsafeStartPrivacyRequest(scope, id),
        "Work started",
        "You are named as the person handling this request.",
      );
    case "extend": {
      const parsed = parseForm(extendFormSchema, form, ["reason"]);
      if (!parsed.ok)
        return refuse(
          "Not extended",
          "Check the reason.",
          400,
          parsed.fieldErrors,
        );
      return done(
        await unsafeExtendPrivacyRequest(scope, id, parsed.value.reason),
        "Deadline extended",
        "The person has been e-mailed the reason and the new date.",
      );
    }
    case "complete": {
      const parsed = parseForm(completeFormSchema, form, ["outcome"]);
      if (!parsed.ok)
        return refuse(
          "Not answered",
          "Check the answer.",
          400,
          parsed.fieldErrors,
        );
      return done(
        await unsafeAnswerPrivacyRequest(scope, id, {
          kind: "completed",
          outcome: parsed.value.outcome,
        }),
        "Request completed",
        "The person has been e-mailed your answer.",
      );
    }
    case "refuse": {
      const parsed = parseForm(refuseFormSchema, form, ["reason", "recourse"]);
      if (!parsed.ok)
        return refuse(
          "Not refused",
          "Check the reason and the recourse.",
          400,
          parsed.fieldErrors,
        );
      return done(
        await unsafeAnswerPrivacyRequest(scope, id, {
          kind: "refused",
          reason: parsed.value.reason,
          recourse: parsed.value.recourse,
        }),
        "Request refused",
        "The person has been e-mailed the reason and their recourse.",
      );
    }
    case "export": {
      const detail = await unsafePrivacyRequest(scope, id);
      if (!detail) notFound();
      if (detail.kind !== "access" && detail.kind !== "portability")
        return refuse(
          "No export",
          "Only an access or portability request is answered with an export.",
          409,
        );
      if (!isOpenPrivacyRequest(detail.status))
        return refuse("No export", "This request is not open.", 409);
      await createPrivacyExport(getDb(), { requestId: id });
      return done(
        await unsafeDeliverPrivacyExport(
          scope,
          id,
          getAppServices().env.publicUrl,
        ),
        "Export sent",
        "The person has been e-mailed a download link (7 days, with a fresh code).",
      );
    }
    case "erase": {
      const parsed = parseForm(eraseFormSchema, form, ["confirm"]);
      if (!parsed.ok)
        return refuse(
          "Nothing erased",
          "Tick the box to confirm.",
          400,
          parsed.fieldErrors,
        );
      const detail = await unsafePrivacyRequest(scope, id);
      if (!detail) notFound();
      if (detail.kind !== "erasure" || !isOpenPrivacyRequest(detail.status))
        return refuse(
          "Nothing erased",
          "Only an open erasure request can erase data.",
          409,
        );
      try {
        const report = await executeErasure(getDb(), {
          requestId: id,
          email: detail.email,
          userId: detail.portalUserId,
          secret: getAppServices().env.authSecret,
          actorEmail: scope.actor.email,
        });
        const removed = report.steps.reduce(
          (n, s) => n + (s.action === "keep" ? 0 : s.rows),
          0,
        );
        return redirectWithToast(
          here,
          {
            kind: "success",
            title: "Data erased",
            description: `${removed.toLocaleString("en-GB")} rows and ${report.files} files removed or anonymised. Now send the person your answer.`,
          },
          CONSOLE_HEADERS,
        );
      } catch (error) {
        if (isErasureBlocked(error))
          return refuse("Nothing erased", error.message, 409);
        throw error;
      }
    }
    default:
      return refuse("Unknown action", "Reload the page and try again.", 400);
  }
}
