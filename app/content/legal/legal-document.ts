import { format } from "date-fns";
import { formatDate } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";

/**
 * The shape of a legal page (privacy, terms, cookies): typed data rendered by one layout,
 * app/components/legal-page.tsx. Paragraphs are plain text; the layout turns the contact and
 * privacy mailboxes into links wherever they appear.
 */
export type LegalBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "list"; items: string[] }
  /** Items that each start with a bold term, e.g. a field list or a retention period. */
  | { kind: "definitions"; items: { term: string; description: string }[] }
  | { kind: "table"; caption: string; columns: string[]; rows: string[][] }
  /**
   * A paragraph with one link to a page of this site, e.g. the privacy request form. `href` is
   * the page's path in the document's language (/fr/… on a French page): written out, not
   * derived, so a test can read each language's link.
   */
  | {
      kind: "link";
      before: string;
      label: string;
      href: string;
      after: string;
    };

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

/**
 * The 'Last updated' date's format: in English 'MMMM d, yyyy' as in detail views ("January 5,
 * 2026"), in French "5 janvier 2026"; both are Intl's long date for en-CA and fr-CA.
 */
const LAST_UPDATED_FORMAT: Intl.DateTimeFormatOptions = {
  day: "numeric",
  month: "long",
  year: "numeric",
};

/**
 * The 'Last updated' line (spec: it shows today's date). The legal routes compute it in their
 * loader on every request, so the browser never re-formats it in another time zone. The day is
 * the server's calendar day; it is written out from that ISO day (read as UTC midnight), so the
 * label and the <time> attribute always name the same day.
 */
export function lastUpdated(
  now: Date = new Date(),
  locale: Locale = "en",
): {
  label: string;
  iso: string;
} {
  const iso = format(now, "yyyy-MM-dd");
  const label = formatDate(locale, `${iso}T00:00:00Z`, LAST_UPDATED_FORMAT);
  // French writes the first of the month as an ordinal ("1er décembre"); Intl does not.
  return {
    label: locale === "fr" ? label.replace(/^1 /, "1er ") : label,
    iso,
  };
}
