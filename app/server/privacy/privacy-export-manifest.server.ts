import type { ContentLocale } from "~/domain/enums";

/** manifest.json of a privacy export: what the zip holds, per source (docs/privacy.md). */

/** Where a source's records are in the zip (paths), and how many. */
export type ExportedTable = { json: string; csv: string; rows: number };

export type ExportManifest = {
  requestId: string;
  generatedAt: string;
  locale: ContentLocale;
  sources: Array<{
    id: string;
    label: string;
    table: string;
    rows: number;
    collected: ExportedTable | null;
    createdByUs: ExportedTable | null;
    files: string[];
  }>;
  /** Sources that cannot be tied to a person, and why (never searched). */
  notSearched: Array<{ id: string; label: string; reason: string }>;
};
