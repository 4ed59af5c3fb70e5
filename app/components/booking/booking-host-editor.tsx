import { CalendarRange } from "lucide-react";
import { Form, Link } from "react-router";
import {
  BOOKING_HOSTS_PATH,
  bookingHostCalendarPath,
} from "~/domain/booking/booking-list";
import {
  HOST_HOURS_FIELDS,
  hostHoursFormSchema,
} from "~/domain/booking/host-form";
import type {
  BookingHostEditorData,
  HostFormResult,
} from "~/domain/booking/host-views";
import { WEEKDAYS } from "~/domain/booking/hours-text";
import { useAccountForm } from "../forms/use-account-form";
import { Alert } from "../ui/alert";
import { FormInput, FormTextarea } from "../ui/form-controls";
import { SaveButton } from "../ui/save-button";
import { PageToast } from "../ui/toaster";
import { BookingBackLink } from "./booking-nav";
import { HostZoneField } from "./host-zone-field";

/** The slot rules: whole numbers, each with its bounds in the hint. */
const NUMBER_FIELDS = [
  {
    name: "durationMinutes",
    label: "Meeting length (minutes)",
    hint: "5 to 240; a consultation is 30.",
  },
  {
    name: "intervalMinutes",
    label: "Slot interval (minutes)",
    hint: "Minutes between two offered starts, 5 to 240.",
  },
  {
    name: "bufferBeforeMinutes",
    label: "Buffer before (minutes)",
    hint: "Kept free before each meeting, 0 to 240.",
  },
  {
    name: "bufferAfterMinutes",
    label: "Buffer after (minutes)",
    hint: "Kept free after each meeting, 0 to 240.",
  },
  {
    name: "minimumNoticeMinutes",
    label: "Minimum notice (minutes)",
    hint: "How soon a visitor may book: 240 is 4 hours, 1440 a day.",
  },
  {
    name: "windowDays",
    label: "Booking window (days)",
    hint: "How far ahead slots are offered, 1 to 365.",
  },
] as const;

/** /lead_admin/bookings/hosts/:hostId: one host's zone, hours, days off and slot rules. */
export function BookingHostEditor({
  data,
  result,
}: {
  data: BookingHostEditorData;
  result: HostFormResult | undefined;
}) {
  const form = useAccountForm({
    schema: hostHoursFormSchema,
    result,
    intent: "save",
    fields: HOST_HOURS_FIELDS,
  });
  // After a refused post, what was typed; otherwise what is stored.
  const value = (name: string) => form.valueOf(name) ?? data.values[name] ?? "";
  const active = result
    ? value("active") === "on"
    : data.values.active === "on";
  const { host } = data;
  return (
    <section className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-5">
      <div className="grid gap-2">
        <BookingBackLink to={BOOKING_HOSTS_PATH} label="Hosts and hours" />
        <h2 className="text-2xl font-bold break-words text-ink-900">
          {host.name}&apos;s hours
        </h2>
        <p className="text-sm break-all text-text-muted">
          {host.email}
          {host.profileName ? ` · staff profile: ${host.profileName}` : ""}
        </p>
        <p>
          <Link
            to={bookingHostCalendarPath(host.id)}
            className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            <CalendarRange aria-hidden="true" className="size-4" />
            Calendar feed and busy time
          </Link>
        </p>
        <PageToast toast={result?.toast} />
        {!data.storedReadable ? (
          <Alert tone="warning" title="The stored hours could not be read">
            They were changed outside the console. The weekly hours and dates
            below start empty: saving replaces what is stored.
          </Alert>
        ) : null}
      </div>
      <Form
        method="post"
        {...form.formProps}
        aria-label={`${host.name}'s hours`}
        className="grid gap-6 rounded-xl border border-line bg-surface p-4 sm:p-6"
      >
        <input type="hidden" name="intent" value="save" />
        <HostZoneField
          form={form}
          zones={data.zones}
          value={value("zone")}
          hint="Hours below are wall-clock times in this zone, whatever the season."
          className="sm:max-w-md"
        />

        <fieldset className="grid gap-3">
          <legend className="text-lg font-semibold text-ink-900">
            Weekly hours
          </legend>
          <p className="text-sm text-text-muted">
            One line per day, ranges separated by commas, e.g. 09:00–12:00,
            13:00–17:00. Leave a day empty when the host does not meet.
          </p>
          <div className="grid gap-x-4 sm:grid-cols-2">
            {WEEKDAYS.map(({ day, name }) => (
              <FormInput
                key={day}
                form={form}
                name={`hours${day}`}
                label={name}
                value={value(`hours${day}`)}
                type="text"
                placeholder="Not available"
                autoComplete="off"
                spellCheck={false}
              />
            ))}
          </div>
        </fieldset>

        <FormTextarea
          form={form}
          name="overrides"
          label="Date overrides"
          hint="One date per line: “2026-12-24 off” for a day off, or “2026-12-31 09:00–12:00” for other hours that day."
          value={value("overrides")}
          rows={5}
          spellCheck={false}
          className="font-mono"
        />

        <fieldset className="grid gap-3">
          <legend className="text-lg font-semibold text-ink-900">Slots</legend>
          <div className="grid gap-x-4 sm:grid-cols-2 lg:grid-cols-3">
            {NUMBER_FIELDS.map((field) => (
              <FormInput
                key={field.name}
                form={form}
                name={field.name}
                label={field.label}
                hint={field.hint}
                value={value(field.name)}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                className="sm:max-w-[12rem]"
              />
            ))}
          </div>
        </fieldset>

        <div className="flex items-start gap-3">
          <input
            id="host-active"
            type="checkbox"
            name="active"
            key={String(active)}
            defaultChecked={active}
            aria-describedby="host-active-hint"
            className="mt-0.5 size-5 cursor-pointer accent-brand-700"
          />
          <div className="grid gap-0.5">
            <label
              htmlFor="host-active"
              className="text-sm font-medium text-ink-900"
            >
              Taking bookings
            </label>
            <p id="host-active-hint" className="text-sm text-text-muted">
              Untick to stop offering this host&apos;s slots; booked meetings
              stay.
            </p>
          </div>
        </div>

        <SaveButton pending={form.pending}>Save hours</SaveButton>
      </Form>
    </section>
  );
}
