import type { FormResult } from "../forms/form-result";

/** What the console's host pages show: the list, and one host's hours editor. */

/** Who a host is, as both host pages name them. */
export type BookingHostIdentity = {
  id: string;
  name: string;
  email: string;
  /** The staff member the host is, when linked to a profile. */
  profileName: string | null;
};

export type BookingHostListItem = BookingHostIdentity & {
  zone: string;
  active: boolean;
  /** "Mon, Tue, Wed, Thu, Fri" or "No weekly hours". */
  daysLabel: string;
};

export type StaffOption = { id: string; name: string; email: string };

export type BookingHostsData = {
  hosts: BookingHostListItem[];
  staff: StaffOption[];
  zones: string[];
  defaultZone: string;
};

/** The editor's fields as text, in the form the browser posts them. */
export type HostHoursValues = Record<string, string>;

export type BookingHostEditorData = {
  host: BookingHostIdentity;
  values: HostHoursValues;
  /** False when the stored hours did not parse (edited by hand): the editor starts empty. */
  storedReadable: boolean;
  zones: string[];
};

export type HostFormResult = FormResult<string>;

/** Every IANA zone the runtime knows, UTC included, in order; a host's own zone is always there. */
export function zoneChoices(
  supported: readonly string[],
  current?: string,
): string[] {
  const zones = new Set(supported);
  zones.add("UTC");
  if (current) zones.add(current);
  return [...zones].sort((a, b) => a.localeCompare(b));
}
