import { Mail, MessageSquareText } from "lucide-react";
import { Link } from "react-router";
import type { FormResult } from "~/domain/forms/form-result";
import type {
  EarlierLeadView,
  LeadDetailView,
  LeadNoteView,
  NotesOrder,
  StaffOwnerOption,
} from "~/domain/console/lead-work";
import { Badge } from "../ui/badge";
import { buttonClasses } from "../ui/button-link";
import { cx } from "../ui/cx";
import { formatUtc, LocalTime } from "../ui/local-time";
import { PageToast } from "../ui/toaster";
import { LeadDetailDialog } from "./lead-detail-dialog";
import { LeadDateTime, LeadStatusBadge, LeadSubmission } from "./lead-fields";
import {
  LeadNoteForm,
  LeadOwnerForm,
  LeadSpamReview,
  LeadStatusForm,
} from "./lead-workflow-forms";
import { TitledSection } from "../ui/titled-section";
import { ConsoleBackLink } from "./console-back-link";

export type LeadPageData = {
  lead: LeadDetailView;
  notes: LeadNoteView[];
  notesOrder: NotesOrder;
  earlier: EarlierLeadView[];
  owners: StaffOwnerOption[];
};

type ActionResult = FormResult & { intent?: string };

const sectionClasses =
  "grid gap-4 rounded-card border border-line bg-surface p-5 shadow-card sm:p-6";

/** /lead_admin/leads/:leadId under the console's h1: the submission, its workflow and its history. */
export function LeadPageView({
  data,
  result,
}: {
  data: LeadPageData;
  result: ActionResult | undefined;
}) {
  const { lead } = data;
  const own = (intent: string) => (result?.intent === intent ? result : null);
  // A new key after each write (status, owner, spam, note count) resets the forms to what is stored.
  const resetKey = `${lead.status}|${lead.ownerProfileId}|${lead.isSpam}|${data.notes.length}`;
  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <ConsoleBackLink to="/lead_admin/leads" label="All leads" />
        <div className="flex flex-wrap items-center gap-3">
          <h2 className="text-2xl font-bold break-words text-ink-900">
            {lead.fullName}
          </h2>
          <LeadStatusBadge status={lead.status} />
          {lead.isSpam ? <Badge tone="danger">Spam</Badge> : null}
        </div>
        <p className="text-sm text-text-muted">
          {lead.sourceName} · submitted <LeadDateTime iso={lead.createdAt} /> ·{" "}
          {lead.ownerName ? `owner: ${lead.ownerName}` : "unassigned"}
        </p>
        <PageToast toast={result?.toast} />
      </div>
      {/* Small screens: submission, then the workflow, then notes. Wide: the workflow beside both. */}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_1fr]">
        <section
          aria-labelledby="lead-submission-heading"
          className={cx(
            sectionClasses,
            "min-w-0 lg:col-start-1 lg:row-start-1",
          )}
        >
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h3
              id="lead-submission-heading"
              className="text-lg font-semibold text-ink-900"
            >
              Submission
            </h3>
            <a
              href={`mailto:${lead.email}`}
              className={buttonClasses("primary")}
            >
              <Mail aria-hidden="true" className="size-4" />
              Send Email
            </a>
          </div>
          <LeadSubmission lead={lead} headingLevel="h4" />
        </section>
        <div className="grid min-w-0 gap-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <LeadStatusForm
            status={lead.status}
            result={own("status")}
            resetKey={resetKey}
          />
          <LeadOwnerForm
            ownerProfileId={lead.ownerProfileId}
            owners={data.owners}
            result={own("owner")}
            resetKey={resetKey}
          />
          <LeadSpamReview
            lead={lead}
            result={own(lead.isSpam ? "release_spam" : "mark_spam")}
            resetKey={resetKey}
          />
          <EarlierLeads earlier={data.earlier} email={lead.email} />
        </div>
        <div className="min-w-0 lg:col-start-1 lg:row-start-2">
          <NotesSection
            notes={data.notes}
            order={data.notesOrder}
            result={own("note")}
            resetKey={resetKey}
          />
        </div>
      </div>
    </div>
  );
}

function NotesSection({
  notes,
  order,
  result,
  resetKey,
}: {
  notes: LeadNoteView[];
  order: NotesOrder;
  result: FormResult | null;
  resetKey: string;
}) {
  return (
    <section aria-labelledby="lead-notes-heading" className={sectionClasses}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3
          id="lead-notes-heading"
          className="text-lg font-semibold text-ink-900"
        >
          Notes{" "}
          <span className="text-sm font-normal text-text-muted">
            ({notes.length})
          </span>
        </h3>
        <nav aria-label="Order of notes" className="flex gap-1 text-sm">
          {(["newest", "oldest"] as const).map((value) => (
            <Link
              key={value}
              to={`?notes=${value}`}
              replace
              preventScrollReset
              aria-current={order === value ? "true" : undefined}
              className={cx(
                "inline-flex min-h-11 items-center rounded-lg px-3 font-semibold",
                order === value
                  ? "bg-brand-50 text-brand-800"
                  : "text-brand-700 hover:bg-surface-muted",
              )}
            >
              {value === "newest" ? "Newest first" : "Oldest first"}
            </Link>
          ))}
        </nav>
      </div>
      <LeadNoteForm result={result} resetKey={resetKey} />
      {notes.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-text-muted">
          <MessageSquareText aria-hidden="true" className="size-4" />
          No notes yet.
        </p>
      ) : (
        <ol className="grid gap-3" aria-label="Notes">
          {notes.map((note) => (
            <li
              key={note.id}
              className="grid gap-1 rounded-lg border border-line bg-surface-muted/50 p-4"
            >
              <p className="text-xs text-text-muted">
                <span className="font-semibold text-ink-900">
                  {note.authorName}
                </span>{" "}
                · <LocalTime iso={note.createdAt} />
              </p>
              <p className="text-sm leading-6 break-words whitespace-pre-line text-ink-900">
                {note.body}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function EarlierLeads({
  earlier,
  email,
}: {
  earlier: EarlierLeadView[];
  email: string;
}) {
  return (
    <TitledSection
      id="lead-earlier-heading"
      title="Other leads from this address"
      className="grid gap-3 rounded-card border border-line bg-surface p-5 shadow-card"
    >
      {earlier.length === 0 ? (
        <p className="text-sm break-words text-text-muted">
          No other submissions from {email}.
        </p>
      ) : (
        <ul className="grid gap-2">
          {earlier.map((other) => (
            <li
              key={other.id}
              className="flex items-stretch gap-2 rounded-lg border border-line"
            >
              <Link
                to={`/lead_admin/leads/${other.id}`}
                className="grid min-w-0 flex-1 gap-1 rounded-lg p-3 hover:bg-surface-muted"
              >
                <span className="flex flex-wrap items-center justify-between gap-2">
                  <span className="text-sm font-semibold text-brand-700">
                    {other.sourceName}
                  </span>
                  <LeadStatusBadge status={other.status} />
                </span>
                {other.interest ? (
                  <span className="text-sm break-words text-ink-900">
                    {other.interest}
                  </span>
                ) : null}
                <span className="text-xs text-text-muted">
                  <LocalTime iso={other.createdAt} />
                </span>
              </Link>
              {/* A quick look without leaving this lead: the inbox's own dialog. */}
              <div className="flex items-center pr-2">
                <LeadDetailDialog
                  leadId={other.id}
                  name={`${other.sourceName} of ${formatUtc(new Date(other.createdAt))}`}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </TitledSection>
  );
}
