import { addMinutes, format } from "date-fns";
import { Download, MessagesSquare } from "lucide-react";
import { Link } from "react-router";
import type { LeadDetailView, LeadField } from "~/domain/console/lead-work";
import { leadStatusLabel } from "~/domain/console/lead-format";
import { formatFileSize } from "~/domain/client-work/client-work-format";
import { buttonClasses } from "../ui/button-link";
import { LeadStatusBadge as StatusBadge } from "./lead-badges";
import { useHydrated } from "../ui/use-hydrated";
import { VisitorLanguageNote } from "./visitor-language";

/** The inbox's status badge (lead-badges.tsx), labelled as the inbox labels it. */
export function LeadStatusBadge({ status }: { status: string }) {
  return <StatusBadge status={status} label={leadStatusLabel(status)} />;
}

const DETAIL_PATTERN = "MMMM d, yyyy 'at' HH:mm";

/**
 * The "submitted date-time" in detail form ('MMMM d, yyyy' and the time). The server
 * render says UTC; once hydrated, the reader's own time zone (as LocalTime does).
 */
export function LeadDateTime({ iso }: { iso: string }) {
  const hydrated = useHydrated();
  const date = new Date(iso);
  const text = hydrated
    ? format(date, DETAIL_PATTERN)
    : `${format(addMinutes(date, date.getTimezoneOffset()), DETAIL_PATTERN)} UTC`;
  return <time dateTime={date.toISOString()}>{text}</time>;
}

function FieldValue({ field }: { field: LeadField }) {
  const { value } = field;
  if (value === null) return <span className="text-text-muted">Not given</span>;
  switch (field.kind) {
    case "email":
      return (
        <a
          href={`mailto:${value}`}
          className="font-medium break-all text-brand-700 underline-offset-4 hover:underline"
        >
          {value}
        </a>
      );
    case "url":
      return /^https?:\/\//i.test(value) ? (
        <a
          href={value}
          rel="noopener noreferrer nofollow"
          target="_blank"
          className="break-all text-brand-700 underline-offset-4 hover:underline"
        >
          {value}
        </a>
      ) : (
        <span className="break-all">{value}</span>
      );
    case "datetime":
      return <LeadDateTime iso={value} />;
    case "status":
      return <LeadStatusBadge status={value} />;
    case "long":
      return <span className="whitespace-pre-line">{value}</span>;
    default:
      return <span className="break-words">{value}</span>;
  }
}

/** Labelled values, two columns where there is room; long texts take the full width. */
export function LeadFieldList({ fields }: { fields: LeadField[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {fields.map((field) => (
        <div
          key={field.label}
          className={
            field.kind === "long" ? "grid gap-1 sm:col-span-2" : "grid gap-1"
          }
        >
          <dt className="text-xs font-semibold tracking-wide text-text-muted uppercase">
            {field.label}
          </dt>
          <dd className="text-sm leading-6 text-ink-900">
            <FieldValue field={field} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Everything the submission stored: its fields, the résumé, where it came from and the consent. */
export function LeadSubmission({
  lead,
  headingLevel,
}: {
  lead: LeadDetailView;
  headingLevel: "h3" | "h4";
}) {
  const Heading = headingLevel;
  return (
    <div className="grid gap-6">
      {lead.locale ? <VisitorLanguageNote locale={lead.locale} /> : null}
      <LeadFieldList fields={lead.fields} />
      {lead.resume ? (
        <a
          href={lead.resume.href}
          download
          className={buttonClasses("secondary", "justify-self-start")}
          aria-label={`Download résumé ${lead.resume.name} (${formatFileSize(lead.resume.size)})`}
        >
          <Download aria-hidden="true" className="size-4" />
          Download résumé
          <span className="font-normal text-text-muted">
            ({formatFileSize(lead.resume.size)})
          </span>
        </a>
      ) : null}
      {lead.transcript ? (
        lead.transcript.href ? (
          <Link
            to={lead.transcript.href}
            className={buttonClasses("secondary", "justify-self-start")}
          >
            <MessagesSquare aria-hidden="true" className="size-4" />
            Read the chat transcript
          </Link>
        ) : (
          <p className="text-sm text-text-muted">
            Transcript deleted after the retention period.
          </p>
        )
      ) : null}
      {lead.attribution.length > 0 ? (
        <div className="grid gap-3 border-t border-line pt-4">
          <Heading className="text-sm font-semibold text-ink-900">
            Source and consent
          </Heading>
          <LeadFieldList fields={lead.attribution} />
        </div>
      ) : null}
    </div>
  );
}
