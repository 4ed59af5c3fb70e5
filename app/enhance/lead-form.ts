import type { z } from "zod";
import { readFirstTouch } from "~/components/forms/attribution";
import { trackingFieldNames, type FormKind } from "~/domain/forms/consent";
import {
  FORM_CONFIRMATION_ATTRIBUTE,
  formConfirmationClasses,
} from "~/domain/forms/form-confirmation";
import {
  isFormKind,
  leadFormCatalog,
  leadFormEndpoint,
} from "~/domain/forms/lead-form-catalog";
import {
  asLeadFormResponse,
  type FieldErrors,
  type LeadFormResponse,
} from "~/domain/forms/lead-form-response";
import {
  fieldIds,
  formErrorsId,
  formValues,
  validateForm,
} from "~/domain/forms/validate-form";
import type { Locale } from "~/i18n/locale";
import { documentLocale } from "./document-locale";
import { prepareToasts, showToast } from "./toast";

/**
 * A public lead form in the browser (data-enhance="lead-form"): the form's zod schema —
 * the server's — checks a field when it loses focus and again on every input after that,
 * and every field on submit; errors go into the slots the server rendered (linked by
 * aria-describedby) and focus moves to the first. A valid form is sent to
 * POST /api/forms/:form; the answer brings the spec's messages (a lasting confirmation in the
 * form, failures as toasts), the server's errors, or a fresh form token. Without this script
 * the same form posts to its page and still works.
 */

/** Dispatched on the <form> after a stored submission; bubbles (the careers dialog closes on it). */
export const LEAD_FORM_SUCCESS = "lead-form:success";
export type LeadFormSuccessDetail = {
  form: FormKind;
  details: Record<string, string>;
};

export type LeadFormOptions = {
  /** Runs first on every submit; return true when it handled it (e.g. a step change). */
  interceptSubmit?: (submitter: HTMLElement | null) => boolean;
  /** Makes a control visible before it takes focus (e.g. its hidden step). */
  reveal?: (control: FormControl) => void;
  /** Replaces the default after a stored submission (reset the form). */
  afterSuccess?: (details: Record<string, string>) => void;
};

export type FormControl =
  HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
export type LeadFormController = NonNullable<ReturnType<typeof createLeadForm>>;

export function enhance(element: HTMLElement): void {
  if (element instanceof HTMLFormElement) createLeadForm(element);
}

export function createLeadForm(
  form: HTMLFormElement,
  options: LeadFormOptions = {},
) {
  const kind = form.dataset.formKind;
  if (!isFormKind(kind) || form.dataset.enhanced === "true") return null;
  form.dataset.enhanced = "true";
  // The page's language: its messages here, and the server's (the form's hidden `locale` field).
  const locale = documentLocale();
  const schema: z.ZodType = leadFormCatalog[kind].schema(locale);
  const toasts = leadFormCatalog[kind].toasts[locale];
  // ?locale= lets the server answer in French even when it refuses before reading the body.
  const endpoint = localizedEndpoint(
    form.dataset.endpoint ?? leadFormEndpoint(kind),
    locale,
  );
  /** Fields judged at least once: from then on they are judged on every input. */
  const validated = new Set<string>();
  let pending = false;
  /** The last failure toast: a new attempt makes it old news. */
  let dismissFailure = () => {};
  prepareToasts();

  /** A visible field of this form: a control the server rendered with an error slot. */
  function isField(element: unknown): element is FormControl {
    return (
      (element instanceof HTMLInputElement ||
        element instanceof HTMLSelectElement ||
        element instanceof HTMLTextAreaElement) &&
      element.type !== "hidden" &&
      element.name !== "" &&
      element.id === fieldIds(form.id, element.name).id
    );
  }

  const fields = () => [...form.elements].filter(isField);

  /** Shows (or clears) a field's error; false when the form has no slot for it. */
  function showFieldError(name: string, message: string | undefined): boolean {
    const { id, errorId } = fieldIds(form.id, name);
    const control = form.querySelector(`[id="${CSS.escape(id)}"]`);
    const slot = form.querySelector(`[id="${CSS.escape(errorId)}"]`);
    if (!control || !slot) return false;
    slot.textContent = message ?? "";
    if (message) control.setAttribute("aria-invalid", "true");
    else control.removeAttribute("aria-invalid");
    return true;
  }

  function showFormErrors(messages: readonly string[]): void {
    const region = form.querySelector(
      `[id="${CSS.escape(formErrorsId(form.id))}"]`,
    );
    region?.replaceChildren(
      ...messages.map((message) => {
        const paragraph = document.createElement("p");
        paragraph.textContent = message;
        return paragraph;
      }),
    );
  }

  function errorsNow(against: z.ZodType = schema): FieldErrors {
    const result = validateForm(against, formValues(new FormData(form)));
    return result.ok ? {} : result.fieldErrors;
  }

  /** Judges `names` (by default with the whole form's schema), shows their errors, returns those errors. */
  function check(
    names: readonly string[],
    against: z.ZodType = schema,
  ): FieldErrors {
    const errors = errorsNow(against);
    const found: FieldErrors = {};
    for (const name of names) {
      validated.add(name);
      showFieldError(name, errors[name]?.[0]);
      if (errors[name]?.length) found[name] = errors[name];
    }
    return found;
  }

  function focusFirstError(errors: FieldErrors): void {
    const first = fields().find((control) => errors[control.name]?.length);
    if (!first) return;
    options.reveal?.(first);
    first.focus();
  }

  function fillAttribution(): void {
    for (const [name, value] of Object.entries(readFirstTouch())) {
      const input = form.elements.namedItem(name);
      if (value && input instanceof HTMLInputElement && input.type === "hidden")
        input.value = value;
    }
  }

  function setPending(on: boolean): void {
    pending = on;
    form.toggleAttribute("aria-busy", on);
    const button = form.querySelector<HTMLButtonElement>(
      "button[type=submit][data-pending-label]",
    );
    if (button) setButtonPending(button, on);
  }

  function body(): FormData | URLSearchParams {
    const data = new FormData(form);
    if (form.enctype === "multipart/form-data") return data;
    // Text-only forms travel url-encoded: smaller than multipart, and what the page post sends.
    return new URLSearchParams(
      [...data].filter(
        (entry): entry is [string, string] => typeof entry[1] === "string",
      ),
    );
  }

  async function post(): Promise<LeadFormResponse | null> {
    try {
      const response = await fetch(endpoint, {
        method: "POST",
        body: body(),
        headers: { Accept: "application/json" },
      });
      // A 5xx (or a proxy's HTML error page) is a failure whatever its body says.
      if (response.status >= 500) return null;
      return asLeadFormResponse(await response.json());
    } catch {
      return null; // offline, connection reset, not JSON
    }
  }

  /**
   * Takes the token the server handed back: after a stored lead (the next one from the reset
   * form must not share its token), or after an expired one (so sending again succeeds). Its
   * default too, so a later reset (the careers dialog resets on close) keeps the new one.
   */
  function adoptToken(formToken: string): void {
    const token = form.elements.namedItem(trackingFieldNames.token);
    if (token instanceof HTMLInputElement)
      token.value = token.defaultValue = formToken;
  }

  /** The confirmation the server renders after a post without JavaScript, if any is shown. */
  const shownConfirmation = () =>
    form.querySelector<HTMLElement>(`[${FORM_CONFIRMATION_ATTRIBUTE}]`);

  /**
   * The confirmation stays in the form, where the visitor was, until the next submission: a
   * toast alone was gone before it was read. It takes focus, which scrolls it into view and has
   * a screen reader read it (a status created with its text is not reliably announced).
   */
  function confirm(details: Record<string, string>): void {
    const { title, description } = toasts.success(details);
    const box = document.createElement("div");
    box.setAttribute("role", "status");
    box.setAttribute(FORM_CONFIRMATION_ATTRIBUTE, "");
    box.tabIndex = -1;
    box.className = formConfirmationClasses;
    const heading = document.createElement("p");
    heading.className = "font-semibold";
    heading.textContent = title;
    box.append(heading);
    if (description) {
      const body = document.createElement("p");
      body.textContent = description;
      box.append(body);
    }
    const old = shownConfirmation();
    if (old) old.replaceWith(box);
    else form.prepend(box);
    box.focus();
  }

  function succeed(details: Record<string, string>, formToken: string): void {
    if (options.afterSuccess) options.afterSuccess(details);
    else form.reset();
    adoptToken(formToken);
    form.dispatchEvent(
      new CustomEvent<LeadFormSuccessDetail>(LEAD_FORM_SUCCESS, {
        bubbles: true,
        detail: { form: kind as FormKind, details },
      }),
    );
    // A form that moves on by itself (the getting-started thank-you step) or that a dialog
    // closes on success cannot hold the confirmation: those keep the toast. After the event, so
    // a dialog that closes on it does not take the toast with it.
    if (options.afterSuccess || form.closest("dialog"))
      showToast({ ...toasts.success(details), variant: "success" });
    else confirm(details);
  }

  function refuse(
    fieldErrors: FieldErrors,
    formErrors: readonly string[],
  ): void {
    // An error for a field the form does not show (e.g. the dialog's fixed position) is the form's.
    const unplaced = Object.entries(fieldErrors)
      .filter(([name, messages]) => {
        validated.add(name);
        return !showFieldError(name, messages[0]);
      })
      .map(([, messages]) => messages[0] ?? "");
    const messages = [...formErrors, ...unplaced].filter(Boolean);
    showFormErrors(messages);
    if (messages.length)
      dismissFailure = showToast({
        title: toasts.failure.title,
        description: messages[0],
        variant: "error",
      });
    focusFirstError(fieldErrors);
  }

  /** Validates every field, then sends the form; the outcome shows as toasts and messages. */
  async function submit(): Promise<void> {
    dismissFailure();
    showFormErrors([]);
    shownConfirmation()?.remove();
    const errors = check(fields().map((control) => control.name));
    if (Object.keys(errors).length) {
      focusFirstError(errors);
      return;
    }
    fillAttribution();
    setPending(true);
    const answer = await post();
    setPending(false);
    if (!answer)
      dismissFailure = showToast({ ...toasts.failure, variant: "error" });
    else if (answer.ok) succeed(answer.details, answer.formToken);
    else {
      if (answer.formToken) adoptToken(answer.formToken);
      refuse(answer.fieldErrors, answer.formErrors);
    }
  }

  // Errors the server rendered (a post sent before this script ran) clear as the visitor types.
  for (const control of fields())
    if (control.getAttribute("aria-invalid") === "true")
      validated.add(control.name);

  form.addEventListener("focusout", (event) => {
    // Focus also leaves when a dialog holding the form closes: a form no longer shown judges nothing.
    if (isField(event.target) && form.getClientRects().length > 0)
      check([event.target.name]);
  });
  const revalidate = () => {
    if (!validated.size) return;
    const errors = errorsNow();
    for (const name of validated) showFieldError(name, errors[name]?.[0]);
  };
  form.addEventListener("input", revalidate);
  form.addEventListener("change", revalidate);
  // The careers dialog's Cancel (and any reset) starts the form over, messages included.
  form.addEventListener("reset", () => {
    validated.clear();
    for (const control of fields()) showFieldError(control.name, undefined);
    showFormErrors([]);
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (pending) return;
    if (
      options.interceptSubmit?.(
        event.submitter instanceof HTMLElement ? event.submitter : null,
      )
    )
      return;
    void submit();
  });

  return { form, check, focusFirstError, showFormErrors };
}

/** A disabled button that reads its pending label; focus stays on it once it is enabled again. */
function setButtonPending(button: HTMLButtonElement, on: boolean): void {
  const saved = pendingContent.get(button);
  if (on && !saved) {
    pendingContent.set(button, {
      nodes: [...button.childNodes],
      hadFocus: document.activeElement === button,
    });
    button.textContent = button.dataset.pendingLabel ?? "";
    button.disabled = true;
  } else if (!on && saved) {
    pendingContent.delete(button);
    button.replaceChildren(...saved.nodes);
    button.disabled = false;
    if (
      saved.hadFocus &&
      (document.activeElement === document.body ||
        document.activeElement === null)
    )
      button.focus();
  }
}

const pendingContent = new WeakMap<
  HTMLButtonElement,
  { nodes: ChildNode[]; hadFocus: boolean }
>();

/** The API address with the page's language for a French page; English pages' address is unchanged. */
export function localizedEndpoint(endpoint: string, locale: Locale): string {
  if (locale === "en") return endpoint;
  return `${endpoint}${endpoint.includes("?") ? "&" : "?"}locale=${locale}`;
}
