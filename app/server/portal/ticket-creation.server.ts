import { message } from "~/i18n/message";
import type { RouterContextProvider } from "react-router";
import { isStaffRole } from "~/domain/enums";
import type { Toast } from "~/domain/forms/form-result";
import {
  createTicketSchema,
  ticketMessages,
} from "~/domain/client-work/ticket-forms";
import {
  accountFormOf,
  formFailure,
  parseForm,
  textField,
} from "../auth/account-form.server";
import { getSignedIn } from "../auth/current-user.server";
import { redirectWithToast } from "../http/flash-toast.server";
import { logRecoveredFailure } from "../log-failure.server";
import { PORTAL_HEADERS } from "./dashboard-frame.server";
import { requireTenantPage, type ScopedRequest } from "./tenant-scope.server";
import { createTicket } from "./tickets.server";

const FIELDS = ["title", "description", "priority"];

const failedToast: Toast = {
  kind: "error",
  title: message(ticketMessages.failedTitle),
  description: message(ticketMessages.failedDescription),
};

/**
 * Creates a ticket for the caller scopeOrNoClient found (each action's first statement): the action of /dashboard/support (the dialog posts there) and of
 * /dashboard/support/new (the page without JavaScript posts to itself, so its errors show
 * next to its fields). Success redirects to the list with the spec's toast, so a reload
 * never posts the ticket twice.
 */
export async function createTicketFromForm(
  scoped: ScopedRequest | null,
  context: Readonly<RouterContextProvider>,
) {
  const form = accountFormOf(context);
  const values = Object.fromEntries(
    FIELDS.map((name) => [name, textField(form, name)]),
  );
  const extra = { intent: "create-ticket" };
  if (!scoped) {
    return formFailure(extra, {
      toast: {
        kind: "error",
        title: message(ticketMessages.failedTitle),
        description: message(ticketMessages.noClient),
      },
      values,
      status: 403,
      headers: PORTAL_HEADERS,
    });
  }
  const parsed = parseForm(createTicketSchema, form, FIELDS);
  if (!parsed.ok) {
    return formFailure(extra, {
      fieldErrors: parsed.fieldErrors,
      values,
      headers: PORTAL_HEADERS,
    });
  }
  try {
    await createTicket(scoped.scope, parsed.value);
  } catch (error) {
    logRecoveredFailure(error, "support ticket could not be created", {
      clientId: scoped.scope.clientId,
    });
    return formFailure(extra, {
      toast: failedToast,
      values,
      status: 503,
      headers: PORTAL_HEADERS,
    });
  }
  throw await redirectWithToast(
    "/dashboard/support",
    {
      kind: "success",
      title: message(ticketMessages.createdTitle),
      description: message(ticketMessages.createdDescription),
    },
    PORTAL_HEADERS,
  );
}

/**
 * The portal's guard, except for one case the spec names: a signed-in client whose profile
 * has no client (removed between page load and post) is told 'Client ID not found' instead
 * of being sent away with the form lost. Everyone else gets the guard's answer.
 */
export async function scopeOrNoClient(
  request: Request,
): Promise<ScopedRequest | null> {
  try {
    return await requireTenantPage(request);
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    const signedIn = await getSignedIn(request);
    const profile = signedIn?.profile;
    if (profile && !isStaffRole(profile.role) && !profile.clientId) return null;
    throw thrown;
  }
}
