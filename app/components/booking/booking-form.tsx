import { FormattedMessage, useIntl } from "react-intl";
import { HoneypotField } from "~/components/forms/honeypot-field";
import { submitButtonClasses } from "~/components/forms/lead-form-parts";
import { Field } from "~/components/ui/field";
import { BOOKING_FIELDS, type SlotDay } from "~/domain/booking/booking-form";
import { trackingFieldNames } from "~/domain/forms/consent";
import { formatMessage, type Message } from "~/i18n/message";
import { SlotPicker } from "./slot-picker";

const inputClasses =
  "block min-h-11 w-full rounded-lg border border-line bg-white px-3.5 py-2.5 text-base text-ink-900 focus-visible:outline-3 focus-visible:outline-focus aria-[invalid=true]:border-danger-700";

/** The order fields are checked in, so focus goes to the first one in error. */
const FIELD_ORDER = [
  BOOKING_FIELDS.slot,
  BOOKING_FIELDS.name,
  BOOKING_FIELDS.email,
  BOOKING_FIELDS.organisation,
];

/**
 * The booking form: the open times and who is coming, posted to the page itself (no script
 * needed). A get-started visitor's details arrive filled in; after a refused post the visitor's
 * text comes back and the first field in error takes the focus.
 */
export function BookingForm({
  days,
  zone,
  formToken,
  leadToken,
  prefill,
  answer,
}: {
  days: readonly SlotDay[];
  zone: string;
  formToken: string;
  leadToken: string | null;
  prefill: { name: string; email: string; organisation: string } | null;
  answer?: {
    fieldErrors: Record<string, string[]>;
    formError: Message | string | null;
    values: Record<string, string>;
  };
}) {
  const intl = useIntl();
  const errorOf = (name: string) => answer?.fieldErrors[name]?.[0];
  const firstError = FIELD_ORDER.find((name) => errorOf(name));
  const valueOf = (name: keyof NonNullable<typeof prefill>) =>
    answer?.values[name] ?? prefill?.[name] ?? "";
  const formError = answer?.formError
    ? formatMessage(intl, answer.formError)
    : null;
  return (
    <form
      method="post"
      noValidate
      aria-labelledby="booking-form-heading"
      className="grid gap-6"
    >
      <h2 id="booking-form-heading" className="sr-only">
        <FormattedMessage
          id="booking.form.heading"
          defaultMessage="Book your consultation"
        />
      </h2>
      <input type="hidden" name={trackingFieldNames.token} value={formToken} />
      <input type="hidden" name={BOOKING_FIELDS.zone} value={zone} />
      {leadToken ? (
        <input type="hidden" name={BOOKING_FIELDS.lead} value={leadToken} />
      ) : null}
      <HoneypotField />
      <p
        role="alert"
        tabIndex={formError ? -1 : undefined}
        // After a refused post without a script, the reason is read first.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={Boolean(formError) && !firstError}
        className={
          formError
            ? "rounded-lg border border-danger-700 bg-white p-4 text-sm font-medium text-danger-700"
            : "sr-only"
        }
      >
        {formError}
      </p>
      <SlotPicker
        days={days}
        zone={zone}
        selected={answer?.values[BOOKING_FIELDS.slot]}
        error={errorOf(BOOKING_FIELDS.slot)}
        focus={firstError === BOOKING_FIELDS.slot}
        legend={intl.formatMessage({
          id: "booking.picker.legend",
          defaultMessage: "Choose a time",
        })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          name={BOOKING_FIELDS.name}
          label={intl.formatMessage({
            id: "booking.form.name",
            defaultMessage: "Your name",
          })}
          error={errorOf(BOOKING_FIELDS.name)}
          focus={firstError === BOOKING_FIELDS.name}
        >
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="name"
              required
              maxLength={120}
              defaultValue={valueOf("name")}
              className={inputClasses}
            />
          )}
        </Field>
        <Field
          name={BOOKING_FIELDS.email}
          label={intl.formatMessage({
            id: "booking.form.email",
            defaultMessage: "Work e-mail",
          })}
          error={errorOf(BOOKING_FIELDS.email)}
          focus={firstError === BOOKING_FIELDS.email}
        >
          {(control) => (
            <input
              {...control}
              type="email"
              autoComplete="email"
              required
              maxLength={255}
              defaultValue={valueOf("email")}
              className={inputClasses}
            />
          )}
        </Field>
        <Field
          className="sm:col-span-2"
          name={BOOKING_FIELDS.organisation}
          label={intl.formatMessage({
            id: "booking.form.organisation",
            defaultMessage: "Organisation",
          })}
          error={errorOf(BOOKING_FIELDS.organisation)}
          focus={firstError === BOOKING_FIELDS.organisation}
        >
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="organization"
              required
              maxLength={200}
              defaultValue={valueOf("organisation")}
              className={inputClasses}
            />
          )}
        </Field>
      </div>
      <p className="text-sm leading-6 text-text-muted">
        <FormattedMessage
          id="booking.form.note"
          defaultMessage="We e-mail you a calendar invitation and a link to move or cancel the meeting. We use these details only to prepare and hold this consultation."
        />
      </p>
      <div>
        <button type="submit" className={submitButtonClasses}>
          <FormattedMessage
            id="booking.form.submit"
            defaultMessage="Book this time"
          />
        </button>
      </div>
    </form>
  );
}
