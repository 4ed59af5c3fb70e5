import { data, redirect } from "react-router";
import { bookingHostPath } from "~/domain/booking/booking-list";
import { NEW_HOST_FIELDS, newHostFormSchema } from "~/domain/booking/host-form";
import type { BookingHostsData } from "~/domain/booking/host-views";
import type { Route } from "../../routes/booking/+types/booking-hosts";
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
import {
  DEFAULT_HOST_ZONE,
  hostIdentity,
  supportedZones,
  workedDaysLabel,
} from "./host-views.server";
import {
  unsafeCreateBookingHost,
  unsafeListBookingHosts,
  unsafeListStaffProfiles,
} from "./unsafe-booking-hosts.server";

/** /lead_admin/bookings/hosts: everyone visitors can book, and the form to add one. */
export async function bookingHostsLoader({
  request,
  context,
}: Route.LoaderArgs) {
  const { scope } = await requireStaff(request, context);
  const [hosts, staff] = await Promise.all([
    unsafeListBookingHosts(scope),
    unsafeListStaffProfiles(scope),
  ]);
  const body: BookingHostsData = {
    hosts: hosts.map((host) => ({
      ...hostIdentity(host),
      zone: host.zone,
      active: host.active,
      daysLabel: workedDaysLabel(host.weeklyHours),
    })),
    staff,
    zones: supportedZones(),
    defaultZone: DEFAULT_HOST_ZONE,
  };
  return data(body, { headers: CONSOLE_HEADERS });
}

/** Adds a host (`intent=create`), then opens their hours editor. */
export async function bookingHostsAction({
  request,
  context,
}: Route.ActionArgs) {
  const { scope } = await requireStaff(request, context);
  const form = accountFormOf(context);
  const values = Object.fromEntries(
    NEW_HOST_FIELDS.map((name) => [name, textField(form, name)]),
  );
  const fail = (fieldErrors: Record<string, string>, status = 400) =>
    consoleFormRefusal(
      {},
      { title: "Host not added", fieldErrors, values, status },
    );
  if (textField(form, "intent") !== "create")
    return fail({ form: "Reload the page and try again." });
  const parsed = parseForm(newHostFormSchema, form, [...NEW_HOST_FIELDS]);
  if (!parsed.ok) return fail(parsed.fieldErrors);
  const outcome = await unsafeCreateBookingHost(scope, parsed.value);
  if (outcome.status === "invalid-profile")
    return fail(
      { profileId: "Choose a member of staff from the list, or none." },
      409,
    );
  const headers = new Headers(CONSOLE_HEADERS);
  await setFlashToast(headers, {
    kind: "success",
    title: "Host added",
    description: `Set ${parsed.value.displayName}'s hours: until then they offer no slots.`,
  });
  return redirect(bookingHostPath(outcome.hostId), { headers });
}
