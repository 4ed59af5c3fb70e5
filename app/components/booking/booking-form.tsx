import { Clock } from "lucide-react";
import type { ReactNode } from "react";
import { defineMessages, FormattedMessage, useIntl } from "react-intl";
import { HoneypotField } from "~/components/forms/honeypot-field";
import { submitButtonClasses } from "~/components/forms/lead-form-parts";
import { Field } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";
import { BOOKING_FIELDS, type SlotDay } from "~/domain/booking/booking-form";
import { trackingFieldNames } from "~/domain/forms/consent";
import { formatMessage, type Message } from "~/i18n/message";
import { SlotPicker } from "./slot-picker";
import { IconParagraph } from "../ui/icon-paragraph";

const inputClasses =
  "block min-h-11 w-full rounded-lg border border-line bg-white px-3.5 py-2.5 text-base text-ink-900 focus-visible:outline-3 focus-visible:outline-focus aria-[invalid=true]:border-danger-700";

/** The order fields are checked in, so focus goes to the first one in error. */
const FIELD_ORDER = [
  BOOKING_FIELDS.slot,
  BOOKING_FIELDS.name,
  BOOKING_FIELDS.email,
  BOOKING_FIELDS.organisation,
];

type Answer = {
  fieldErrors: Record<string, string[]>;
  formError: Message | string | null;
  values: Record<string, string>;
};

type Prefill = { name: string; email: string; organisation: string } | null;

/** What every booking form carries: its signed token, the shown zone, the lead's link. */
type FormContext = {
  formToken: string;
  zone: string;
  leadToken: string | null;
  answer?: Answer;
};

/**
 * The first step (docs/booking.md): the open times only. Posting one holds it for the visitor
 * (decision 071) and the page moves on to their details; no script needed.
 */
export function PickTimeForm({
  days,
  ...context
}: FormContext & { days: readonly SlotDay[] }) {
  const intl = useIntl();
  return (
    <BookingFormFrame context={context} intent="hold">
      <SlotPicker
        days={days}
        zone={context.zone}
        error={context.answer?.fieldErrors[BOOKING_FIELDS.slot]?.[0]}
        focus={Boolean(context.answer?.fieldErrors[BOOKING_FIELDS.slot])}
        legend={intl.formatMessage({
          id: "booking.pick.legend",
          defaultMessage: "Step 1 of 2: choose a time",
        })}
      />
      <SubmitRow>
        <FormattedMessage id="booking.pick.submit" defaultMessage="Continue" />
      </SubmitRow>
    </BookingFormFrame>
  );
}

/**
 * The second step: the time held for the visitor, said in words with how long it is held, and
 * who is coming. The time rides along, so a post after the hold lapsed still books it if free.
 */
export function DetailsForm({
  held,
  prefill,
  bookAnotherHref,
  ...context
}: FormContext & {
  held: {
    token: string;
    slot: string;
    when: string;
    until: string;
    live: boolean;
  };
  prefill: Prefill;
  bookAnotherHref: string;
}) {
  return (
    <BookingFormFrame
      context={context}
      hidden={{
        [BOOKING_FIELDS.hold]: held.token,
        [BOOKING_FIELDS.slot]: held.slot,
      }}
    >
      <div className="grid gap-3 rounded-lg border border-line bg-surface-muted p-4 sm:p-5">
        <h3 className="text-base font-semibold text-ink-900">
          <FormattedMessage
            id="booking.details.legend"
            defaultMessage="Step 2 of 2: your details"
          />
        </h3>
        <IconParagraph Icon={Clock}>
          <span>
            <strong className="font-semibold">{held.when}</strong>
            <span className="block text-sm leading-6 text-text-muted">
              {held.live ? (
                <FormattedMessage
                  id="booking.details.held"
                  defaultMessage="We are holding this time for you until {until}."
                  values={{ until: held.until }}
                />
              ) : (
                <FormattedMessage
                  id="booking.details.lapsed"
                  defaultMessage="We held this time for you until {until}. Send your details and we will book it if it is still free."
                  values={{ until: held.until }}
                />
              )}
            </span>
          </span>
        </IconParagraph>
        <p>
          <a
            href={bookAnotherHref}
            className="text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
          >
            <FormattedMessage
              id="booking.details.changeTime"
              defaultMessage="Choose another time"
            />
          </a>
        </p>
      </div>
      <DetailsAndBook prefill={prefill} answer={context.answer} />
    </BookingFormFrame>
  );
}

/**
 * Both steps in one form, with no hold: shown when the time a visitor posted was taken or is no
 * longer offered, so fresh times and the details they typed come back together.
 */
export function BookingForm({
  days,
  prefill,
  ...context
}: FormContext & { days: readonly SlotDay[]; prefill: Prefill }) {
  const intl = useIntl();
  const errorOf = (name: string) => context.answer?.fieldErrors[name]?.[0];
  return (
    <BookingFormFrame context={context}>
      <SlotPicker
        days={days}
        zone={context.zone}
        selected={context.answer?.values[BOOKING_FIELDS.slot]}
        error={errorOf(BOOKING_FIELDS.slot)}
        focus={firstErrorOf(context.answer) === BOOKING_FIELDS.slot}
        legend={intl.formatMessage({
          id: "booking.picker.legend",
          defaultMessage: "Choose a time",
        })}
      />
      <DetailsAndBook prefill={prefill} answer={context.answer} />
    </BookingFormFrame>
  );
}

/** The end of both booking forms: the visitor's details, the note, and the button that books. */
function DetailsAndBook({
  prefill,
  answer,
}: {
  prefill: Prefill;
  answer: Answer | undefined;
}) {
  return (
    <>
      <VisitorFields prefill={prefill} answer={answer} />
      <BookingNote />
      <SubmitRow>
        <FormattedMessage
          id="booking.form.submit"
          defaultMessage="Book this time"
        />
      </SubmitRow>
    </>
  );
}

function firstErrorOf(answer: Answer | undefined) {
  return FIELD_ORDER.find((name) => answer?.fieldErrors[name]?.[0]);
}

/**
 * A booking form posted to the page itself: its hidden context, the honeypot, and the reason a
 * post was refused, read first after a refused post without a script.
 */
function BookingFormFrame({
  context,
  intent,
  hidden = {},
  children,
}: {
  context: FormContext;
  intent?: "hold";
  hidden?: Record<string, string>;
  children: ReactNode;
}) {
  const intl = useIntl();
  const { answer } = context;
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
      <input
        type="hidden"
        name={trackingFieldNames.token}
        value={context.formToken}
      />
      <input type="hidden" name={BOOKING_FIELDS.zone} value={context.zone} />
      {context.leadToken ? (
        <input
          type="hidden"
          name={BOOKING_FIELDS.lead}
          value={context.leadToken}
        />
      ) : null}
      {intent ? (
        <input type="hidden" name={BOOKING_FIELDS.intent} value={intent} />
      ) : null}
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {intent ? null : <HoneypotField />}
      <FormAlert message={formError} focus={!firstErrorOf(answer)} />
      {children}
    </form>
  );
}

/** Who is coming: a get-started visitor's details arrive filled in; a refused post's come back. */
function VisitorFields({
  prefill,
  answer,
}: {
  prefill: Prefill;
  answer?: Answer;
}) {
  const intl = useIntl();
  const errorOf = (name: string) => answer?.fieldErrors[name]?.[0];
  const firstError = firstErrorOf(answer);
  const valueOf = (name: keyof NonNullable<Prefill>) =>
    answer?.values[name] ?? prefill?.[name] ?? "";
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {VISITOR_INPUTS.map((input) => (
        <Field
          key={input.name}
          className={input.wide ? "sm:col-span-2" : undefined}
          name={input.name}
          label={intl.formatMessage(VISITOR_LABELS[input.name])}
          error={errorOf(input.name)}
          focus={firstError === input.name}
        >
          {(control) => (
            <input
              {...control}
              type={input.type}
              autoComplete={input.autoComplete}
              required
              maxLength={input.maxLength}
              defaultValue={valueOf(input.name)}
              className={inputClasses}
            />
          )}
        </Field>
      ))}
    </div>
  );
}

const VISITOR_LABELS = defineMessages({
  name: { id: "booking.form.name", defaultMessage: "Your name" },
  email: { id: "booking.form.email", defaultMessage: "Work e-mail" },
  organisation: {
    id: "booking.form.organisation",
    defaultMessage: "Organisation",
  },
});

type VisitorInput = {
  readonly name: keyof typeof VISITOR_LABELS;
  readonly type: "text" | "email";
  readonly autoComplete: string;
  readonly maxLength: number;
  /** Spans both columns from the small breakpoint on. */
  readonly wide?: boolean;
};

/** Who is coming, in page order: the limits are the schema's (domain/booking/booking-form.ts). */
const VISITOR_INPUTS: readonly VisitorInput[] = [
  {
    name: BOOKING_FIELDS.name,
    type: "text",
    autoComplete: "name",
    maxLength: 120,
  },
  {
    name: BOOKING_FIELDS.email,
    type: "email",
    autoComplete: "email",
    maxLength: 255,
  },
  {
    name: BOOKING_FIELDS.organisation,
    type: "text",
    autoComplete: "organization",
    maxLength: 200,
    wide: true,
  },
];

function BookingNote() {
  return (
    <p className="text-sm leading-6 text-text-muted">
      <FormattedMessage
        id="booking.form.note"
        defaultMessage="We e-mail you a calendar invitation and a link to move or cancel the meeting. We use these details only to prepare and hold this consultation."
      />
    </p>
  );
}

function SubmitRow({ children }: { children: ReactNode }) {
  return (
    <div>
      <button type="submit" className={submitButtonClasses}>
        {children}
      </button>
    </div>
  );
}
