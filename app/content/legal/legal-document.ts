import { format } from "date-fns";

/**
 * The shape of a legal page (privacy, terms, cookies): typed data rendered by one layout,
 * app/components/legal-page.tsx. Paragraphs are plain text; the layout turns the contact
 * mailbox into a link wherever it appears.
 */
export type LegalBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "list"; items: string[] }
  /** Items that each start with a bold term, e.g. a field list or a retention period. */
  | { kind: "definitions"; items: { term: string; description: string }[] }
  | { kind: "table"; caption: string; columns: string[]; rows: string[][] };

export type LegalSection = {
  id: string;
  heading: string;
  blocks: LegalBlock[];
};

export type LegalDocument = {
  /** The page's h1. */
  title: string;
  /** Meta description and the lead under the title. */
  summary: string;
  path: "/privacy" | "/terms" | "/cookies";
  sections: LegalSection[];
};

/** The format of the 'Last updated' date ('MMMM d, yyyy' in detail views). */
export const LAST_UPDATED_FORMAT = "MMMM d, yyyy";

/**
 * The 'Last updated' line (spec: it shows today's date). The legal routes compute it in their
 * loader on every request, so the browser never re-formats it in another time zone.
 */
export function lastUpdated(now: Date = new Date()): {
  label: string;
  iso: string;
} {
  return {
    label: format(now, LAST_UPDATED_FORMAT),
    iso: format(now, "yyyy-MM-dd"),
  };
}
