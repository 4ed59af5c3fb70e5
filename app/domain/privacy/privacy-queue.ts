import { z } from "zod";
import type { PrivacyRequestKind, PrivacyRequestStatus } from "./privacy-enums";

/**
 * The staff queue of privacy requests (/lead_admin/privacy, decision 072): its views, what a row
 * shows, and the forms that move a request along. Console copy is English (decision 055 § 7).
 */
export const PRIVACY_QUEUE_VIEWS = [
  "open",
  "unverified",
  "closed",
  "all",
] as const;
export type PrivacyQueueView = (typeof PRIVACY_QUEUE_VIEWS)[number];

export const privacyQueueViewLabels: Record<PrivacyQueueView, string> = {
  open: "Open",
  unverified: "Awaiting code",
  closed: "Answered",
  all: "All",
};

export const privacyKindLabels: Record<PrivacyRequestKind, string> = {
  access: "Access",
  portability: "Portability",
  rectification: "Correction",
  erasure: "Erasure",
  withdraw_consent: "Consent withdrawal",
  complaint: "Complaint",
};

export const privacyStatusLabels: Record<PrivacyRequestStatus, string> = {
  unverified: "Unverified",
  verified: "Verified",
  in_progress: "In progress",
  completed: "Completed",
  refused: "Refused",
};

export type PrivacyQueueParams = { view: PrivacyQueueView; page: number };

export function parsePrivacyQueueParams(
  search: URLSearchParams,
): PrivacyQueueParams {
  const view = search.get("view");
  const page = Number(search.get("page"));
  return {
    view: (PRIVACY_QUEUE_VIEWS as readonly string[]).includes(view ?? "")
      ? (view as PrivacyQueueView)
      : "open",
    page: Number.isInteger(page) && page > 0 ? Math.min(page, 10_000) : 1,
  };
}

export function privacyQueueHref(params: PrivacyQueueParams): string {
  const search = new URLSearchParams();
  if (params.view !== "open") search.set("view", params.view);
  if (params.page > 1) search.set("page", String(params.page));
  const query = search.toString();
  return `/lead_admin/privacy${query ? `?${query}` : ""}`;
}

/** What the queue and a request's page show of the clock. */
export type PrivacyClockView =
  | { kind: "unverified"; lapses: string }
  | { kind: "due"; due: string; daysLeft: number; extended: boolean }
  | { kind: "closed"; closed: string };

export type PrivacyQueueRow = {
  id: string;
  reference: string;
  kind: PrivacyRequestKind;
  status: PrivacyRequestStatus;
  email: string;
  name: string;
  language: "en" | "fr";
  received: string | null;
  submitted: string;
  clock: PrivacyClockView;
};

/** One request as its console page shows it. */
export type PrivacyRequestDetail = PrivacyQueueRow & {
  details: string;
  handlerEmail: string | null;
  outcome: string | null;
  refusalReason: string | null;
  refusalRecourse: string | null;
  extensionReason: string | null;
  extensionNotified: string | null;
  canExtend: boolean;
  portalUserId: string | null;
  export: { until: string; live: boolean } | null;
  history: Array<{ at: string; by: string; summary: string }>;
};

/** The queue page's data. */
export type PrivacyQueueData = {
  params: PrivacyQueueParams;
  rows: PrivacyQueueRow[];
  counts: Record<PrivacyQueueView, number>;
  overdue: number;
  page: number;
  pageCount: number;
  total: number;
  pageSize: number;
};

const reason = (what: string, min = 10) =>
  z
    .string({ error: `Write the ${what}.` })
    .trim()
    .min(min, { error: `Write the ${what} (at least ${min} characters).` })
    .max(2000, { error: `Keep the ${what} under 2,000 characters.` });

/** PIPEDA s.8(4): the person is told why, in writing, before the first due date. */
export const extendFormSchema = z.object({
  reason: reason("reason for the extension, as the person will read it"),
});

export const completeFormSchema = z.object({
  outcome: reason("answer to the person, as they will read it"),
});

export const refuseFormSchema = z.object({
  reason: reason("reason for the refusal, as the person will read it"),
  recourse: reason("recourse the person has", 20),
});

export const eraseFormSchema = z.object({
  confirm: z.literal("yes", {
    error: "Tick the box to confirm the erasure: it cannot be undone.",
  }),
});
