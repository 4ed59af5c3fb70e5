import { FormattedMessage, useIntl } from "react-intl";
import { Plus } from "lucide-react";
import { useState } from "react";
import { useFetcher, useLocation } from "react-router";
import type { FormResult } from "~/domain/forms/form-result";
import { createTicketSchema } from "~/domain/client-work/ticket-forms";
import { useAccountForm } from "../forms/use-account-form";
import { Button } from "../ui/button";
import { ButtonLink } from "../ui/button-link";
import { Dialog, DialogContent, DialogTrigger } from "../ui/dialog";
import { PageToast } from "../ui/toaster";
import { useHydrated } from "../ui/use-hydrated";
import { SubmitTicketButton, TicketFields } from "../client-work/ticket-fields";

const FIELDS = ["title", "description", "priority"] as const;

/**
 * 'Create Ticket'. Without JavaScript it is a link to /dashboard/support/new, the same form
 * as a page. Once hydrated it opens the Create Ticket dialog, which posts to
 * /dashboard/support: a mistake comes back into the dialog; success redirects to the list
 * (a new location, which closes the dialog) with the spec's toast.
 */
export function CreateTicketButton() {
  const hydrated = useHydrated();
  const location = useLocation();
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    setOpen(false);
  }
  const label = (
    <>
      <Plus aria-hidden="true" className="size-4" />
      <FormattedMessage
        id="portal.createTicket"
        defaultMessage="Create Ticket"
      />
    </>
  );
  if (!hydrated) {
    return <ButtonLink to="/dashboard/support/new">{label}</ButtonLink>;
  }
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>{label}</Button>
      </DialogTrigger>
      <DialogContent
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
      </DialogContent>
    </Dialog>
  );
}

// Mounted with the dialog's content: every opening starts with an empty form and no errors.
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
