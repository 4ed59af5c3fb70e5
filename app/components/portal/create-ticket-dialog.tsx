import { FormattedMessage, useIntl } from "react-intl";
import { Plus } from "lucide-react";
import { useFetcher } from "react-router";
import type { FormResult } from "~/domain/forms/form-result";
import { createTicketSchema } from "~/domain/client-work/ticket-forms";
import { useAccountForm } from "../forms/use-account-form";
import { FormDialogButton } from "../ui/form-dialog";
import { PageToast } from "../ui/toaster";
import { SubmitTicketButton, TicketFields } from "../client-work/ticket-fields";

const FIELDS = ["title", "description", "priority"] as const;

/**
 * 'Create Ticket': a link to /dashboard/support/new without JavaScript; hydrated, the dialog,
 * which posts to /dashboard/support and redirects to the list with the spec's toast.
 */
export function CreateTicketButton() {
  const intl = useIntl();
  return (
    <FormDialogButton
      label={
        <>
          <Plus aria-hidden="true" className="size-4" />
          <FormattedMessage
            id="portal.createTicket"
            defaultMessage="Create Ticket"
          />
        </>
      }
      pageTo="/dashboard/support/new"
      title={intl.formatMessage({
        id: "portal.createTicket",
        defaultMessage: "Create Ticket",
      })}
      description={intl.formatMessage({
        id: "portal.createTicketIntro",
        defaultMessage:
          "Tell our platform team what you need. You can follow the answer and reply in the ticket's thread.",
      })}
    >
      <CreateTicketForm />
    </FormDialogButton>
  );
}

function CreateTicketForm() {
  const fetcher = useFetcher<FormResult>();
  const form = useAccountForm({
    schema: createTicketSchema,
    result: fetcher.data,
    fields: FIELDS,
  });
  const pending = fetcher.state !== "idle";
  return (
    <fetcher.Form
      method="post"
      action="/dashboard/support"
      {...form.formProps}
      className="grid gap-4"
    >
      <PageToast toast={fetcher.data?.toast} />
      <TicketFields form={form} />
      <div className="flex flex-wrap justify-end gap-3">
        <SubmitTicketButton pending={pending} className="w-full sm:w-auto" />
      </div>
    </fetcher.Form>
  );
}
