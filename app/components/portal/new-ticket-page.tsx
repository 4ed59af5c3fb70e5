import { FormattedMessage } from "react-intl";
import type { FormResult } from "~/domain/forms/form-result";
import { createTicketSchema } from "~/domain/client-work/ticket-forms";
import { PostForm } from "../forms/account-form-fields";
import { useAccountForm } from "../forms/use-account-form";
import { BackArrowLink } from "../ui/back-arrow-link";
import { Card, CardContent } from "../ui/card";
import { PageToast } from "../ui/toaster";
import { SubmitTicketButton, TicketFields } from "../client-work/ticket-fields";

/**
 * /dashboard/support/new: the Create Ticket dialog's form as a page, for a browser without
 * JavaScript (the tab's 'Create Ticket' is a link here until the page is hydrated).
 */
export function NewTicketPage({ result }: { result: FormResult | undefined }) {
  const form = useAccountForm({
    schema: createTicketSchema,
    result,
    fields: ["title", "description", "priority"],
  });
  return (
    <section aria-labelledby="new-ticket-heading" className="grid gap-4">
      <BackToTickets />
      <Card className="max-w-2xl">
        <CardContent className="grid gap-5">
          <div className="grid gap-1.5">
            <h2
              id="new-ticket-heading"
              className="text-xl font-bold tracking-tight text-ink-900"
            >
              <FormattedMessage
                id="portal.createTicket"
                defaultMessage="Create Ticket"
              />
            </h2>
            <p className="text-sm leading-6 text-text-muted">
              <FormattedMessage
                id="portal.createTicketIntro"
                defaultMessage="Tell our platform team what you need. You can follow the answer and reply in the ticket's thread."
              />
            </p>
          </div>
          <PageToast toast={result?.toast} />
          <PostForm form={form} className="grid gap-4">
            <TicketFields form={form} />
            <SubmitTicketButton
              pending={form.pending}
              className="justify-self-start"
            />
          </PostForm>
        </CardContent>
      </Card>
    </section>
  );
}

export function BackToTickets() {
  return (
    <BackArrowLink
      to="/dashboard/support"
      className="inline-flex min-h-11 items-center gap-2 justify-self-start text-sm font-semibold text-brand-700 hover:underline"
    >
      <FormattedMessage
        id="portal.allTickets"
        defaultMessage="All support tickets"
      />
    </BackArrowLink>
  );
}
