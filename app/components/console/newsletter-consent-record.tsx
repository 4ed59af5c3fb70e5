import type { ReactNode } from "react";
import {
  newsletterEventLabels,
  newsletterLanguageLabel,
  unsubscribeSourceLabels,
  type ConsentEventView,
} from "~/domain/console/newsletter-list";
import { EmailText } from "../ui/email-text";
import { UtcTime } from "../ui/utc-time";
import { BlankValue } from "../ui/blank-value";

export const th =
  "border-b border-line bg-surface-muted px-3 py-2 text-left text-xs font-semibold tracking-wide text-ink-800 uppercase";
export const td =
  "border-b border-line px-3 py-2 text-left align-top text-ink-900";

/** A subscriber's consent record, oldest first: what happened, where, in which language, shown which text, by whom. */
export function ConsentRecord({ events }: { events: ConsentEventView[] }) {
  if (events.length === 0)
    return <p className="text-sm text-text-muted">No events recorded.</p>;
  return (
    <ScrollingTable label="Consent record: table">
      <table className="w-full min-w-[44rem] border-collapse text-sm">
        <caption className="sr-only">Consent record, oldest first</caption>
        <thead>
          <tr>
            {[
              "When",
              "What happened",
              "Page",
              "Language",
              "Consent text shown",
              "Staff",
            ].map((heading) => (
              <th key={heading} scope="col" className={th}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={event.id} data-event={event.kind}>
              <td className={`${td} whitespace-nowrap`}>
                <UtcTime iso={event.at} />
              </td>
              <th scope="row" className={`${td} font-semibold`}>
                {newsletterEventLabels[event.kind]}
                {event.source ? (
                  <span className="block font-normal text-text-muted">
                    {unsubscribeSourceLabels[event.source]}
                  </span>
                ) : null}
                {event.change ? (
                  <span className="block font-normal text-ink-900" data-change>
                    {event.change}
                  </span>
                ) : null}
              </th>
              <td className={`${td} whitespace-nowrap`}>
                {event.page ?? <BlankValue />}
              </td>
              <td className={td}>
                {event.locale ? (
                  newsletterLanguageLabel(event.locale)
                ) : (
                  <BlankValue />
                )}
              </td>
              <td className={`${td} min-w-[14rem]`}>
                {event.consentText ?? <BlankValue />}
              </td>
              <td className={td}>
                {event.actorEmail ? (
                  <EmailText email={event.actorEmail} />
                ) : (
                  <BlankValue />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollingTable>
  );
}

/**
 * A wide table scrolls inside its own focusable region on a phone, never the page; positioned,
 * so the screen-reader-only text in its cells scrolls with it instead of widening the page.
 */
export function ScrollingTable({
  label,
  children,
}: {
  label: string;
  children: ReactNode;
}) {
  return (
    <div
      className="relative overflow-x-auto rounded-lg border border-line"
      role="region"
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      {children}
    </div>
  );
}
