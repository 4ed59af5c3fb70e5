import { GET_STARTED_STEP_COUNT } from "~/domain/forms/lead-forms";
import type { Route } from "../../routes/analytics/+types/funnel-beacon";
import { requestInfoContext } from "../http/request-context.server";
import { getAppServices } from "../services.server";
import { leadVisitOf, recordGetStartedStep } from "./lead-attribution.server";

const GET_STARTED_PAGES = new Set(["/get-started", "/fr/get-started"]);

const answer = (status: number, error?: string) =>
  new Response(error ? JSON.stringify({ error }) : null, {
    status,
    headers: {
      "Cache-Control": "no-store",
      ...(error ? { "Content-Type": "application/json" } : {}),
    },
  });

/**
 * POST /api/analytics/funnel — the get-started form's step beacon (app/enhance/get-started.ts):
 * `step` reached on `page`. 204 when recorded (or not counted: a program, someone signed in),
 * 400 for anything that is not a step of that form. The body was read, size-limited and
 * rate-limited by the HTTP layer.
 */
export function funnelBeaconAction({ request, context }: Route.ActionArgs) {
  const info = context.get(requestInfoContext);
  if (info.body?.kind === "refused")
    return answer(info.body.refusal.status, "refused");
  if (info.body?.kind !== "form")
    return answer(400, "Send a form body with step and page.");
  const step = Number(info.body.formData.get("step"));
  const page = info.body.formData.get("page");
  if (
    !Number.isInteger(step) ||
    step < 2 ||
    step > GET_STARTED_STEP_COUNT ||
    typeof page !== "string" ||
    !GET_STARTED_PAGES.has(page)
  )
    return answer(
      400,
      `step must be a whole number from 2 to ${GET_STARTED_STEP_COUNT} and page a get-started page.`,
    );
  recordGetStartedStep(
    getAppServices().analytics,
    leadVisitOf(request, info.clientIp),
    step,
    page,
  );
  return answer(204);
}
