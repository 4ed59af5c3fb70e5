import { CalendarClock, Mail } from "lucide-react";
import { defineMessages, FormattedMessage, useIntl } from "react-intl";
import type { Route } from "./+types/book";
import {
  BookingForm,
  DetailsForm,
  PickTimeForm,
} from "~/components/booking/booking-form";
import { ZoneChooser } from "~/components/booking/slot-picker";
import { ExpectationsAside, FormPageColumns } from "~/components/form-page";
import { PageHero } from "~/components/page-blocks";
import { site } from "~/content/site";
import { localizedPageMeta } from "~/content/seo";
import { BOOKING_FIELDS } from "~/domain/booking/booking-form";
import { localizedPath } from "~/i18n/locale";
import { bookAction, bookLoader } from "~/server/booking/book.handler.server";
import { IconParagraph } from "~/components/ui/icon-paragraph";

const bookSeo = {
  en: {
    title: "Book a consultation",
    description:
      "Choose a time for a 30-minute consultation with a principal consultant: the next open times, shown in your time zone, with a calendar invitation by e-mail.",
  },
  fr: {
    title: "Réserver une consultation",
    description:
      "Choisissez le moment de votre consultation de 30 minutes avec un consultant principal\u00a0: les prochaines plages libres, affichées dans votre fuseau horaire, et une invitation d’agenda par courriel.",
  },
};

/** What to expect from a consultation, beside the booking form: a heading and a sentence each. */
const expectationMessages = defineMessages({
  inviteTitle: {
    id: "booking.expect.inviteTitle",
    defaultMessage: "An invitation for your calendar",
  },
  inviteBody: {
    id: "booking.expect.inviteBody",
    defaultMessage:
      "Outlook, Google Calendar and Apple Calendar accept it as it is. Moves and cancellations update the same event.",
  },
  consultantTitle: {
    id: "booking.expect.consultantTitle",
    defaultMessage: "A principal consultant, not a sales script",
  },
  consultantBody: {
    id: "booking.expect.consultantBody",
    defaultMessage:
      "The person you meet has delivered public-sector platforms and can answer questions on security, data residency and procurement.",
  },
  changeTitle: {
    id: "booking.expect.changeTitle",
    defaultMessage: "Plans change",
  },
  changeBody: {
    id: "booking.expect.changeBody",
    defaultMessage:
      "Your confirmation has a link to move or cancel the meeting, up to a day before it starts.",
  },
});

const expectationKeys = ["invite", "consultant", "change"] as const;

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return localizedPageMeta(matches, "/book", bookSeo);
}

export const loader = (args: Route.LoaderArgs) => bookLoader(args);
export const action = (args: Route.ActionArgs) => bookAction(args);

export default function Book({ loaderData, actionData }: Route.ComponentProps) {
  const intl = useIntl();
  const { lead, days, zone, held } = loaderData;
  const expectations = expectationKeys.map((key) => ({
    title: intl.formatMessage(expectationMessages[`${key}Title`]),
    body: intl.formatMessage(expectationMessages[`${key}Body`]),
  }));
  const keep: Record<string, string> = lead
    ? { [BOOKING_FIELDS.lead]: lead.token }
    : {};
  return (
    <>
      {lead ? (
        <PageHero
          eyebrow={intl.formatMessage({
            id: "forms.getStarted.thankYouEyebrow",
            defaultMessage: "Step 4 · Thank you",
          })}
          title={intl.formatMessage(
            {
              id: "booking.page.thankYouTitle",
              defaultMessage: "Thank you, {firstName}. Let's find 30 minutes.",
            },
            { firstName: lead.firstName },
          )}
          lead={intl.formatMessage({
            id: "forms.getStarted.thankYouBody",
            defaultMessage:
              "Your request is with our team. In a 30-minute consultation a principal consultant will walk through your challenges and tell you honestly whether and how we can help.",
          })}
        />
      ) : (
        <PageHero
          title={intl.formatMessage({
            id: "booking.page.title",
            defaultMessage: "Book a 30-minute consultation",
          })}
          lead={intl.formatMessage({
            id: "booking.page.lead",
            defaultMessage:
              "Choose a time that suits you. A principal consultant will walk through your challenges and tell you honestly whether and how we can help.",
          })}
        />
      )}
      <FormPageColumns
        cardClassName="grid content-start gap-8"
        aside={<ExpectationsAside items={expectations} />}
      >
        {held && !actionData?.repick ? (
          <DetailsForm
            held={held}
            zone={zone}
            formToken={loaderData.formToken}
            leadToken={lead?.token ?? null}
            prefill={lead}
            answer={actionData}
            bookAnotherHref={`${localizedPath("/book", loaderData.locale)}?${new URLSearchParams({ ...keep, [BOOKING_FIELDS.zone]: zone })}`}
          />
        ) : (
          <>
            <ZoneChooser
              zone={zone}
              choices={loaderData.zoneChoices}
              // After a post the page must not reload itself: the visitor's answer is on it.
              zoneChosen={loaderData.zoneChosen || actionData !== undefined}
              keep={keep}
            />
            {days.length === 0 ? (
              <NoOpenTimes />
            ) : actionData?.repick ? (
              <BookingForm
                days={days}
                zone={zone}
                formToken={loaderData.formToken}
                leadToken={lead?.token ?? null}
                prefill={lead}
                answer={actionData}
              />
            ) : (
              <PickTimeForm
                days={days}
                zone={zone}
                formToken={loaderData.formToken}
                leadToken={lead?.token ?? null}
                answer={
                  actionData ??
                  (loaderData.holdUnknown
                    ? {
                        fieldErrors: {},
                        formError: intl.formatMessage({
                          id: "booking.pick.holdUnknown",
                          defaultMessage:
                            "That time is no longer held for you. Please choose a time again.",
                        }),
                        values: {},
                      }
                    : undefined)
                }
              />
            )}
          </>
        )}
      </FormPageColumns>
    </>
  );
}

/** No host has an open time in the window (none set up, or all booked): say how to reach us. */
function NoOpenTimes() {
  const intl = useIntl();
  const subject = intl.formatMessage({
    id: "forms.getStarted.mailSubject",
    defaultMessage: "30-minute consultation",
  });
  const body = intl.formatMessage({
    id: "forms.getStarted.mailBody",
    defaultMessage:
      "Times that suit me for a 30-minute consultation (with my time zone):",
  });
  const mailto = `mailto:${site.contactEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(`${body}\n\n`)}`;
  return (
    <div className="grid gap-4 rounded-card border border-line bg-surface-muted p-6">
      <IconParagraph Icon={CalendarClock}>
        <FormattedMessage
          id="booking.page.noTimes"
          defaultMessage="No times are open online at the moment. Propose times that suit you and we will confirm one within one business day."
        />
      </IconParagraph>
      <div>
        <a
          href={mailto}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          <Mail aria-hidden="true" className="size-4" />{" "}
          <FormattedMessage
            id="forms.getStarted.proposeTimes"
            defaultMessage="Propose times by e-mail"
          />
        </a>
      </div>
    </div>
  );
}
