import type { FormResult } from "~/domain/auth/auth-views";
import type { TicketThreadView } from "~/domain/portal/portal-views";
import { PageToast } from "../ui/toaster";
import { BackToTickets } from "./new-ticket-page";
import { ClosedTicketNote, TicketReplyForm } from "./ticket-reply-form";
import { TicketThread } from "./ticket-thread";

/** /dashboard/support/:ticketId: the ticket, its thread, and the reply box while it is open. */
export function ClientTicketPage({
  data,
  result,
}: {
  data: { thread: TicketThreadView };
  result: FormResult | undefined;
}) {
  const { thread } = data;
  return (
    <div className="grid gap-5">
      <BackToTickets />
      <TicketThread thread={thread} viewer="client" />
      <PageToast toast={result?.toast} />
      <section
        aria-label="Reply"
        className="rounded-card border border-line bg-surface p-5 shadow-card sm:p-8"
      >
        {thread.open ? (
          <TicketReplyForm
            result={result}
            resetKey={thread.entries.length}
            hint="Our team is e-mailed when you reply."
          />
        ) : (
          <ClosedTicketNote />
        )}
      </section>
    </div>
  );
}
