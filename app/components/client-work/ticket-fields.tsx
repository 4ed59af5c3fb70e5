import { FormattedMessage, useIntl } from "react-intl";
import { useClientWorkLabels } from "./client-work-labels";
import { TICKET_PRIORITIES } from "~/domain/enums";
import { priorityLabels } from "~/domain/client-work/client-work-format";
import {
  TICKET_TEXT_MAX,
  TICKET_TITLE_MAX,
} from "~/domain/client-work/ticket-forms";
import { FormField, type FieldFeedback } from "../ui/form-field";
import { Input, inputClasses } from "../ui/input";
import { cx } from "../ui/cx";
import { Button } from "../ui/button";

/** What the fields need from the form's hook (useAccountForm). */
export type FieldState = FieldFeedback & {
  valueOf: (name: string) => string | undefined;
};

/**
 * The Create Ticket fields: title, description in 4 rows, priority low, medium
 * or high with medium chosen. The same fields in the dialog and on /dashboard/support/new.
 */
export function TicketFields({ form }: { form: FieldState }) {
  const intl = useIntl();
  const labels = useClientWorkLabels();
  return (
    <>
      <FormField
        form={form}
        name="title"
        label={intl.formatMessage({
          id: "portal.ticketTitle",
          defaultMessage: "Title",
        })}
      >
        {(control) => (
          <Input
            {...control}
            required
            maxLength={TICKET_TITLE_MAX}
            defaultValue={form.valueOf("title")}
            placeholder={intl.formatMessage({
              id: "portal.ticketTitlePlaceholder",
              defaultMessage: "e.g. Taxpayer portal login times out for agents",
            })}
          />
        )}
      </FormField>
      <FormField
        form={form}
        name="description"
        label={intl.formatMessage({
          id: "portal.ticketDescription",
          defaultMessage: "Description",
        })}
        hint={intl.formatMessage({
          id: "portal.ticketDescriptionHint",
          defaultMessage:
            "What happened, where, and since when. Please leave out passwords and personal data.",
        })}
      >
        {(control) => (
          <textarea
            {...control}
            rows={4}
            required
            maxLength={TICKET_TEXT_MAX}
            defaultValue={form.valueOf("description")}
            className={inputClasses}
          />
        )}
      </FormField>
      <FormField
        form={form}
        name="priority"
        label={intl.formatMessage({
          id: "portal.ticketPriority",
          defaultMessage: "Priority",
        })}
      >
        {(control) => (
          <select
            {...control}
            defaultValue={form.valueOf("priority") || "medium"}
            className={cx(inputClasses, "cursor-pointer")}
          >
            {TICKET_PRIORITIES.map((priority) => (
              <option key={priority} value={priority}>
                {labels.priority(priority, priorityLabels[priority])}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </>
  );
}

/** The Create Ticket form's submit, in the dialog and on /dashboard/support/new. */
export function SubmitTicketButton({
  pending,
  className,
}: {
  pending: boolean;
  className: string;
}) {
  const intl = useIntl();
  return (
    <Button
      type="submit"
      pending={pending}
      pendingLabel={intl.formatMessage({
        id: "portal.submitting",
        defaultMessage: "Submitting…",
      })}
      className={className}
    >
      <FormattedMessage
        id="portal.submitTicket"
        defaultMessage="Submit ticket"
      />
    </Button>
  );
}
