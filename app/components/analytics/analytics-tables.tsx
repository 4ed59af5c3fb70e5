import type { ReactNode } from "react";
import type {
  FunnelStep,
  KeyRow,
} from "~/domain/analytics/analytics-dashboard";
import {
  frenchPathOf,
  type PagePair,
} from "~/domain/analytics/analytics-pages";
import type { FormKind } from "~/domain/forms/consent";
import { DataTable, type TableColumn } from "../ui/data-table";
import { figureColumn, noRowsNote } from "../ui/figure-columns";
import { SectionHeading } from "../ui/section-heading";
import { count, percent } from "./analytics-format";

/** One of the tab's tables under its heading and the sentence that says what it counts. */
function TableSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-3"
    >
      <SectionHeading id={id} title={title}>
        {intro}
      </SectionHeading>
      {children}
    </section>
  );
}

const rate = (row: { conversions: number; sessions: number }) =>
  percent(row.sessions > 0 ? row.conversions / row.sessions : null);

function keyColumns(
  header: string,
  label: (key: string) => ReactNode = (key) => key,
): TableColumn<KeyRow>[] {
  return [
    {
      id: "key",
      header,
      meta: { rowHeader: true, className: "break-all min-w-[12rem]" },
      cell: (row) => label(row.key),
    },
    figureColumn("visitors", "Visitors", (row) => count(row.visitors)),
    figureColumn("sessions", "Visits", (row) => count(row.sessions)),
    figureColumn("page-views", "Page views", (row) => count(row.pageViews)),
    figureColumn("conversions", "Conversions", (row) => count(row.conversions)),
    figureColumn("rate", "Conversion rate", rate),
  ];
}

const pageColumns: TableColumn<PagePair>[] = [
  {
    id: "page",
    header: "Page (English / French)",
    meta: { rowHeader: true, className: "break-all min-w-[14rem]" },
    cell: (pair) => (
      <span className="grid gap-0.5">
        <span>{pair.path}</span>
        <span className="text-xs font-normal text-text-muted">
          {frenchPathOf(pair.path)}
        </span>
      </span>
    ),
  },
  figureColumn("views-en", "Views in English", (pair) =>
    count(pair.en?.pageViews ?? 0),
  ),
  figureColumn("views-fr", "Views in French", (pair) =>
    count(pair.fr?.pageViews ?? 0),
  ),
  figureColumn("visitors", "Visitors", (pair) => count(pair.total.visitors)),
  figureColumn("conversions", "Conversions after viewing", (pair) =>
    count(pair.total.conversions),
  ),
];

export function TopPagesTable({ pages }: { pages: PagePair[] }) {
  return (
    <TableSection
      id="analytics-pages"
      title="Top pages"
      intro="Each page's English and French versions on one row (a French address is the English one under /fr; an insight whose slug differs between languages has a row per language). Conversions are the leads sent during visits that viewed the page."
    >
      <DataTable
        caption="Top pages"
        columns={pageColumns}
        rows={pages}
        rowId={(pair) => pair.path}
        empty={noRowsNote("No page views in this period.")}
      />
    </TableSection>
  );
}

/** A table of visits by one key, and what it says around its rows. */
type KeyTableDefinition = {
  id: string;
  title: string;
  intro: string;
  caption: string;
  keyHeader: string;
  keyLabel?: (key: string) => ReactNode;
  empty: string;
};

const DEVICE_LABELS: Record<string, string> = {
  desktop: "Desktop",
  mobile: "Mobile",
  tablet: "Tablet",
  other: "Other",
};

const KEY_TABLES = {
  sources: {
    id: "analytics-sources",
    title: "Sources and the leads they bring",
    intro:
      "Where visits came from: the utm_source of the link, otherwise the site that linked here, otherwise direct.",
    caption: "Sources",
    keyHeader: "Source",
    empty: "No visits in this period.",
  },
  campaigns: {
    id: "analytics-campaigns",
    title: "Campaigns",
    intro:
      "Visits whose link carried a utm_campaign; visits without one are not in this table.",
    caption: "Campaigns",
    keyHeader: "Campaign",
    empty: "No campaign links were followed in this period.",
  },
  landings: {
    id: "analytics-landing",
    title: "Conversions by landing page",
    intro:
      "The first page of each visit, and the leads those visits sent, most leads first.",
    caption: "Conversions by landing page",
    keyHeader: "Landing page",
    empty: "No visits in this period.",
  },
  devices: {
    id: "analytics-devices",
    title: "Devices",
    intro:
      "The kind of device of each visit, read from the browser's user agent, which is not kept.",
    caption: "Devices",
    keyHeader: "Device",
    keyLabel: (key) => DEVICE_LABELS[key] ?? key,
    empty: "No visits in this period.",
  },
} satisfies Record<string, KeyTableDefinition>;

/** Visits by source, campaign, landing page or device: one table each, the same columns. */
export function KeyTable({
  table,
  rows,
}: {
  table: keyof typeof KEY_TABLES;
  rows: KeyRow[];
}) {
  const definition: KeyTableDefinition = KEY_TABLES[table];
  return (
    <TableSection
      id={definition.id}
      title={definition.title}
      intro={definition.intro}
    >
      <DataTable
        caption={definition.caption}
        columns={keyColumns(definition.keyHeader, definition.keyLabel)}
        rows={rows}
        rowId={(row) => row.key}
        empty={noRowsNote(definition.empty)}
      />
    </TableSection>
  );
}

const FORM_LABELS: Record<FormKind, string> = {
  blueprint: "Blueprint request",
  contact: "Contact",
  get_started: "Get started",
  job_application: "Job application",
};

const formColumns: TableColumn<KeyRow>[] = [
  {
    id: "form",
    header: "Form",
    meta: { rowHeader: true },
    cell: (row) => FORM_LABELS[row.key as FormKind] ?? row.key,
  },
  figureColumn("conversions", "Sent", (row) => count(row.conversions)),
  figureColumn("sessions", "Visits that sent it", (row) => count(row.sessions)),
  figureColumn("visitors", "Visitors", (row) => count(row.visitors)),
];

export function FormsTable({ forms }: { forms: KeyRow[] }) {
  return (
    <TableSection
      id="analytics-forms"
      title="Conversions by form"
      intro="Lead forms sent in this period, each counted once on the day it was sent."
    >
      <DataTable
        caption="Conversions by form"
        columns={formColumns}
        rows={forms}
        rowId={(row) => row.key}
      />
    </TableSection>
  );
}

const funnelColumns: TableColumn<FunnelStep>[] = [
  {
    id: "step",
    header: "Step",
    meta: { rowHeader: true },
    cell: (step) => step.label,
  },
  figureColumn("sessions", "Visits", (step) => count(step.sessions)),
  figureColumn("drop-off", "Lost since the step before", (step) =>
    percent(step.dropOff),
  ),
  figureColumn("of-first", "Share of step 1", (step) => percent(step.ofFirst)),
];

export function FunnelTable({ funnel }: { funnel: FunnelStep[] }) {
  return (
    <TableSection
      id="analytics-funnel"
      title="Get-started funnel"
      intro="Visits that opened the get-started form, reached each of its steps, and sent it."
    >
      <DataTable
        caption="Get-started funnel"
        columns={funnelColumns}
        rows={funnel}
        rowId={(step) => step.key}
      />
    </TableSection>
  );
}
