import { Link } from "react-router";
import type { FormResult } from "~/domain/forms/form-result";
import { TICKET_STATUSES } from "~/domain/enums";
import { ticketStatusLabels } from "~/domain/client-work/client-work-format";
import type { TicketThreadView } from "~/domain/client-work/client-work-views";
import {
  staffReplySchema,
  ticketStatusSchema,
} from "~/domain/client-work/ticket-forms";
import { useAccountForm } from "../forms/use-account-form";
import { PostForm, SubmitButton } from "../forms/account-form-fields";
import { TicketReplyForm } from "../client-work/ticket-reply-form";
import { TicketThread } from "../client-work/ticket-thread";
import { cx } from "../ui/cx";
import { Field } from "../ui/field";
import { inputClasses } from "../ui/input";
import { PageToast } from "../ui/toaster";
import { TitledSection } from "../ui/titled-section";
import { ConsoleBackLink } from "./console-back-link";

export type StaffTicketPageData = {
  thread: TicketThreadView & { client: { id: string; label: string } };
};

type ActionResult = FormResult & { intent?: string };

/**
 * /lead_admin/support/:ticketId: the client's thread as they see it, plus staff's reply and
 * status controls. Staff may answer a closed ticket (a closing note); the client may not.
 */
export function StaffTicketPage({
  data,
  result,
}: {
  data: StaffTicketPageData;
  result: ActionResult | undefined;
}) {
  const { thread } = data;
  const own = (intent: string) => (result?.intent === intent ? result : null);
  return (
    // Under the console's layout (its h1, tabs and flash toast): the thread's title is the h2.
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <ConsoleBackLink
          to="/lead_admin/support"
          label="Support queue"
          selfStart={false}
        />
        <p className="text-sm text-text-muted">
          Client:{" "}
          <Link
            to={`/lead_admin/clients/${thread.client.id}`}
            className="font-semibold text-brand-700 hover:underline"
          >
            {thread.client.label}
          </Link>
        </p>
      </div>
      <PageToast toast={result?.toast} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid min-w-0 gap-6">
          <TicketThread thread={thread} viewer="staff" />
          <section
            aria-label="Staff reply"
            className="rounded-card border border-line bg-surface p-5 shadow-card sm:p-8"
          >
            <TicketReplyForm
              result={own("reply")}
              resetKey={thread.entries.length}
              label="Reply to the client"
              hint="The client sees this in their portal and is e-mailed a link to it (never the text)."
              schema={staffReplySchema}
              extraFields={["status"]}
            >
              {(form) => (
                // The reply carries the ticket's next status: sending applies both at once.
                <StatusSelect
                  name="status"
                  label="Status after this reply"
                  hint="Sending the reply also moves the ticket to this status."
                  status={form.valueOf("status") || thread.ticket.status}
                  current={thread.ticket.status}
                  error={form.errorOf("status")}
                />
              )}
            </TicketReplyForm>
          </section>
        </div>
        <StatusForm
          status={thread.ticket.status}
          result={own("status")}
          resetKey={thread.entries.length}
        />
      </div>
    </div>
  );
}

function StatusForm({
  status,
  result,
  resetKey,
}: {
  status: string;
  result: FormResult | null;
  resetKey: number;
}) {
  const form = useAccountForm({
    schema: ticketStatusSchema,
    result,
    intent: "status",
    fields: ["status"],
  });
  return (
    <TitledSection
      id="status-heading"
      title="Status only"
      className="grid gap-4 rounded-card border border-line bg-surface p-5 shadow-card lg:sticky lg:top-6"
    >
      <PostForm
        key={resetKey}
        form={form}
        intent="status"
        className="grid gap-3"
      >
        <StatusSelect
          name="status"
          label="Move the ticket to"
          hint="Without a reply. The change appears in the client's thread, and its creator is e-mailed."
          status={status}
          current={status}
          focus={form.autoFocus("status")}
          error={form.errorOf("status")}
        />
        <SubmitButton form={form} variant="secondary" pendingLabel="Saving…">
          Update status
        </SubmitButton>
      </PostForm>
    </TitledSection>
  );
}

/** The four statuses; the current one says so, so "no change" is a visible choice. */
function StatusSelect({
  name,
  label,
  hint,
  status,
  current,
  focus,
  error,
}: {
  name: string;
  label: string;
  hint: string;
  status: string;
  current: string;
  focus?: boolean;
  error?: string;
}) {
  return (
    <Field name={name} label={label} hint={hint} focus={focus} error={error}>
      {(control) => (
        <select
          {...control}
          defaultValue={status}
          className={cx(inputClasses, "cursor-pointer")}
        >
          {TICKET_STATUSES.map((value) => (
            <option key={value} value={value}>
              {ticketStatusLabels[value]}
              {value === current ? " (current)" : ""}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
