import { FormattedMessage } from "react-intl";

/** "Ticket #3f2a9c1e": the id's first 8 characters (ticketReference, in the reader's language). */
export function TicketReference({ id }: { id: string }) {
  return (
    <FormattedMessage
      id="portal.ticketReference"
      defaultMessage="Ticket #{shortId}"
      values={{ shortId: id.slice(0, 8) }}
    />
  );
}
