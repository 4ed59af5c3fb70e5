import {
  zoneChoices,
  type BookingHostIdentity,
} from "~/domain/booking/host-views";
import {
  dateOverridesSchema,
  weeklyHoursSchema,
} from "~/domain/booking/host-rules";
import {
  WEEKDAYS,
  formatDayText,
  formatOverridesText,
} from "~/domain/booking/hours-text";
import type {
  BookingHostListRow,
  BookingHostRow,
} from "./unsafe-booking-hosts.server";

/** Where a new host's zone starts: the firm's head office. */
export const DEFAULT_HOST_ZONE = "America/Toronto";

/** Every zone this server knows (the editor's choices come from the server, so the page's list is the one that validates). */
export function supportedZones(current?: string): string[] {
  return zoneChoices(Intl.supportedValuesOf("timeZone"), current);
}

/** A host's name, address and linked staff member, as the list and the editor show them. */
export function hostIdentity(host: BookingHostListRow): BookingHostIdentity {
  return {
    id: host.id,
    name: host.displayName,
    email: host.email,
    profileName: host.profileName,
  };
}

/** "Mon, Tue, Wed": the weekdays a host's stored hours work. */
export function workedDaysLabel(weeklyHours: unknown): string {
  const parsed = weeklyHoursSchema.safeParse(weeklyHours);
  if (!parsed.success) return "Hours unreadable: open the editor";
  const days = WEEKDAYS.filter(
    ({ day }) => (parsed.data[Number(day)]?.length ?? 0) > 0,
  ).map(({ name }) => name.slice(0, 3));
  return days.length > 0 ? days.join(", ") : "No weekly hours";
}

/**
 * A host's stored rules as the editor's fields (what a browser would post back unchanged);
 * `readable` is false when the stored hours do not parse, and the hours fields start empty.
 */
export function hostEditorValues(host: BookingHostRow): {
  values: Record<string, string>;
  readable: boolean;
} {
  const weekly = weeklyHoursSchema.safeParse(host.weeklyHours);
  const overrides = dateOverridesSchema.safeParse(host.dateOverrides);
  const values: Record<string, string> = {
    zone: host.zone,
    overrides: overrides.success ? formatOverridesText(overrides.data) : "",
    durationMinutes: String(host.durationMinutes),
    intervalMinutes: String(host.intervalMinutes),
    bufferBeforeMinutes: String(host.bufferBeforeMinutes),
    bufferAfterMinutes: String(host.bufferAfterMinutes),
    minimumNoticeMinutes: String(host.minimumNoticeMinutes),
    windowDays: String(host.windowDays),
    active: host.active ? "on" : "",
  };
  for (const { day } of WEEKDAYS)
    values[`hours${day}`] = weekly.success
      ? formatDayText(weekly.data[Number(day)] ?? [])
      : "";
  return { values, readable: weekly.success && overrides.success };
}
