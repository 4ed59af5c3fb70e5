/**
 * The JSON answer of POST /api/forms/:form, shared by the server (app/routes/api/forms.ts)
 * and the browser (app/enhance/lead-form.ts). The HTTP status says what happened (200,
 * 400 invalid, 404 unknown form, 413 too large, 429 rate-limited); the body says what
 * to show.
 */
export type FieldErrors = Record<string, string[]>;

export type LeadFormResponse =
  | {
      ok: true;
      /** What the success toast needs (e.g. the first name and the position). */
      details: Record<string, string>;
      /**
       * A fresh signed token for the next submission from this page: the one just used is
       * now an idempotency key that is taken, so a second lead posted with it would be
       * dropped as a duplicate.
       */
      formToken: string;
    }
  | {
      ok: false;
      fieldErrors: FieldErrors;
      formErrors: string[];
      /** Present when the posted token expired: the one to send the form again with. */
      formToken?: string;
    };

/** Narrows an unknown JSON body to a LeadFormResponse (anything else counts as a failure). */
export function asLeadFormResponse(body: unknown): LeadFormResponse | null {
  if (typeof body !== "object" || body === null || !("ok" in body)) return null;
  const candidate = body as Record<string, unknown>;
  if (candidate.ok === true) {
    return typeof candidate.formToken === "string" &&
      isStringRecord(candidate.details)
      ? (candidate as LeadFormResponse)
      : null;
  }
  if (candidate.ok === false) {
    const { fieldErrors, formErrors } = candidate;
    const fieldsOk =
      typeof fieldErrors === "object" &&
      fieldErrors !== null &&
      Object.values(fieldErrors).every(
        (messages) =>
          Array.isArray(messages) &&
          messages.every((m) => typeof m === "string"),
      );
    const formOk =
      Array.isArray(formErrors) &&
      formErrors.every((m) => typeof m === "string");
    const tokenOk =
      candidate.formToken === undefined ||
      typeof candidate.formToken === "string";
    return fieldsOk && formOk && tokenOk
      ? (candidate as LeadFormResponse)
      : null;
  }
  return null;
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === "object" &&
    value !== null &&
    Object.values(value).every((v) => typeof v === "string")
  );
}

/**
 * What a form page's action answers a document post (the path without JavaScript): the
 * messages to render beside the fields and the visitor's text to put back.
 */
export type LeadActionData = {
  /** Which form on the page posted (a page may hold two, e.g. careers). */
  formId?: string;
  values: Record<string, string>;
  fieldErrors: FieldErrors;
  formErrors: string[];
  /** Present once the submission is stored: what the confirmation needs. */
  details?: Record<string, string>;
  /** A fresh token after an expired one: the re-rendered form sends this instead of the loader's. */
  formToken?: string;
  /** Multi-step forms: the step to show. */
  step?: number;
};
