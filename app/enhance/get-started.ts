import {
  GET_STARTED_PROGRESS,
  GET_STARTED_THANK_YOU_ID,
  INCOMPLETE_STEP,
} from "~/domain/forms/lead-form-catalog";
import {
  GET_STARTED_STEP_COUNT,
  leadFormSchemas,
} from "~/domain/forms/lead-forms";
import { FUNNEL_BEACON_PATH } from "~/domain/analytics/analytics-enums";
import { documentLocale } from "./document-locale";
import { createLeadForm, type FormControl } from "./lead-form";
import { showToast } from "./toast";

/**
 * The getting-started form in the browser: Next checks only the current step
 * with that step's schema and moves on without a request; Previous goes back; the
 * progress text, percentage and bar follow; focus goes to the new step's first field.
 * Step 3 sends the whole form like every lead form and reveals the thank-you step.
 * The server renders every step (the others hidden), so nothing here builds markup.
 */
export function enhance(form: HTMLElement): void {
  if (!(form instanceof HTMLFormElement)) return;
  const fieldsets = [
    ...form.querySelectorAll<HTMLFieldSetElement>("fieldset[data-step]"),
  ];
  const stepInput = form.querySelector<HTMLInputElement>("input[name=step]");
  const primary = form.querySelector<HTMLButtonElement>("[data-step-primary]");
  const previous = form.querySelector<HTMLButtonElement>(
    "[data-step-previous]",
  );
  if (
    fieldsets.length !== GET_STARTED_STEP_COUNT ||
    !stepInput ||
    !primary ||
    !previous
  )
    return;

  const locale = documentLocale();
  const stepSchemas = leadFormSchemas(locale).getStartedSteps;
  let step = clampStep(Number(stepInput.value));
  /** The "fill in all required fields" toast, taken away once the step is complete. */
  let dismissIncomplete = () => {};

  function stepFields(n: number): string[] {
    return Object.keys(stepSchemas[n - 1]!.shape);
  }

  const showStep = (n: number, { focus }: { focus: boolean }): void => {
    dismissIncomplete();
    step = clampStep(n);
    stepInput.value = String(step);
    fieldsets.forEach(
      (fieldset, index) => (fieldset.hidden = index + 1 !== step),
    );
    const last = step === GET_STARTED_STEP_COUNT;
    const percent = Math.round((step / GET_STARTED_STEP_COUNT) * 100);
    const title =
      fieldsets[step - 1]!.querySelector("legend")?.textContent ?? "";
    setText(
      form,
      "[data-step-status]",
      GET_STARTED_PROGRESS[locale].status(step, GET_STARTED_STEP_COUNT, title),
    );
    setText(
      form,
      "[data-step-percent]",
      GET_STARTED_PROGRESS[locale].percent(percent),
    );
    form
      .querySelector("[data-step-progress]")
      ?.setAttribute("aria-valuenow", String(percent));
    const bar = form.querySelector<HTMLElement>("[data-step-bar]");
    if (bar) bar.style.width = `${percent}%`;
    // The no-JavaScript addresses stay right, in case the enhancer's request path is bypassed.
    if (last) primary.removeAttribute("formaction");
    else primary.setAttribute("formaction", "?intent=next");
    primary.querySelector<HTMLElement>('[data-label="next"]')!.hidden = last;
    primary.querySelector<HTMLElement>('[data-label="submit"]')!.hidden = !last;
    previous.hidden = step === 1;
    if (focus)
      fieldsets[step - 1]!.querySelector<FormControl>(
        "input:not([type=hidden]), select, textarea",
      )?.focus();
  };

  const controller = createLeadForm(form, {
    interceptSubmit(submitter) {
      if (submitter === previous) {
        showStep(step - 1, { focus: true });
        return true;
      }
      if (step === GET_STARTED_STEP_COUNT) return false; // the final submission
      const errors =
        controller?.check(stepFields(step), stepSchemas[step - 1]) ?? {};
      if (Object.keys(errors).length) {
        dismissIncomplete();
        dismissIncomplete = showToast({
          ...INCOMPLETE_STEP[locale],
          variant: "error",
        });
        controller?.focusFirstError(errors);
        return true;
      }
      showStep(step + 1, { focus: true });
      reportStep(step);
      return true;
    },
    reveal(control) {
      const index = fieldsets.findIndex((fieldset) =>
        fieldset.contains(control),
      );
      if (index !== -1 && index + 1 !== step)
        showStep(index + 1, { focus: false });
    },
    afterSuccess(details) {
      // Our own booking picker (docs/booking.md): the thank-you step is /book for this request.
      if (details.bookingPath?.startsWith("/")) {
        location.assign(details.bookingPath);
        return;
      }
      const thankYou = document.getElementById(GET_STARTED_THANK_YOU_ID);
      if (!thankYou) return;
      const name = thankYou.querySelector("[data-first-name]");
      if (name)
        name.textContent = details.firstName ? `, ${details.firstName}` : "";
      form.hidden = true;
      thankYou.hidden = false;
      // The whole step in view (under the sticky header, app.css scroll-padding), its heading focused.
      thankYou.scrollIntoView({ block: "start" });
      thankYou
        .querySelector<HTMLElement>("h2[tabindex]")
        ?.focus({ preventScroll: true });
    },
  });
  if (!controller) return;
  showStep(step, { focus: false });
}

/**
 * Tells the server's analytics a step was reached (the page posts each step itself without
 * JavaScript): a beacon, so it never holds the form up, and carries no identifier.
 */
function reportStep(step: number): void {
  navigator.sendBeacon?.(
    FUNNEL_BEACON_PATH,
    new URLSearchParams({ step: String(step), page: location.pathname }),
  );
}

function clampStep(n: number): number {
  return Number.isInteger(n)
    ? Math.min(Math.max(n, 1), GET_STARTED_STEP_COUNT)
    : 1;
}

function setText(root: ParentNode, selector: string, text: string): void {
  const element = root.querySelector(selector);
  if (element) element.textContent = text;
}
