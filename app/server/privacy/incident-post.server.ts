import {
  INCIDENT_FIELDS,
  incidentFormSchema,
  utcDay,
  type IncidentInput,
} from "~/domain/privacy/incident-form";
import type { IncidentFormResult } from "~/domain/privacy/incident-register";
import { parseForm, textField } from "../auth/account-form.server";
import { consoleFormRefusal } from "../console/console-frame.server";

/**
 * The incident form's post, as the new-entry and the edit pages both read it: the shared
 * schema (today in UTC), and on any error a 400 with each field's message and what was typed,
 * before anything is written.
 */
export function readIncidentPost(
  form: FormData,
  title: string,
  now: Date = new Date(),
):
  | { ok: true; input: IncidentInput }
  | { ok: false; answer: ReturnType<typeof incidentFailure> } {
  const values = Object.fromEntries(
    INCIDENT_FIELDS.map((name) => [name, textField(form, name)]),
  );
  if (textField(form, "intent") !== "save")
    return {
      ok: false,
      answer: incidentFailure(
        title,
        {
          form: "The form did not say what to do. Reload the page and try again.",
        },
        values,
      ),
    };
  const parsed = parseForm(incidentFormSchema(utcDay(now)), form, [
    ...INCIDENT_FIELDS,
  ]);
  if (!parsed.ok)
    return {
      ok: false,
      answer: incidentFailure(title, parsed.fieldErrors, values),
    };
  return { ok: true, input: parsed.value };
}

function incidentFailure(
  title: string,
  fieldErrors: Record<string, string>,
  values: Record<string, string>,
) {
  return consoleFormRefusal<Pick<IncidentFormResult, "intent">>(
    { intent: "save" },
    { title, fieldErrors, values, countFields: true },
  );
}
