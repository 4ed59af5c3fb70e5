import { FormattedMessage, useIntl } from "react-intl";
import type { FormResult } from "~/domain/forms/form-result";
import type { SupportTabData } from "~/domain/client-work/client-work-views";
import { PageToast } from "../ui/toaster";
import { CreateTicketButton } from "./create-ticket-dialog";
import { LoadError, Pagination } from "../ui/page-states";
import { TicketList } from "./ticket-list";

/** /dashboard/support: the client's tickets and the way to open a new one. */
export function SupportTab({
  data,
  result,
}: {
  data: SupportTabData;
  result: FormResult | undefined;
}) {
  const intl = useIntl();
  return (
    <section aria-labelledby="support-heading" className="grid gap-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h2
            id="support-heading"
            className="text-xl font-bold tracking-tight text-ink-900"
          >
            <FormattedMessage
              id="portal.supportHeading"
              defaultMessage="Support tickets"
            />
          </h2>
          <p className="max-w-prose text-sm leading-6 text-text-muted">
            <FormattedMessage
              id="portal.supportIntro"
              defaultMessage="Incidents, questions and change requests for the team that runs your platforms. Every answer arrives in the ticket's thread and by e-mail."
            />
          </p>
        </div>
        <CreateTicketButton />
      </div>
      <PageToast toast={result?.toast} />
      {data.ok ? (
        <>
          <TicketList tickets={data.list.tickets} />
          <Pagination
            info={data.list.pageInfo}
            basePath="/dashboard/support"
            label={intl.formatMessage({
              id: "portal.supportPages",
              defaultMessage: "Support ticket pages",
            })}
          />
        </>
      ) : (
        <LoadError
          message={intl.formatMessage({
            id: "portal.ticketsLoadError",
            defaultMessage: "Error loading support tickets. Please try again.",
          })}
          retryTo="/dashboard/support"
        />
      )}
    </section>
  );
}
