import { useIntl } from "react-intl";
import { formatBytes, formatDate } from "~/i18n/format";
import { useLocale } from "~/i18n/locale-context";

/**
 * The portal's dates, sizes and status words in the page's language. The loaders write the
 * English labels the specification asks for ("Nov 5, 2026", "1.5 KB", "IN PROGRESS"); English
 * pages show them as they came, French pages write the same value the French way
 * (app/i18n/format.ts). Only the words shown change: the stored values (statuses, kinds) stay.
 */
export function useClientWorkLabels() {
  const locale = useLocale();
  const intl = useIntl();
  const french = locale === "fr";
  return {
    french,
    /** A calendar day (an ISO day or instant, read in UTC as the server writes it): "5 nov. 2026". */
    day: (iso: string, english: string) =>
      french ? formatDate("fr", iso) : english,
    /** The long form: "5 novembre 2026". */
    longDay: (iso: string, english: string) =>
      french
        ? formatDate("fr", iso, {
            day: "numeric",
            month: "long",
            year: "numeric",
          })
        : english,
    size: (bytes: number, english: string) =>
      french ? formatBytes("fr", bytes) : english,
    /** A ticket status as its badge reads ("IN PROGRESS"). */
    ticketStatusBadge: (status: string, english: string) =>
      french
        ? intl
            .formatMessage(
              {
                id: "portal.ticketStatus",
                defaultMessage:
                  "{status, select, open {Open} in_progress {In progress} resolved {Resolved} closed {Closed} other {{status}}}",
              },
              { status },
            )
            .toLocaleUpperCase("fr-CA")
        : english,
    /** A ticket status in a sentence ("In progress"). */
    ticketStatus: (status: string) =>
      intl.formatMessage(
        {
          id: "portal.ticketStatus",
          defaultMessage:
            "{status, select, open {Open} in_progress {In progress} resolved {Resolved} closed {Closed} other {{status}}}",
        },
        { status },
      ),
    priority: (priority: string, english: string) =>
      french
        ? intl.formatMessage(
            {
              id: "portal.priority",
              defaultMessage:
                "{priority, select, low {Low} medium {Medium} high {High} other {{priority}}}",
            },
            { priority },
          )
        : english,
    projectStatus: (status: string, english: string) =>
      french
        ? intl.formatMessage(
            {
              id: "portal.projectStatus",
              defaultMessage:
                "{status, select, active {Active} completed {Completed} planning {Planning} other {{status}}}",
            },
            { status },
          )
        : english,
    updateKind: (kind: string, english: string) =>
      french
        ? intl.formatMessage(
            {
              id: "portal.updateKind",
              defaultMessage:
                "{kind, select, progress {Progress} milestone {Milestone reached} next_steps {Next steps} other {Update}}",
            },
            { kind },
          )
        : english,
  };
}
