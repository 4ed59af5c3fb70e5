import { CalendarCheck2 } from "lucide-react";
import { FormattedMessage, useIntl } from "react-intl";
import type { Route } from "./+types/manage-booking";
import { SlotPicker, ZoneChooser } from "~/components/booking/slot-picker";
import { submitButtonClasses } from "~/components/forms/lead-form-parts";
import { PageHero } from "~/components/page-blocks";
import { ButtonLink } from "~/components/ui/button-link";
import { site } from "~/content/site";
import { formatMessage, message } from "~/i18n/message";
import {
  manageBookingAction,
  manageBookingLoader,
} from "~/server/booking/manage-booking.handler.server";
import { ManageSection } from "~/components/booking/manage-section";

/** A private page (its address is the secret): never indexed, never in the sitemap. */
export function meta({ data }: Route.MetaArgs): Route.MetaDescriptors {
  const fr = data?.locale === "fr";
  return [
    { title: fr ? "Votre consultation" : "Your consultation" },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

export const loader = (args: Route.LoaderArgs) => manageBookingLoader(args);
export const action = (args: Route.ActionArgs) => manageBookingAction(args);

export default function ManageBooking({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const intl = useIntl();
  const { meeting, state, justBooked, done } = loaderData;
  const status = done
    ? formatMessage(intl, message(done))
    : actionData?.formError
      ? formatMessage(intl, actionData.formError)
      : null;
  return (
    <>
      <PageHero
        title={
          justBooked
            ? intl.formatMessage({
                id: "booking.manage.bookedTitle",
                defaultMessage: "Your consultation is booked",
              })
            : intl.formatMessage({
                id: "booking.manage.title",
                defaultMessage: "Your consultation",
              })
        }
        lead={
          justBooked
            ? intl.formatMessage(
                {
                  id: "booking.manage.bookedLead",
                  defaultMessage:
                    "We have e-mailed a calendar invitation to {email}. Keep that e-mail: its link brings you back here to move or cancel the meeting.",
                },
                { email: meeting.visitorEmail },
              )
            : undefined
        }
      />
      <div className="page-container grid gap-8 py-12 sm:py-16 lg:max-w-4xl">
        {status ? (
          <p
            role={done ? "status" : "alert"}
            tabIndex={-1}
            // After a post without a script, the page opens on its answer.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            className={
              done
                ? "rounded-lg border border-success-700 bg-white p-4 text-sm font-medium text-success-700"
                : "rounded-lg border border-danger-700 bg-white p-4 text-sm font-medium text-danger-700"
            }
          >
            {status}
          </p>
        ) : null}
        <section
          aria-labelledby="meeting-heading"
          className="grid gap-3 rounded-card border border-line bg-white p-5 shadow-card sm:p-8"
        >
          <h2
            id="meeting-heading"
            className="flex items-center gap-2 text-xl font-bold text-ink-900"
          >
            <CalendarCheck2
              aria-hidden="true"
              className="size-5 text-brand-700"
            />
            {state === "cancelled" ? (
              <FormattedMessage
                id="booking.manage.cancelledHeading"
                defaultMessage="Cancelled consultation"
              />
            ) : (
              <FormattedMessage
                id="booking.manage.meetingHeading"
                defaultMessage="30-minute consultation"
              />
            )}
          </h2>
          <dl className="grid gap-x-6 gap-y-2 text-base sm:grid-cols-[auto_1fr]">
            <dt className="font-semibold text-ink-900">
              <FormattedMessage
                id="booking.manage.when"
                defaultMessage="When"
              />
            </dt>
            <dd className="text-ink-900 first-letter:uppercase">
              <time dateTime={meeting.start}>{meeting.when}</time>
            </dd>
            <dt className="font-semibold text-ink-900">
              <FormattedMessage
                id="booking.manage.with"
                defaultMessage="With"
              />
            </dt>
            <dd className="text-ink-900">
              {intl.formatMessage(
                {
                  id: "booking.manage.withHost",
                  defaultMessage: "{host}, {company}",
                },
                { host: meeting.hostName, company: site.name },
              )}
            </dd>
            <dt className="font-semibold text-ink-900">
              <FormattedMessage
                id="booking.manage.for"
                defaultMessage="Booked for"
              />
            </dt>
            <dd className="break-words text-ink-900">
              {meeting.visitorName}, {meeting.organisation} (
              {meeting.visitorEmail})
            </dd>
          </dl>
        </section>
        {state === "open" ? (
          <>
            <Reschedule loaderData={loaderData} error={actionData} />
            <Cancel />
          </>
        ) : state === "too-late" ? (
          <ReachUs hours={loaderData.noticeHours} />
        ) : (
          <div>
            <ButtonLink to="/book">
              <FormattedMessage
                id="booking.manage.bookAgain"
                defaultMessage="Book a new time"
              />
            </ButtonLink>
          </div>
        )}
      </div>
    </>
  );
}

function Reschedule({
  loaderData,
  error,
}: {
  loaderData: Route.ComponentProps["loaderData"];
  error: Route.ComponentProps["actionData"];
}) {
  const intl = useIntl();
  const { days, zone } = loaderData;
  return (
    <ManageSection
      id="reschedule-heading"
      heading={
        <FormattedMessage
          id="booking.manage.rescheduleHeading"
          defaultMessage="Move to another time"
        />
      }
      className="gap-6"
    >
      <ZoneChooser zone={zone} choices={loaderData.zoneChoices} zoneChosen />
      {days.length > 0 ? (
        <form method="post" noValidate className="grid gap-6">
          <input type="hidden" name="intent" value="reschedule" />
          <SlotPicker
            days={days}
            zone={zone}
            error={error?.fieldErrors.slot?.[0]}
            focus={Boolean(error?.fieldErrors.slot)}
            legend={intl.formatMessage({
              id: "booking.manage.newTime",
              defaultMessage: "Choose the new time",
            })}
          />
          <div>
            <button type="submit" className={submitButtonClasses}>
              <FormattedMessage
                id="booking.manage.moveSubmit"
                defaultMessage="Move my consultation"
              />
            </button>
          </div>
        </form>
      ) : (
        <p className="text-base text-text-muted">
          <FormattedMessage
            id="booking.manage.noOtherTimes"
            defaultMessage="Your consultant has no other open time in the coming weeks. To find one, write to us."
          />
        </p>
      )}
    </ManageSection>
  );
}

function Cancel() {
  return (
    <ManageSection
      id="cancel-heading"
      heading={
        <FormattedMessage
          id="booking.manage.cancelHeading"
          defaultMessage="Cancel the consultation"
        />
      }
      className="gap-4"
    >
      <p className="text-base text-text-muted">
        <FormattedMessage
          id="booking.manage.cancelBody"
          defaultMessage="We will send a cancellation that removes the meeting from your calendar. A cancelled consultation cannot be restored, but you can book a new one at any time."
        />
      </p>
      <form method="post">
        <input type="hidden" name="intent" value="cancel" />
        <button
          type="submit"
          className="inline-flex min-h-11 items-center justify-center rounded-lg border border-danger-700 bg-white px-5 text-sm font-semibold text-danger-700 hover:bg-surface-muted"
        >
          <FormattedMessage
            id="booking.manage.cancelSubmit"
            defaultMessage="Cancel my consultation"
          />
        </button>
      </form>
    </ManageSection>
  );
}

/** Inside the cancel notice: a person, not a button. */
function ReachUs({ hours }: { hours: number }) {
  const intl = useIntl();
  const office = site.offices[0]!;
  return (
    <ManageSection
      id="reach-heading"
      heading={
        <FormattedMessage
          id="booking.manage.reachHeading"
          defaultMessage="Need to change it?"
        />
      }
      className="gap-3"
      muted
    >
      <p className="text-base text-ink-900">
        {formatMessage(intl, message("booking.manage.tooLate", { hours }))}
      </p>
      <ul className="grid gap-1 text-base">
        <li>
          <a
            href={`mailto:${site.contactEmail}`}
            className="font-semibold text-brand-700 underline underline-offset-2"
          >
            {site.contactEmail}
          </a>
        </li>
        <li>
          <a
            href={`tel:${office.phone.replace(/[^+\d]/g, "")}`}
            className="font-semibold text-brand-700 underline underline-offset-2"
          >
            {office.phone}
          </a>
        </li>
      </ul>
    </ManageSection>
  );
}
