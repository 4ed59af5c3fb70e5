import { CalendarClock } from "lucide-react";
import type { ReactNode } from "react";
import { DEFAULT_TIME_ZONE, formatInZone } from "~/domain/studio/schedule-time";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { cx } from "../ui/cx";
import { inputClasses } from "../ui/input";
import { useHydrated } from "../ui/use-hydrated";

/**
 * The editor's schedule: a time zone (the browser's once the page runs, the head office's
 * before), a time to publish and, for a page that is or will be live, a time to take it down.
 * Its fields belong to the editor's form (`form` attribute), so "Schedule publication" saves
 * what is typed with the schedule. Times are shown in the chosen zone and stored in UTC.
 */
export function SchedulePanel({
  formId,
  canScheduleUnpublish,
  publishAt,
  unpublishAt,
  scheduleError,
  timeZones,
  errors,
  posted,
  busy,
  pendingIntent,
}: {
  formId: string;
  canScheduleUnpublish: boolean;
  publishAt: string | null;
  unpublishAt: string | null;
  scheduleError: string | null;
  timeZones: string[];
  errors: Record<string, string>;
  posted: Record<string, string>;
  busy: boolean;
  pendingIntent: unknown;
}) {
  const hydrated = useHydrated();
  const browserZone = hydrated
    ? Intl.DateTimeFormat().resolvedOptions().timeZone
    : DEFAULT_TIME_ZONE;
  const zone = posted.timeZone || browserZone;
  // The list is the runtime's canonical zones, which leave out UTC and some names browsers
  // report (Asia/Kolkata, Europe/Kyiv…): a zone missing from it would show as its first entry,
  // Africa/Abidjan, so the browser's own zone is offered first when it is not there.
  const zones = timeZones.includes(zone) ? timeZones : [zone, ...timeZones];
  const shown = (iso: string) =>
    hydrated
      ? formatInZone(new Date(iso), zone)
      : formatInZone(new Date(iso), "UTC");
  return (
    <section
      aria-labelledby="insight-schedule-heading"
      className="grid gap-3 border-t border-line pt-4"
    >
      <h4
        id="insight-schedule-heading"
        className="flex items-center gap-2 text-base font-semibold text-ink-900"
      >
        <CalendarClock aria-hidden="true" className="size-5 text-brand-700" />
        Schedule
      </h4>
      {scheduleError ? (
        <Alert tone="error" title="The last schedule did not run">
          {scheduleError}
        </Alert>
      ) : null}
      <LabelledControl
        id="schedule-zone"
        label="Time zone"
        error={errors.timeZone}
      >
        <select
          id="schedule-zone"
          name="timeZone"
          form={formId}
          key={zone}
          defaultValue={zone}
          className={cx(inputClasses, "cursor-pointer")}
          aria-invalid={errors.timeZone ? true : undefined}
          aria-describedby={errors.timeZone ? "schedule-zone-error" : undefined}
        >
          {zones.map((name) => (
            <option key={name} value={name}>
              {name.replaceAll("_", " ")}
            </option>
          ))}
        </select>
      </LabelledControl>
      {publishAt ? (
        <ScheduledLine
          label="Publishes"
          when={shown(publishAt)}
          cancelIntent="cancel-publish"
          formId={formId}
        />
      ) : null}
      <ScheduleAt
        formId={formId}
        field="publishAt"
        label={publishAt ? "Move publication to" : "Publish at"}
        intent="schedule-publish"
        submit="Schedule publication"
        error={errors.publishAt}
        posted={posted.publishAt}
        busy={busy}
        pendingIntent={pendingIntent}
      />
      {unpublishAt ? (
        <ScheduledLine
          label="Comes down"
          when={shown(unpublishAt)}
          cancelIntent="cancel-unpublish"
          formId={formId}
        />
      ) : null}
      {canScheduleUnpublish ? (
        <ScheduleAt
          formId={formId}
          field="unpublishAt"
          label="Unpublish at"
          intent="schedule-unpublish"
          submit="Schedule withdrawal"
          error={errors.unpublishAt}
          posted={posted.unpublishAt}
          busy={busy}
          pendingIntent={pendingIntent}
        />
      ) : null}
    </section>
  );
}

/** A time field of the editor's form and the button that schedules it. */
function ScheduleAt({
  formId,
  field,
  label,
  intent,
  submit,
  error,
  posted,
  busy,
  pendingIntent,
}: {
  formId: string;
  field: "publishAt" | "unpublishAt";
  label: string;
  intent: "schedule-publish" | "schedule-unpublish";
  submit: string;
  error?: string;
  posted?: string;
  busy: boolean;
  pendingIntent: unknown;
}) {
  const id =
    field === "publishAt" ? "schedule-publish-at" : "schedule-unpublish-at";
  return (
    <>
      <LabelledControl id={id} label={label} error={error}>
        <input
          id={id}
          type="datetime-local"
          name={field}
          form={formId}
          defaultValue={posted ?? ""}
          className={inputClasses}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </LabelledControl>
      <Button
        type="submit"
        form={formId}
        name="intent"
        value={intent}
        variant="secondary"
        disabled={busy}
        pending={pendingIntent === intent}
        pendingLabel="Scheduling…"
      >
        {submit}
      </Button>
    </>
  );
}

function ScheduledLine({
  label,
  when,
  cancelIntent,
  formId,
}: {
  label: string;
  when: string;
  cancelIntent: string;
  formId: string;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-surface-muted px-3 py-2 text-sm">
      <p data-schedule={cancelIntent}>
        <span className="font-medium text-ink-900">{label}</span> {when}
      </p>
      <Button
        type="submit"
        form={formId}
        name="intent"
        value={cancelIntent}
        variant="link"
      >
        Cancel<span className="sr-only"> this schedule</span>
      </Button>
    </div>
  );
}

function LabelledControl({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink-900">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
