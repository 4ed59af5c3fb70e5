import {
  ENDPOINT_FIELDS,
  endpointFormSchema,
  type EndpointInput,
} from "~/domain/integrations/endpoint-form";
import type { EndpointKind } from "~/domain/integrations/integration-enums";
import { parseForm, textField } from "../auth/account-form.server";
import { consoleFormRefusal } from "../console/console-frame.server";
import {
  checkDestination,
  DestinationRefused,
  type DestinationPolicy,
} from "./destination-guard.server";

/**
 * The endpoint form's post, as the new-endpoint and the endpoint pages both read it: the
 * shared schema, then the destination guard on any new URL (it resolves the host, which only
 * the server can). Any error answers 400 with each field's message and what was typed, and
 * nothing is stored.
 */
export async function readEndpointPost(
  form: FormData,
  options: {
    mode: "create" | "edit";
    /** On an edit, the endpoint's own kind: the form cannot change it. */
    kind?: EndpointKind;
    /**
     * On an edit, the URL it sends to now: saving other settings does not look the host up
     * again (a resolver's bad minute must not block a description change); a new URL is.
     */
    currentUrl?: string | null;
    policy: DestinationPolicy;
    title: string;
  },
): Promise<
  | { ok: true; input: EndpointInput }
  | { ok: false; answer: ReturnType<typeof endpointFailure> }
> {
  const posted = new FormData();
  for (const name of ENDPOINT_FIELDS)
    if (form.has(name)) posted.set(name, textField(form, name));
  if (options.kind) posted.set("kind", options.kind);
  const values = Object.fromEntries(
    ENDPOINT_FIELDS.map((name) => [name, textField(posted, name)]),
  );
  const parsed = parseForm(endpointFormSchema(options.mode), posted, [
    ...ENDPOINT_FIELDS,
  ]);
  if (!parsed.ok)
    return {
      ok: false,
      answer: endpointFailure(options.title, parsed.fieldErrors, values),
    };
  const input = parsed.value;
  if (input.url !== null && input.url !== options.currentUrl)
    try {
      await checkDestination(input.url, options.policy);
    } catch (error) {
      if (!(error instanceof DestinationRefused)) throw error;
      const field = input.kind === "hubspot" ? "portalId" : "url";
      return {
        ok: false,
        answer: endpointFailure(
          options.title,
          { [field]: `The site will not send there: ${error.message}.` },
          values,
        ),
      };
    }
  return { ok: true, input };
}

export function endpointFailure(
  title: string,
  fieldErrors: Record<string, string>,
  values: Record<string, string>,
) {
  return consoleFormRefusal(
    { intent: "save" },
    { title, fieldErrors, values, countFields: true },
  );
}
