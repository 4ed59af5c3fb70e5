import { intlFor } from "~/i18n/intl";
import { formatMessage, isMessage, isMessageId } from "~/i18n/message";

/**
 * A route's answer as an English page shows it: every message the server sent by id (a toast,
 * a field error, a refusal) formatted in English, so tests read the words a visitor reads.
 */
export function asEnglishPage<T>(value: T): T {
  const intl = intlFor("en");
  const walk = (item: unknown): unknown => {
    if (isMessageId(item) || isMessage(item)) return formatMessage(intl, item);
    if (Array.isArray(item)) return item.map(walk);
    if (item && typeof item === "object" && item.constructor === Object)
      return Object.fromEntries(
        Object.entries(item).map(([key, entry]) => [key, walk(entry)]),
      );
    return item;
  };
  return walk(value) as T;
}
