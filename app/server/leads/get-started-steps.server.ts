import { data } from "react-router";
import { INCOMPLETE_STEP } from "~/domain/forms/lead-form-catalog";
import type { LeadActionData } from "~/domain/forms/lead-form-response";
import {
  GET_STARTED_STEP_COUNT,
  leadFormSchemas,
} from "~/domain/forms/lead-forms";
import type { Locale } from "~/i18n/locale";
import {
  formValues,
  textValues,
  validateForm,
} from "~/domain/forms/validate-form";
import {
  leadVisitOf,
  recordGetStartedStep,
} from "../analytics/lead-attribution.server";
import { requestInfoContext } from "../http/request-context.server";
import { getAppServices } from "../services.server";
import { requestBodyOf, type LeadPostArgs } from "./lead-post.server";
import { toActionData } from "./lead-responses.server";

/**
 * The getting-started form's Next and Previous without JavaScript: nothing is stored; Next
 * validates only the current step and moves on, Previous just moves back. Values travel in
 * the form's fields (the other steps are hidden, not removed).
 */
export function moveGetStartedStep(
  { request, context }: LeadPostArgs,
  direction: "next" | "previous",
  locale: Locale,
) {
  // Read, rate-limited and size-limited by the HTTP layer like every form post.
  const body = requestBodyOf(context);
  if ("refused" in body) {
    const { refused } = body;
    return data<LeadActionData>(toActionData(refused), {
      status: refused.status,
      headers: refused.headers,
    });
  }
  const { formData } = body;
  const values = formValues(formData);
  const requested = Number(values.step);
  const step =
    Number.isInteger(requested) &&
    requested >= 1 &&
    requested <= GET_STARTED_STEP_COUNT
      ? requested
      : 1;
  const moved = (to: number): LeadActionData => ({
    values: textValues(values),
    fieldErrors: {},
    formErrors: [],
    step: to,
  });

  if (direction === "previous") return data(moved(Math.max(1, step - 1)));
  const validation = validateForm(
    leadFormSchemas(locale).getStartedSteps[step - 1]!,
    values,
  );
  if (!validation.ok) {
    return data<LeadActionData>(
      {
        ...moved(step),
        fieldErrors: validation.fieldErrors,
        formErrors: [
          `${INCOMPLETE_STEP[locale].title}. ${INCOMPLETE_STEP[locale].description}`,
        ],
      },
      { status: 400 },
    );
  }
  const next = Math.min(GET_STARTED_STEP_COUNT, step + 1);
  if (next > step) {
    const visit = leadVisitOf(
      request,
      context.get(requestInfoContext).clientIp,
    );
    recordGetStartedStep(
      getAppServices().analytics,
      visit,
      next,
      new URL(request.url).pathname,
    );
  }
  return data(moved(next));
}
