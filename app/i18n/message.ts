import type { IntlShape } from "react-intl";
import { englishMessages } from "./messages";

/**
 * A message that code outside a component sends to a reader — a toast, a field error, a
 * refusal — as its id and values, never as a sentence: the page (or the e-mail, or the
 * server-rendered status box) formats it in the reader's language with the catalogs. An id
 * that no English catalog (app/i18n/en/) declares does not compile.
 */
export type MessageId = keyof typeof englishMessages;
/** A value may itself be a message (a reason inside a sentence), formatted first. */
export type MessageValues = Readonly<Record<string, string | number | Message>>;
export type Message = {
  readonly id: MessageId;
  readonly values?: MessageValues;
};

export function message(id: MessageId, values?: MessageValues): Message {
  return values ? { id, values } : { id };
}

/** A message's English as written in its catalog (ICU placeholders and all): for tests. */
export function englishText(id: MessageId): string {
  return englishMessages[id];
}

export function isMessageId(value: unknown): value is MessageId {
  return typeof value === "string" && Object.hasOwn(englishMessages, value);
}

export function isMessage(value: unknown): value is Message {
  return (
    typeof value === "object" &&
    value !== null &&
    isMessageId((value as { id?: unknown }).id)
  );
}

/**
 * A message in the intl's language. Plain text is the staff console's English (decision 055
 * § 7), shown as written; a zod issue that no schema names is shown as zod wrote it.
 */
export function formatMessage(
  intl: IntlShape,
  text: Message | MessageId | string,
): string;
export function formatMessage(
  intl: IntlShape,
  text: Message | MessageId | string | undefined,
): string | undefined;
export function formatMessage(
  intl: IntlShape,
  text: Message | MessageId | string | undefined,
): string | undefined {
  if (text === undefined) return undefined;
  if (typeof text === "string")
    return isMessageId(text) ? intl.formatMessage({ id: text }) : text;
  const values = text.values
    ? Object.fromEntries(
        Object.entries(text.values).map(([name, value]) => [
          name,
          typeof value === "object" ? formatMessage(intl, value) : value,
        ]),
      )
    : undefined;
  return intl.formatMessage({ id: text.id }, values);
}
