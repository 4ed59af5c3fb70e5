import { useIntl } from "react-intl";
import { formatMessage, type Message } from "~/i18n/message";

/** A server's message (an id with values, or the staff pages' English) in the page's language. */
export function MessageText({ text }: { text: Message | string | undefined }) {
  return formatMessage(useIntl(), text) ?? null;
}
