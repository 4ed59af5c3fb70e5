import type { TicketPriority, TicketStatus } from "../enums";

/**
 * How the portal writes sizes, statuses, types and ticket numbers. Pure, so
 * the server-rendered page and the hydrated one say the same thing.
 */

const SIZE_UNITS = ["Bytes", "KB", "MB", "GB"] as const;

/** Bytes, KB, MB, GB with base 1024 and two decimals ("1.5 KB", "2.25 MB", "0 Bytes"). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return "0 Bytes";
  const unit = Math.min(
    Math.floor(Math.log(bytes) / Math.log(1024)),
    SIZE_UNITS.length - 1,
  );
  const value = Number.parseFloat((bytes / 1024 ** unit).toFixed(2));
  return `${value} ${SIZE_UNITS[unit]}`;
}

/** A ticket's status badge is upper case with underscores as spaces ("IN PROGRESS"). */
export function statusBadgeText(status: string): string {
  return status.replace(/_/g, " ").toUpperCase();
}

/** "Ticket #" plus the id's first 8 characters. */
export function ticketReference(id: string): string {
  return `Ticket #${id.slice(0, 8)}`;
}

// Office's own subtypes are sixty characters long or say nothing ("msword"): their badge is
// the file type people know. Every readable subtype follows the spec ("text/plain" → "PLAIN").
const VENDOR_SUBTYPES: Readonly<Record<string, string>> = {
  "vnd.openxmlformats-officedocument.wordprocessingml.document": "DOCX",
  "vnd.openxmlformats-officedocument.spreadsheetml.sheet": "XLSX",
  "vnd.openxmlformats-officedocument.presentationml.presentation": "PPTX",
  msword: "DOC",
  "vnd.ms-excel": "XLS",
  "vnd.ms-powerpoint": "PPT",
};

/** The type badge is the MIME subtype in capitals (docs/access-audit.md § 16) ("application/pdf" → "PDF", "text/plain" → "PLAIN"). */
export function mimeBadgeText(mimeType: string): string {
  const subtype =
    (mimeType.split(";")[0] ?? "").split("/")[1]?.trim().toLowerCase() ?? "";
  if (!subtype) return "FILE";
  return VENDOR_SUBTYPES[subtype] ?? subtype.toUpperCase();
}

export const priorityLabels: Record<TicketPriority, string> = {
  low: "Low",
  medium: "Medium",
  high: "High",
};

/** Statuses in the order a ticket moves through them. */
export const ticketStatusLabels: Record<TicketStatus, string> = {
  open: "Open",
  in_progress: "In progress",
  resolved: "Resolved",
  closed: "Closed",
};

export const projectStatusLabels: Record<string, string> = {
  active: "Active",
  completed: "Completed",
  planning: "Planning",
};

/** A project's status as its badge reads; a value outside the list is shown as stored. */
export function projectStatusText(status: string): string {
  return projectStatusLabels[status] ?? status.replace(/_/g, " ");
}
