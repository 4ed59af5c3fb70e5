import { data } from "react-router";
import {
  CLIENT_FIELD_NAMES,
  clientMessages,
  createClientSchema,
  updateClientSchema,
} from "~/domain/console/client-forms";
import {
  accountFormOf,
  formFailure,
  parseForm,
  textField,
} from "../auth/account-form.server";
import { redirectWithToast } from "../http/flash-toast.server";
import { notFound, isUuid } from "../http/not-found-response.server";
import { CONSOLE_HEADERS, unknownConsoleAction } from "./console-frame.server";
import { requireStaff } from "./console-guard.server";
import {
  unsafeCreateClient,
  unsafeListClients,
  unsafeUpdateClient,
} from "./unsafe-clients.server";
import type { Route } from "../../routes/console/+types/clients-tab";

export const CLIENTS_PATH = "/lead_admin/clients";

/**
 * /lead_admin/clients: every client. `?new=1` shows the Add Client form in the page and
 * `?edit=<id>` turns that client's row into a form — the same forms the dialog and the
 * inline edit use with JavaScript, so both work as plain posts.
 */
export async function clientsTabLoader({ request, context }: Route.LoaderArgs) {
  const { scope } = await requireStaff(request, context);
  const params = new URL(request.url).searchParams;
  const edit = params.get("edit");
  const rows = await unsafeListClients(scope);
  return data(
    {
      clients: rows,
      adding: params.get("new") === "1",
      editingId:
        isUuid(edit) && rows.some((row) => row.id === edit) ? edit : null,
    },
    { headers: CONSOLE_HEADERS },
  );
}

export async function clientsTabAction({ request, context }: Route.ActionArgs) {
  const { scope } = await requireStaff(request, context);
  const form = accountFormOf(context);
  const intent = textField(form, "intent");
  const typed = Object.fromEntries(
    [...CLIENT_FIELD_NAMES, "status", "clientId"].map((name) => [
      name,
      textField(form, name),
    ]),
  );
  if (intent === "create") {
    const parsed = parseForm(createClientSchema, form, [...CLIENT_FIELD_NAMES]);
    if (!parsed.ok) {
      return formFailure(
        { intent, clientId: null },
        {
          toast: { kind: "error", title: clientMessages.createFailed },
          fieldErrors: parsed.fieldErrors,
          values: typed,
          headers: CONSOLE_HEADERS,
        },
      );
    }
    await unsafeCreateClient(scope, parsed.value);
    return done({ kind: "success", title: clientMessages.created });
  }
  if (intent === "update") {
    const clientId = textField(form, "clientId");
    if (!isUuid(clientId)) throw notFound();
    const parsed = parseForm(updateClientSchema, form, [
      ...CLIENT_FIELD_NAMES,
      "status",
    ]);
    if (!parsed.ok) {
      return formFailure(
        { intent, clientId },
        {
          toast: { kind: "error", title: clientMessages.updateFailed },
          fieldErrors: parsed.fieldErrors,
          values: typed,
          headers: CONSOLE_HEADERS,
        },
      );
    }
    await unsafeUpdateClient(scope, clientId, parsed.value);
    return done({ kind: "success", title: clientMessages.updated });
  }
  return unknownConsoleAction(
    { intent, clientId: null },
    "Reload the page and try again.",
  );
}

/** Post/Redirect/Get: the toast rides a flash cookie to the list. */
async function done(toast: { kind: "success"; title: string }) {
  return redirectWithToast(CLIENTS_PATH, toast, CONSOLE_HEADERS);
}
