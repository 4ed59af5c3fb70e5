import { useIntl } from "react-intl";
import type { FormResult } from "~/domain/forms/form-result";
import type { TicketThreadView } from "~/domain/client-work/client-work-views";
import { PageToast } from "../ui/toaster";
import { BackToTickets } from "./new-ticket-page";
import {
  ClosedTicketNote,
  TicketReplyForm,
} from "../client-work/ticket-reply-form";
import { TicketThread } from "../client-work/ticket-thread";

/** /dashboard/support/:ticketId: the ticket, its thread, and the reply box while it is open. */
export function ClientTicketPage({
  data,
  result,
}: {
  data: { thread: TicketThreadView };
  result: FormResult | undefined;
}) {
  const { thread } = data;
  const intl = useIntl();
  return (
    <div className="grid gap-5">
      <BackToTickets />
      <TicketThread thread={thread} viewer="client" />
      <PageToast toast={result?.toast} />
      <section
        aria-label={intl.formatMessage({
          id: "portal.reply",
          defaultMessage: "Reply",
        })}
        className="rounded-card border border-line bg-surface p-5 shadow-card sm:p-8"
      >
        {thread.open ? (
          <TicketReplyForm
            result={result}
            resetKey={thread.entries.length}
            hint={intl.formatMessage({
              id: "portal.replyHint",
              defaultMessage: "Our team is e-mailed when you reply.",
            })}
          />
        ) : (
          <ClosedTicketNote />
        )}
      </section>
    </div>
  );
}
