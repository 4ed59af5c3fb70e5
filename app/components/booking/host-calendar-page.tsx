import { CalendarClock, Link2, RefreshCw, Save } from "lucide-react";
import { Form } from "react-router";
import { BUSY_SOURCE_URL_MAX } from "~/domain/booking/busy-source";
import type { Toast } from "~/domain/forms/form-result";
import { Alert } from "../ui/alert";
import { BackArrowLink } from "../ui/back-arrow-link";
import { Button } from "../ui/button";
import { PostedTextField, OneButtonForm } from "../ui/row-forms";
import { PageToast } from "../ui/toaster";
import { UtcTime } from "../ui/utc-time";

export type HostCalendarPageHost = {
  hostId: string;
  displayName: string;
  hasFeed: boolean;
  busySourceUrl: string | null;
  busySyncedAt: string | null;
  busySyncError: string | null;
  slotsHidden: boolean;
  busyTimes: number;
};

export type HostCalendarPageResult = {
  ok: boolean;
  toast?: Toast<string>;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
  feedUrl?: string;
};

const sectionClasses =
  "grid gap-3 rounded-xl border border-line bg-surface p-4";

/** /lead_admin/bookings/hosts/:hostId/calendar: the host's feed link and busy calendar. */
export function HostCalendarPage({
  host,
  result,
}: {
  host: HostCalendarPageHost;
  result: HostCalendarPageResult | undefined;
}) {
  const base = `/lead_admin/bookings/hosts/${host.hostId}/calendar`;
  const errors = result?.fieldErrors ?? {};
  const typed = result?.values?.busySourceUrl;
  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-6">
      <div className="grid gap-2">
        <BackArrowLink
          to={`/lead_admin/bookings/hosts/${host.hostId}`}
          className="inline-flex min-h-11 items-center gap-2 justify-self-start text-sm font-semibold text-brand-700 hover:underline"
        >
          {host.displayName}
        </BackArrowLink>
        <h2 className="text-2xl font-bold text-ink-900">
          Calendars of {host.displayName}
        </h2>
        <p className="max-w-prose text-sm text-text-muted">
          The feed puts this host&rsquo;s confirmed consultations in their own
          calendar. The busy calendar works the other way: time that is busy
          there is never offered to visitors.
        </p>
        <PageToast toast={result?.toast} />
      </div>
      {host.slotsHidden ? (
        <Alert tone="warning" role="status" title="Slots hidden">
          {host.busySyncedAt
            ? "Busy time could not be read since "
            : "Busy time has not been read yet"}
          {host.busySyncedAt ? (
            <UtcTime iso={host.busySyncedAt} numeric />
          ) : null}
          . No slot of this host is offered until their busy calendar is read
          again.
        </Alert>
      ) : null}

      <section aria-labelledby="feed-heading" className={sectionClasses}>
        <h3 id="feed-heading" className="text-lg font-semibold text-ink-900">
          Calendar feed
        </h3>
        <p className="max-w-prose text-sm text-text-muted">
          {host.hasFeed
            ? "This host has a feed link. It is shown only when created: create a new one if it was lost or shared by mistake (the old one stops working at once)."
            : "No feed link yet. Subscribe to it in the host's calendar (add calendar from URL)."}
        </p>
        {result?.feedUrl ? (
          <Alert tone="success" title="The new feed link (shown once)">
            <p className="font-mono text-sm break-all" data-feed-url>
              {result.feedUrl}
            </p>
          </Alert>
        ) : null}
        <OneButtonForm
          action={base}
          fields={{ intent: "rotate-feed" }}
          Icon={Link2}
          label={host.hasFeed ? "Rotate feed link" : "Create feed link"}
        />
      </section>

      <section aria-labelledby="busy-heading" className={sectionClasses}>
        <h3 id="busy-heading" className="text-lg font-semibold text-ink-900">
          Busy calendar
        </h3>
        <Form
          method="post"
          action={base}
          noValidate
          aria-label="Busy calendar address"
          className="grid gap-3"
        >
          <input type="hidden" name="intent" value="save-source" />
          <PostedTextField
            name="busySourceUrl"
            label="Calendar address (iCalendar)"
            hint="The calendar's secret https or webcal address. Read every 15 minutes; leave empty to read none."
            error={errors.busySourceUrl}
            focus={Boolean(errors.busySourceUrl)}
            value={typed ?? host.busySourceUrl ?? ""}
            maxLength={BUSY_SOURCE_URL_MAX}
            type="url"
            address
          />
          <Button type="submit" className="justify-self-start">
            <Save aria-hidden="true" className="size-4" />
            Save busy calendar
          </Button>
        </Form>
        <dl className="grid gap-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-x-4">
          <dt className="font-semibold">Last read</dt>
          <dd>
            <UtcTime iso={host.busySyncedAt} numeric />
            {host.busySyncedAt
              ? ` — ${host.busyTimes} busy period${host.busyTimes === 1 ? "" : "s"}`
              : null}
          </dd>
          <dt className="font-semibold">Last error</dt>
          <dd>
            {host.busySyncError ?? (
              <span className="text-text-muted">None</span>
            )}
          </dd>
        </dl>
        {host.busySourceUrl ? (
          <OneButtonForm
            action={base}
            fields={{ intent: "sync-now" }}
            Icon={RefreshCw}
            label="Sync now"
          />
        ) : (
          <p className="flex items-center gap-2 text-sm text-text-muted">
            <CalendarClock aria-hidden="true" className="size-4" />
            No busy calendar: slots follow this host&rsquo;s hours and meetings.
          </p>
        )}
      </section>
    </div>
  );
}
