import type { MessageId } from "~/i18n/message";

/**
 * Why a signed-in person has no portal, in the words the toast and the 'Access Required'
 * panel both use, so the two never disagree (docs/access-audit.md § 13). The no-client wording is
 * authMessages.accessRequired's; these add what happens next.
 */
export type AccessRequiredReason =
  /** A confirmed self sign-up: staff have its request. */
  | "awaiting"
  /** No client, and no request (e.g. removed from a client's team): authMessages.accessRequired's words only. */
  | "no-client"
  | "client-inactive";

export const accessMessages = {
  clientInactive: "account.form.clientInactive",
  /** A self sign-up without a client: staff were told when the address was confirmed. */
  requestWithStaff: "account.form.requestWithStaff",
} as const satisfies Record<string, MessageId>;
