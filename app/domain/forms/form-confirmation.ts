/**
 * A lead form's lasting confirmation, drawn the same way by the server render (after a post
 * without JavaScript, app/components/forms/lead-form-parts.tsx) and by the enhancer
 * (app/enhance/lead-form.ts), which must not pull React into the page for it.
 */
export const FORM_CONFIRMATION_ATTRIBUTE = "data-form-confirmation";

export const formConfirmationClasses =
  "rounded-lg border border-success-700/30 bg-success-50 px-4 py-3 text-sm text-success-700 focus-visible:outline-3 focus-visible:outline-focus";
