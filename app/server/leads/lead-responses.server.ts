import { data } from "react-router";
import type { FormKind } from "~/domain/forms/consent";
import type {
  LeadActionData,
  LeadFormResponse,
} from "~/domain/forms/lead-form-response";
import { noStoreJson } from "../http/no-store-json.server";
import { leadFormDefinitions } from "./lead-form-definitions.server";
import {
  handleLeadPost,
  type LeadPostArgs,
  type LeadPostOutcome,
} from "./lead-post.server";

/**
 * The two answers to one pipeline (lead-post.server.ts): a page action's data for the
 * document post without JavaScript, and JSON for the enhanced form.
 */
/** A form page's action: the page re-renders with the errors and the input, or the confirmation. */
export async function leadPageAction(kind: FormKind, args: LeadPostArgs) {
  const outcome = await handleLeadPost(leadFormDefinitions[kind], args);
  return data(toActionData(outcome), {
    status: outcome.status,
    headers: outcome.headers,
  });
}

export function toActionData(outcome: LeadPostOutcome): LeadActionData {
  const { response, values, formId } = outcome;
  return response.ok
    ? {
        formId,
        values,
        fieldErrors: {},
        formErrors: [],
        details: response.details,
      }
    : {
        formId,
        values,
        fieldErrors: response.fieldErrors,
        formErrors: response.formErrors,
        ...(response.formToken ? { formToken: response.formToken } : {}),
      };
}

export function leadJsonResponse(
  status: number,
  body: LeadFormResponse,
  headers: Record<string, string> = {},
): Response {
  return noStoreJson(status, body, headers);
}
