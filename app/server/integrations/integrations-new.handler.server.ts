import { data } from "react-router";
import {
  endpointPath,
  INTEGRATIONS_PATH,
} from "~/domain/integrations/endpoint-display";
import { ENDPOINT_KIND_LABELS } from "~/domain/integrations/integration-enums";
import type { Route } from "../../routes/integrations/+types/integrations-new";
import { accountFormOf } from "../auth/account-form.server";
import { CONSOLE_HEADERS } from "../console/console-frame.server";
import { requireStaff } from "../console/console-guard.server";
import { redirectWithToast } from "../http/flash-toast.server";
import { getAppServices } from "../services.server";
import { createEndpoint } from "./endpoint-admin.server";
import { readEndpointPost } from "./endpoint-post.server";

/** /lead_admin/integrations/new (admins): a blank endpoint form. */
export async function integrationsNewLoader({
  request,
  context,
}: Route.LoaderArgs) {
  await requireStaff(request, context);
  return data({ backTo: INTEGRATIONS_PATH }, { headers: CONSOLE_HEADERS });
}

/**
 * Adds the endpoint once the shared schema and the destination guard accept it; otherwise 400
 * with each field's message, and nothing is stored. A signed webhook's secret is in this
 * answer's page only — never in a URL, a cookie or a later page — so it is shown once.
 */
export async function integrationsNewAction({
  request,
  context,
}: Route.ActionArgs) {
  const { scope } = await requireStaff(request, context);
  const { integrations } = getAppServices();
  const post = await readEndpointPost(accountFormOf(context), {
    mode: "create",
    policy: integrations.policy,
    title: "Endpoint not added",
  });
  if (!post.ok) return post.answer;
  const input = { ...post.input, url: post.input.url! };
  const created = await createEndpoint(scope, integrations.box, input);
  if (created.secret)
    return data(
      {
        ok: true,
        created: {
          id: created.id,
          label: created.label,
          secret: created.secret,
        },
        toast: {
          kind: "success" as const,
          title: "Endpoint added",
          description:
            "Copy its signing secret now: it is shown only this once.",
        },
      },
      { headers: CONSOLE_HEADERS },
    );
  return redirectWithToast(
    endpointPath(created.id),
    {
      kind: "success",
      title: "Endpoint added",
      description: `${ENDPOINT_KIND_LABELS[input.kind]}: new events are sent from now on. Send a test to check it.`,
    },
    CONSOLE_HEADERS,
  );
}
