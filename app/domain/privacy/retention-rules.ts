/**
 * The retention rules' periods and date arithmetic (docs/privacy.md,
 * decision 072). Pure: the run (app/server/privacy/privacy-retention.server.ts) turns each rule
 * into a cut-off with `retentionCutoffs` and deletes what was last touched before it.
 * The defaults are for counsel to confirm; each is an environment variable.
 */

/** How long each kind of record is kept; months are calendar months, in UTC. */
export type RetentionPeriods = {
  /** An unsuccessful (never converted) application and its résumé, after the decision. */
  applicationMonths: number;
  /** The same when the applicant ticked "keep my résumé" (a live keep_resume consent). */
  keptResumeMonths: number;
  /** An unsolicited application ("General Application"), after the decision. */
  unsolicitedMonths: number;
  /** A lead never converted (any other source, chat leads included), after the last contact. */
  lostLeadMonths: number;
  /** A closed privacy request (completed or refused), after it closed. */
  requestMonths: number;
  /** An unverified privacy request, after it was made: it lapses. */
  unverifiedRequestDays: number;
  /** A chat conversation that never became a lead, after its last message (CHAT_RETENTION_DAYS). */
  chatDays: number;
};

export const DEFAULT_RETENTION_PERIODS: RetentionPeriods = {
  applicationMonths: 12,
  keptResumeMonths: 24,
  unsolicitedMonths: 6,
  lostLeadMonths: 24,
  requestMonths: 24,
  unverifiedRequestDays: 7,
  chatDays: 90,
};

/** The rules a run reports on, in the order the console lists them. */
export const RETENTION_RULES = [
  "applications",
  "kept_resumes",
  "unsolicited_applications",
  "lost_leads",
  "export_files",
  "closed_requests",
  "unverified_requests",
  "privacy_emails",
] as const;
export type RetentionRule = (typeof RETENTION_RULES)[number];

/** Rows (or files) each rule deleted in one run. */
export type RetentionCounts = Record<RetentionRule, number>;

export function emptyRetentionCounts(): RetentionCounts {
  return Object.fromEntries(
    RETENTION_RULES.map((rule) => [rule, 0]),
  ) as RetentionCounts;
}

/**
 * `months` calendar months before `date`, in UTC, at the same time of day. A day that month
 * lacks is the month's last day (31 August less 6 months is 28 or 29 February), so a period
 * never ends in the month after.
 */
export function monthsBefore(date: Date, months: number): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() - months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(date.getUTCDate(), lastDay),
      date.getUTCHours(),
      date.getUTCMinutes(),
      date.getUTCSeconds(),
      date.getUTCMilliseconds(),
    ),
  );
}

export function daysBefore(date: Date, days: number): Date {
  return new Date(date.getTime() - days * 86_400_000);
}

/**
 * Sent privacy e-mails (codes, receipts, answers) leave the outbox after this: the message went
 * out, and an erased person's address must not outlive the answer that told them so.
 */
export const PRIVACY_EMAIL_DAYS = 30;

/**
 * Each rule's cut-off at `now`: a record whose reference time (decision, last contact, close,
 * creation, expiry) is strictly before its cut-off is past retention. Export files have no
 * period of their own: their link's `export_expires_at` is the end, so their cut-off is `now`.
 */
export function retentionCutoffs(
  now: Date,
  periods: RetentionPeriods,
): Record<RetentionRule, Date> & { chats: Date } {
  return {
    applications: monthsBefore(now, periods.applicationMonths),
    kept_resumes: monthsBefore(now, periods.keptResumeMonths),
    unsolicited_applications: monthsBefore(now, periods.unsolicitedMonths),
    lost_leads: monthsBefore(now, periods.lostLeadMonths),
    export_files: now,
    closed_requests: monthsBefore(now, periods.requestMonths),
    unverified_requests: daysBefore(now, periods.unverifiedRequestDays),
    privacy_emails: daysBefore(now, PRIVACY_EMAIL_DAYS),
    chats: daysBefore(now, periods.chatDays),
  };
}

/**
 * When a lead was last worked: the later of its inbox row's last change and its newest note.
 * There is no "lost" status (the statuses are a funnel): a lead never converted whose last
 * contact is past the period is what the rules call lost or unsuccessful.
 */
export function lastContactOf(
  updatedAt: Date,
  newestNoteAt: Date | null,
): Date {
  return newestNoteAt && newestNoteAt > updatedAt ? newestNoteAt : updatedAt;
}

/** Which period governs an application: a keep-my-résumé consent outranks the kind of application. */
export function applicationRule(options: {
  unsolicited: boolean;
  keepResume: boolean;
}): RetentionRule {
  if (options.keepResume) return "kept_resumes";
  return options.unsolicited ? "unsolicited_applications" : "applications";
}

/** The console's words for each rule and its period. */
export function describeRetentionRules(
  periods: RetentionPeriods,
): Array<{ rule: RetentionRule | "chats"; label: string; period: string }> {
  const months = (n: number) => (n === 1 ? "1 month" : `${n} months`);
  const days = (n: number) => (n === 1 ? "1 day" : `${n} days`);
  return [
    {
      rule: "applications",
      label: "Unsuccessful job applications and their résumés",
      period: `${months(periods.applicationMonths)} after the decision`,
    },
    {
      rule: "kept_resumes",
      label: "Applications whose applicant asked us to keep the résumé",
      period: `${months(periods.keptResumeMonths)} after the decision`,
    },
    {
      rule: "unsolicited_applications",
      label: "Unsolicited applications (General Application)",
      period: `${months(periods.unsolicitedMonths)} after the decision`,
    },
    {
      rule: "lost_leads",
      label: "Leads never converted (forms and chat)",
      period: `${months(periods.lostLeadMonths)} after the last contact`,
    },
    {
      rule: "chats",
      label: "Chat conversations that never became a lead",
      period: `${days(periods.chatDays)} after the last message`,
    },
    {
      rule: "export_files",
      label: "Data export files",
      period: "When their download link expires (7 days)",
    },
    {
      rule: "closed_requests",
      label: "Privacy requests, once closed",
      period: `${months(periods.requestMonths)} after closing`,
    },
    {
      rule: "unverified_requests",
      label: "Privacy requests never verified",
      period: `${days(periods.unverifiedRequestDays)} after they were made`,
    },
    {
      rule: "privacy_emails",
      label: "Privacy e-mails in the outbox (codes, receipts, answers)",
      period: `${days(PRIVACY_EMAIL_DAYS)} after they were sent or given up`,
    },
  ];
}
