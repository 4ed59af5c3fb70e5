import { eq } from "drizzle-orm";
import { data } from "react-router";
import type { z } from "zod";
import type { Toast } from "~/domain/forms/form-result";
import {
  demoCompanyFields,
  demoCompanySchema,
  demoContactFields,
  demoContactSchema,
  demoInvoiceFields,
  demoInvoiceSchema,
  demoProjectFields,
  demoProjectSchema,
  type DemoEditIntent,
  DEMO_SECTIONS,
  type DemoSection,
} from "~/domain/console/sales-demo-forms";
import {
  invoiceLinesText,
  milestonesText,
  phasesText,
} from "~/domain/console/sales-demo-lines";
import type { Route } from "../../routes/console/+types/sales-demo-editor";
import {
  accountFormOf,
  formFailure,
  parseForm,
  textField,
} from "../auth/account-form.server";
import type { StaffScope } from "./staff-scope.server";
import { demoClients } from "../db/schema.server";
import {
  demoPaymentDetails,
  listDemoProjects,
  loadDemoBilling,
  loadDemoProfile,
  type DemoClientRow,
} from "../sales-demo/demo-content.server";
import { redirectWithToast } from "../http/flash-toast.server";
import { isUuid, notFound } from "../http/not-found-response.server";
import { getAppServices } from "../services.server";
import { CONSOLE_HEADERS } from "./console-frame.server";
import { requireStaff } from "./console-guard.server";
import {
  unsafeAddDemoContact,
  unsafeAddDemoInvoice,
  unsafeRemoveDemoContact,
  unsafeRemoveDemoInvoice,
  unsafeUpdateDemoCompany,
  unsafeUpdateDemoContact,
  unsafeUpdateDemoInvoice,
  unsafeUpdateDemoProject,
  type DemoWriteOutcome,
} from "./unsafe-sales-demo-content.server";

export const demoEditorPath = (
  demoClientId: string,
  section: DemoSection = "company",
  query = "",
) =>
  `/lead_admin/demo/${demoClientId}?section=${section}${query ? `&${query}` : ""}`;

/** A demo client by its id in the URL; malformed or unknown: 404. */
export async function unsafeFindDemoClientById(
  { db }: StaffScope,
  id: string | undefined,
): Promise<DemoClientRow> {
  if (!isUuid(id)) throw notFound();
  const [row] = await db
    .select()
    .from(demoClients)
    .where(eq(demoClients.id, id))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

function sectionOf(url: URL): DemoSection {
  const asked = url.searchParams.get("section");
  return (DEMO_SECTIONS as readonly string[]).includes(asked ?? "")
    ? (asked as DemoSection)
    : "company";
}

/** The id in `?name=` when it is one of `ids`, otherwise the first (or null). */
function chosen(
  url: URL,
  name: string,
  ids: string[],
  fallback: string | null,
): string | null {
  const asked = url.searchParams.get(name);
  return asked && ids.includes(asked) ? asked : fallback;
}

/** /lead_admin/demo/:demoClientId — one section at a time (?section=company|contacts|projects|invoices). */
export async function salesDemoEditorLoader({
  request,
  params,
}: Route.LoaderArgs) {
  const { scope } = await requireStaff(request);
  const client = await unsafeFindDemoClientById(scope, params.demoClientId);
  const url = new URL(request.url);
  const section = sectionOf(url);
  const [profile, projects, billing] = await Promise.all([
    loadDemoProfile(scope.db, client),
    listDemoProjects(scope.db, client.id),
    loadDemoBilling(scope.db, client),
  ]);
  const projectId = chosen(
    url,
    "project",
    projects.map((p) => p.id),
    projects[0]?.id ?? null,
  );
  const invoiceId = chosen(
    url,
    "invoice",
    billing.invoices.map((i) => i.id),
    null,
  );
  const { env } = getAppServices();
  return data(
    {
      section,
      demo: {
        id: client.id,
        key: client.key,
        companyName: client.companyName,
        shown: client.key === env.demo.clientKey,
      },
      company: { ...profile, ...demoPaymentDetails(client) },
      contacts: profile.contacts,
      projects: projects.map((p) => ({
        id: p.id,
        name: p.name,
        stage: p.stage,
        summary: p.summary,
        progress: String(p.progress),
        timeline: p.timeline,
        budget: p.budget,
        objective: p.overview.objective,
        scope: p.overview.scope.join("\n"),
        milestones: milestonesText(p.overview.milestones),
        assessmentSummary: p.assessment.summary,
        duration: p.assessment.duration,
        findings: p.assessment.findings.join("\n"),
        recommendations: p.assessment.recommendations.join("\n"),
        proposalSummary: p.proposal.summary,
        phases: phasesText(p.proposal.phases),
        proposalBudget: p.proposal.budget,
        budgetNote: p.proposal.budgetNote,
      })),
      projectId,
      invoices: billing.invoices.map((i) => ({
        id: i.id,
        number: i.number,
        description: i.description,
        issuedOn: i.issuedOn,
        dueOn: i.dueOn,
        paidOn: i.paidOn ?? "",
        status: i.status,
        taxPercent: String(i.taxPercent),
        lines: invoiceLinesText(i.lines),
        totalMinor: i.totalMinor,
      })),
      currency: client.currency,
      invoiceId,
    },
    { headers: CONSOLE_HEADERS },
  );
}

/** What each form posts: its fields, its schema, the section it lives in and its toasts. */
const forms = {
  "update-company": {
    section: "company",
    fields: demoCompanyFields,
    failed: "Company not saved",
  },
  "add-contact": {
    section: "contacts",
    fields: demoContactFields,
    failed: "Contact not added",
  },
  "update-contact": {
    section: "contacts",
    fields: demoContactFields,
    failed: "Contact not saved",
  },
  "update-project": {
    section: "projects",
    fields: demoProjectFields,
    failed: "Project not saved",
  },
  "add-invoice": {
    section: "invoices",
    fields: demoInvoiceFields,
    failed: "Invoice not added",
  },
  "update-invoice": {
    section: "invoices",
    fields: demoInvoiceFields,
    failed: "Invoice not saved",
  },
} as const satisfies Partial<
  Record<
    DemoEditIntent,
    { section: DemoSection; fields: readonly string[]; failed: string }
  >
>;

/**
 * /lead_admin/demo/:demoClientId's forms. Each posts an `intent` (and a `rowId` for a contact,
 * project or invoice); invalid input re-renders the form with its field errors and writes
 * nothing; a row id of another demo (or none) is 404; a save redirects back with a toast.
 */
export async function salesDemoEditorAction({
  request,
  context,
  params,
}: Route.ActionArgs) {
  const { scope } = await requireStaff(request, context);
  const client = await unsafeFindDemoClientById(scope, params.demoClientId);
  const form = accountFormOf(context);
  const intent = textField(form, "intent") as DemoEditIntent;
  const rowId = textField(form, "rowId") || null;

  const done = async (section: DemoSection, toast: Toast, query = "") => {
    return redirectWithToast(
      demoEditorPath(client.id, section, query),
      toast,
      CONSOLE_HEADERS,
    );
  };
  const refused = (
    title: string,
    names: readonly string[],
    fieldErrors: Record<string, string>,
    description?: string,
  ) =>
    formFailure(
      { intent, rowId },
      {
        toast: {
          kind: "error",
          title,
          description:
            description ?? "Check the fields marked below; nothing was saved.",
        },
        fieldErrors,
        values: Object.fromEntries(names.map((n) => [n, textField(form, n)])),
        headers: CONSOLE_HEADERS,
      },
    );
  const rowIdOr404 = () => {
    if (!isUuid(rowId)) throw notFound();
    return rowId;
  };

  if (intent === "remove-contact") {
    const { label } = await unsafeRemoveDemoContact(
      scope,
      client.id,
      rowIdOr404(),
    );
    return done("contacts", {
      kind: "success",
      title: "Contact removed",
      description: `${label} no longer appears on the demo's Profile tab.`,
    });
  }
  if (intent === "remove-invoice") {
    const { label } = await unsafeRemoveDemoInvoice(
      scope,
      client.id,
      rowIdOr404(),
    );
    return done("invoices", {
      kind: "success",
      title: "Invoice removed",
      description: `${label} is gone from the demo's billing.`,
    });
  }
  if (!Object.hasOwn(forms, intent))
    return refused("Unknown action", [], {}, "Reload the page and try again.");

  const spec = forms[intent as keyof typeof forms];
  // A row form without its row: the same 404 as a foreign id (checked before validation).
  const id =
    intent.startsWith("update-") && intent !== "update-company"
      ? rowIdOr404()
      : "";
  const attempt = async <S extends z.ZodType>(
    schema: S,
    write: (value: z.output<S>) => Promise<DemoWriteOutcome>,
  ) => {
    const parsed = parseForm(schema, form, [...spec.fields]);
    return parsed.ok
      ? write(parsed.value)
      : ({ ok: false, fieldErrors: parsed.fieldErrors } as const);
  };

  const outcome = await (() => {
    switch (intent) {
      case "update-company":
        return attempt(demoCompanySchema, (v) =>
          unsafeUpdateDemoCompany(scope, client.id, v),
        );
      case "add-contact":
        return attempt(demoContactSchema, (v) =>
          unsafeAddDemoContact(scope, client.id, v),
        );
      case "update-contact":
        return attempt(demoContactSchema, (v) =>
          unsafeUpdateDemoContact(scope, client.id, id, v),
        );
      case "update-project":
        return attempt(demoProjectSchema, (v) =>
          unsafeUpdateDemoProject(scope, client.id, id, v),
        );
      case "add-invoice":
        return attempt(demoInvoiceSchema, (v) =>
          unsafeAddDemoInvoice(scope, client.id, v),
        );
      default:
        return attempt(demoInvoiceSchema, (v) =>
          unsafeUpdateDemoInvoice(scope, client.id, id, v),
        );
    }
  })();
  if ("fieldErrors" in outcome)
    return refused(spec.failed, spec.fields, outcome.fieldErrors);
  if (!outcome.ok)
    return refused(
      spec.failed,
      spec.fields,
      { [outcome.field]: outcome.message },
      outcome.message,
    );
  const verb = intent.startsWith("add-") ? "added" : "saved";
  return done(
    spec.section,
    {
      kind: "success",
      title: `${outcome.label} ${verb}`,
      description: "The demo at /allied shows it on the next page load.",
    },
    intent === "update-project"
      ? `project=${id}`
      : intent === "update-invoice"
        ? `invoice=${id}`
        : "",
  );
}
