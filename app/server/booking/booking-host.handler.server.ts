import { data, redirect } from "react-router";
import { bookingHostPath } from "~/domain/booking/booking-list";
import {
  HOST_HOURS_FIELDS,
  hostHoursFormSchema,
} from "~/domain/booking/host-form";
import type { BookingHostEditorData } from "~/domain/booking/host-views";
import type { Route } from "../../routes/booking/+types/booking-host";
import {
  accountFormOf,
  parseForm,
  textField,
} from "../auth/account-form.server";
import {
  CONSOLE_HEADERS,
  consoleFormRefusal,
} from "../console/console-frame.server";
import { requireStaff } from "../console/console-guard.server";
import { setFlashToast } from "../http/flash-toast.server";
import { isUuid, notFound } from "../http/not-found-response.server";
import {
  hostEditorValues,
  hostIdentity,
  supportedZones,
} from "./host-views.server";
import {
  unsafeGetBookingHost,
  unsafeSaveHostHours,
} from "./unsafe-booking-hosts.server";

/**
 * /lead_admin/bookings/hosts/:hostId: one host's hours editor — zone, weekly hours, date
 * overrides and the slot rules — as one plain form.
 */
export async function bookingHostLoader({
  request,
  context,
  params,
}: Route.LoaderArgs) {
  const { scope } = await requireStaff(request, context);
  if (!isUuid(params.hostId)) throw notFound();
  const host = await unsafeGetBookingHost(scope, params.hostId);
  if (!host) throw notFound();
  const { values, readable } = hostEditorValues(host);
  const body: BookingHostEditorData = {
    host: hostIdentity(host),
    values,
    storedReadable: readable,
    zones: supportedZones(host.zone),
  };
  return data(body, { headers: CONSOLE_HEADERS });
}

/**
 * Saves the editor (`intent=save`): every field checked by the form's schema first; any error
 * answers 400 with each field's message and what was typed, and nothing is written.
 */
export async function bookingHostAction({
  request,
  context,
  params,
}: Route.ActionArgs) {
  const { scope } = await requireStaff(request, context);
  if (!isUuid(params.hostId)) throw notFound();
  const form = accountFormOf(context);
  const values = Object.fromEntries(
    HOST_HOURS_FIELDS.map((name) => [name, textField(form, name)]),
  );
  const fail = (fieldErrors: Record<string, string>) =>
    consoleFormRefusal(
      {},
      { title: "Hours not saved", fieldErrors, values, countFields: true },
    );
  if (textField(form, "intent") !== "save")
    return fail({ form: "Reload the page and try again." });
  const parsed = parseForm(hostHoursFormSchema, form, [...HOST_HOURS_FIELDS]);
  if (!parsed.ok) return fail(parsed.fieldErrors);
  const outcome = await unsafeSaveHostHours(scope, params.hostId, parsed.value);
  if (outcome === "not-found") throw notFound();
  const headers = new Headers(CONSOLE_HEADERS);
  await setFlashToast(
    headers,
    outcome === "saved"
      ? {
          kind: "success",
          title: "Hours saved",
          description: parsed.value.active
            ? "Visitors see the new slots now."
            : "The host is inactive: visitors see none of their slots.",
        }
      : {
          kind: "info",
          title: "Nothing changed",
          description: "These are already the host's hours and rules.",
        },
  );
  return redirect(bookingHostPath(params.hostId), { headers });
}
