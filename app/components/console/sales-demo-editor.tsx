import { Building2, FolderKanban, ReceiptText, UsersRound } from "lucide-react";
import { Link } from "react-router";
import type { DemoContactView } from "~/domain/sales-demo/demo-content";
import {
  demoSectionLabels,
  type DemoSection,
} from "~/domain/console/sales-demo-forms";
import { Badge } from "../ui/badge";
import { TabLinks, type TabLink } from "../ui/tab-links";
import { PageToast } from "../ui/toaster";
import {
  DemoCompanyForm,
  type DemoCompanyValues,
} from "./sales-demo-company-form";
import { DemoContacts } from "./sales-demo-contacts";
import type { DemoEditResult } from "./sales-demo-form";
import { DemoInvoices, type DemoInvoiceValues } from "./sales-demo-invoices";
import { DemoProjects, type DemoProjectValues } from "./sales-demo-projects";

export type DemoEditorData = {
  section: DemoSection;
  demo: { id: string; key: string; companyName: string; shown: boolean };
  company: DemoCompanyValues;
  contacts: DemoContactView[];
  projects: DemoProjectValues[];
  projectId: string | null;
  invoices: DemoInvoiceValues[];
  currency: string;
  invoiceId: string | null;
};

const icons = {
  company: Building2,
  contacts: UsersRound,
  projects: FolderKanban,
  invoices: ReceiptText,
};

/** /lead_admin/demo/:demoClientId: one demo's content, a section (one URL each) at a time. */
export function DemoEditor({
  data,
  result,
}: {
  data: DemoEditorData;
  result: DemoEditResult | undefined;
}) {
  const { demo, section } = data;
  const tabs: TabLink<DemoSection>[] = (
    Object.keys(demoSectionLabels) as DemoSection[]
  ).map((tab) => ({
    tab,
    label: demoSectionLabels[tab],
    to: `/lead_admin/demo/${demo.id}?section=${tab}`,
    Icon: icons[tab],
  }));
  return (
    <section aria-labelledby="demo-editor-heading" className="grid gap-6">
      <div className="grid gap-2">
        <Link
          to="/lead_admin/demo"
          className="text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
        >
          ← All demo clients
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <h2
            id="demo-editor-heading"
            className="text-2xl font-semibold text-ink-900"
          >
            {demo.companyName}
          </h2>
          {demo.shown ? (
            <Badge tone="success">Shown at /allied</Badge>
          ) : (
            <Badge>Not shown at /allied</Badge>
          )}
        </div>
        <p className="text-sm text-text-muted">
          Demo key <code className="font-mono text-ink-900">{demo.key}</code>.
          Saved changes appear at /allied on the next page load, without a
          release.
        </p>
      </div>
      <PageToast toast={result?.toast} />
      <TabLinks
        label="Demo content"
        tabs={tabs}
        current={section}
        gridClassName="grid-cols-2 sm:grid-cols-4"
      />
      {section === "company" ? (
        <DemoCompanyForm company={data.company} result={result} />
      ) : null}
      {section === "contacts" ? (
        <DemoContacts contacts={data.contacts} result={result} />
      ) : null}
      {section === "projects" ? (
        <DemoProjects
          demoClientId={demo.id}
          projects={data.projects}
          projectId={data.projectId}
          result={result}
        />
      ) : null}
      {section === "invoices" ? (
        <DemoInvoices
          demoClientId={demo.id}
          invoices={data.invoices}
          invoiceId={data.invoiceId}
          currency={data.currency}
          result={result}
        />
      ) : null}
    </section>
  );
}
