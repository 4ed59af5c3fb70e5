import { isOpenPrivacyRequest } from "./privacy-enums";

/**
 * The clocks of privacy requests (decision 072): Law 25 s.32 and PIPEDA s.8 give 30 days from
 * receipt, and PIPEDA one extension of up to 30 days, told to the person in writing before the
 * first due date. A request is received when its address is proven (the code, or a portal
 * session with two-factor authentication).
 */
export const ANSWER_DAYS = 30;
export const EXTENSION_DAYS = 30;
/** A verification or download code lives this long, and survives this many wrong tries. */
export const CODE_MINUTES = 10;
export const CODE_TRIES = 3;
/** An unverified request lapses after this; it never blocks another request. */
export const UNVERIFIED_DAYS = 7;
/** An export's link (and its file) lives this long. */
export const EXPORT_DAYS = 7;

const DAY_MS = 86_400_000;

export function addDays(from: Date, days: number): Date {
  return new Date(from.getTime() + days * DAY_MS);
}

export function dueDateOf(receivedAt: Date): Date {
  return addDays(receivedAt, ANSWER_DAYS);
}

/** The date the answer is owed: the extended one if there is one. */
export function currentDueOf(request: {
  dueAt: Date | null;
  extendedDueAt: Date | null;
}): Date | null {
  return request.extendedDueAt ?? request.dueAt;
}

/**
 * Whole days left before the due moment (0 on the due day itself), negative once overdue:
 * -1 is "1 day overdue". Counted in whole 24-hour periods from now.
 */
export function daysLeft(due: Date, now: Date): number {
  const left = due.getTime() - now.getTime();
  return left >= 0 ? Math.floor(left / DAY_MS) : -Math.ceil(-left / DAY_MS);
}

/** An extension is allowed once, before the first due date passes, while the request is open. */
export function canExtend(
  request: {
    status: string;
    dueAt: Date | null;
    extendedDueAt: Date | null;
  },
  now: Date,
): boolean {
  return (
    isOpenPrivacyRequest(request.status) &&
    request.dueAt !== null &&
    request.extendedDueAt === null &&
    now < request.dueAt
  );
}

/** Whether an unverified request has lapsed (its code step refuses it, retention deletes it). */
export function hasLapsed(request: { createdAt: Date }, now: Date): boolean {
  return now >= addDays(request.createdAt, UNVERIFIED_DAYS);
}
