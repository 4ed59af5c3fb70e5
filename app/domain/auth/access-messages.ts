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
  clientInactive:
    "Your organisation's portal access is paused. Please contact your account manager or support.",
  /** A self sign-up without a client: staff were told when the address was confirmed. */
  requestWithStaff:
    "Your request for access is with our staff: it is listed in their console, and they were told when you confirmed your e-mail address. We will e-mail you as soon as your account is attached to your organisation.",
} as const;
