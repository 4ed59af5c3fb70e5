import { FormattedMessage, useIntl } from "react-intl";
import type { ReactNode } from "react";
import type { z } from "zod";
import { Link } from "react-router";
import type { FormResult } from "~/domain/forms/form-result";
import {
  TICKET_TEXT_MAX,
  ticketReplySchema,
} from "~/domain/client-work/ticket-forms";
import { PostForm, SubmitButton } from "../forms/account-form-fields";
import { useAccountForm } from "../forms/use-account-form";
import { Alert } from "../ui/alert";
import { Field } from "../ui/field";
import { inputClasses } from "../ui/input";

/**
 * A reply to the thread: a plain post that works without JavaScript; with it, the same
 * schema checks the text first. `resetKey` changes after a reply lands, emptying the box.
 */
export function TicketReplyForm({
  result,
  resetKey,
  label,
  hint,
  submitLabel,
  schema = ticketReplySchema,
  extraFields = [],
  children,
}: {
  result: FormResult | null | undefined;
  resetKey: string | number;
  label?: string;
  hint?: string;
  submitLabel?: string;
  /** Staff's form posts more than the text (the status it moves the ticket to). */
  schema?: z.ZodType;
  extraFields?: readonly string[];
  /** Rendered between the text and the button; receives the form's error lookup. */
  children?: (form: {
    errorOf: (name: string) => string | undefined;
    valueOf: (name: string) => string | undefined;
  }) => ReactNode;
}) {
  const form = useAccountForm({
    schema,
    result,
    intent: "reply",
    fields: ["body", ...extraFields],
  });
  const intl = useIntl();
  return (
    <PostForm key={resetKey} form={form} className="grid gap-3" intent="reply">
      <Field
        name="body"
        label={
          label ??
          intl.formatMessage({
            id: "portal.yourReply",
            defaultMessage: "Your reply",
          })
        }
        hint={hint}
        focus={form.autoFocus("body")}
        error={form.errorOf("body")}
      >
        {(control) => (
          <textarea
            {...control}
            rows={5}
            required
            maxLength={TICKET_TEXT_MAX}
            defaultValue={form.valueOf("body")}
            className={inputClasses}
          />
        )}
      </Field>
      {children?.(form)}
      <SubmitButton
        form={form}
        pendingLabel={intl.formatMessage({
          id: "portal.sending",
          defaultMessage: "Sending…",
        })}
        className="justify-self-start"
      >
        {submitLabel ??
          intl.formatMessage({
            id: "portal.sendReply",
            defaultMessage: "Send reply",
          })}
      </SubmitButton>
    </PostForm>
  );
}

/** What a closed ticket shows instead of the reply box. */
export function ClosedTicketNote() {
  const intl = useIntl();
  return (
    <Alert
      tone="info"
      title={intl.formatMessage({
        id: "portal.ticketClosed",
        defaultMessage: "This ticket is closed",
      })}
    >
      <FormattedMessage
        id="portal.ticketClosedBody"
        defaultMessage="It takes no more replies. If the problem is back or you need something else, please <link>open a new ticket</link>."
        values={{
          link: (chunks) => <Link to="/dashboard/support/new">{chunks}</Link>,
        }}
      />
    </Alert>
  );
}
