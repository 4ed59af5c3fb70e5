import { useActionData } from "react-router";
import type { LeadActionData } from "~/domain/forms/lead-form-response";
import { fieldIds } from "~/domain/forms/validate-form";
import type { FieldState } from "./fields";

/**
 * A form's state for the server render: empty, or what its page's action answered a post
 * without JavaScript (errors, the input to put back, the confirmation). A page may hold
 * two forms (careers); each reads only answers to its own posts.
 */
export function useLeadFormState(
  formId: string,
  options: { fieldOrder: readonly string[]; defaults?: Record<string, string> },
) {
  const answer = useActionData<LeadActionData>();
  const actionData =
    answer && (!answer.formId || answer.formId === formId) ? answer : undefined;

  function field(name: string): FieldState {
    return {
      name,
      ...fieldIds(formId, name),
      defaultValue: actionData?.values[name] ?? options.defaults?.[name] ?? "",
      error: actionData?.fieldErrors[name]?.[0],
    };
  }

  return {
    field,
    formErrors: actionData?.formErrors ?? [],
    /** Present after a stored submission. */
    details: actionData?.details,
    step: actionData?.step,
    /** The first field in error, in page order: it takes focus. */
    focus:
      options.fieldOrder.find(
        (name) => actionData?.fieldErrors[name]?.length,
      ) ?? null,
  };
}
