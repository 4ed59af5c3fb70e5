import { ChevronDown } from "lucide-react";
import { FormattedMessage, useIntl } from "react-intl";
import {
  BOOKING_FIELDS,
  zoneLabel,
  type SlotDay,
} from "~/domain/booking/booking-form";
import { cx } from "../ui/cx";

/**
 * The open times as one radio group, grouped by the visitor's local day: a native control, so
 * it needs no script, keeps its choice after a refused post and reads as one question. The
 * radios are visually hidden behind their labels, which show the focus and the choice.
 */
export function SlotPicker({
  days,
  zone,
  selected,
  error,
  focus,
  legend,
}: {
  days: readonly SlotDay[];
  zone: string;
  selected?: string;
  error?: string;
  /** After a refused post without a script: the choice is the first thing to fix. */
  focus?: boolean;
  legend: string;
}) {
  const errorId = "booking-slot-error";
  return (
    <fieldset
      aria-describedby={error ? errorId : undefined}
      className="grid gap-3"
    >
      <legend className="text-base font-semibold text-ink-900">
        {legend}
        <span className="mt-1 block text-sm font-normal text-text-muted">
          <FormattedMessage
            id="booking.picker.zoneNote"
            defaultMessage="Times are shown in {zone}."
            values={{ zone: zoneLabel(zone) }}
          />
        </span>
      </legend>
      {error ? (
        <p
          id={errorId}
          tabIndex={-1}
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus={focus}
          className="text-sm font-medium text-danger-700"
        >
          {error}
        </p>
      ) : null}
      {days.map((day, dayIndex) => (
        <details
          key={day.date}
          // The first day is open, and the day of a choice that came back after a refused post.
          open={
            dayIndex === 0 || day.slots.some((slot) => slot.value === selected)
          }
          className="group rounded-lg border border-line bg-white"
        >
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-lg px-4 py-2 text-sm font-semibold text-ink-900 hover:bg-surface-muted focus-visible:outline-3 focus-visible:outline-focus [&::-webkit-details-marker]:hidden">
            <span className="first-letter:uppercase">{day.label}</span>
            <span className="flex items-center gap-2 font-normal text-text-muted">
              <FormattedMessage
                id="booking.picker.count"
                defaultMessage="{count, plural, one {# time} other {# times}}"
                values={{ count: day.slots.length }}
              />
              <ChevronDown
                aria-hidden="true"
                className="size-4 transition-transform group-open:rotate-180"
              />
            </span>
          </summary>
          <ul className="grid grid-cols-2 gap-2 px-4 pt-1 pb-4 min-[420px]:grid-cols-3 sm:grid-cols-4">
            {day.slots.map((slot, slotIndex) => {
              const id = `slot-${day.date}-${slotIndex}`;
              return (
                <li key={slot.value}>
                  <input
                    type="radio"
                    id={id}
                    name={BOOKING_FIELDS.slot}
                    value={slot.value}
                    required={dayIndex === 0 && slotIndex === 0}
                    defaultChecked={selected === slot.value}
                    className="peer sr-only"
                  />
                  <label
                    htmlFor={id}
                    className={cx(
                      "flex min-h-11 cursor-pointer items-center justify-center rounded-lg border border-line bg-white px-3 text-sm font-semibold tabular-nums text-ink-900",
                      "hover:border-brand-600 peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white",
                      "peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus",
                    )}
                  >
                    {slot.label}
                  </label>
                </li>
              );
            })}
          </ul>
        </details>
      ))}
    </fieldset>
  );
}

/**
 * The zone the times are shown in: a GET form, so it works without a script; with one,
 * app/enhance/booking-zone.ts submits it on change and, on a first visit, switches to the
 * browser's own zone. Display only: the booking itself is an instant.
 */
export function ZoneChooser({
  zone,
  choices,
  zoneChosen,
  keep,
}: {
  zone: string;
  choices: readonly string[];
  zoneChosen: boolean;
  /** Query parameters to keep (the lead link). */
  keep?: Readonly<Record<string, string>>;
}) {
  const intl = useIntl();
  return (
    <form
      method="get"
      data-enhance="booking-zone"
      data-zone-chosen={zoneChosen ? "" : undefined}
      className="flex flex-wrap items-end gap-3"
    >
      {Object.entries(keep ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="grid min-w-0 flex-1 gap-1.5">
        <label
          htmlFor="booking-zone"
          className="text-sm font-medium text-ink-900"
        >
          <FormattedMessage
            id="booking.picker.zoneLabel"
            defaultMessage="Your time zone"
          />
        </label>
        <select
          id="booking-zone"
          name={BOOKING_FIELDS.zone}
          defaultValue={zone}
          className="block min-h-11 w-full min-w-0 rounded-lg border border-line bg-white px-3 text-base text-ink-900 focus-visible:outline-3 focus-visible:outline-focus"
        >
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {zoneLabel(choice)}
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        data-zone-submit
        className="inline-flex min-h-11 items-center justify-center rounded-lg border border-line bg-white px-4 text-sm font-semibold text-ink-900 hover:bg-surface-muted"
      >
        {intl.formatMessage({
          id: "booking.picker.showTimes",
          defaultMessage: "Show times",
        })}
      </button>
    </form>
  );
}
