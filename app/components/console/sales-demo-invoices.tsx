import { ReceiptText } from "lucide-react";
import { Link } from "react-router";
import {
  formatDemoDate,
  formatMoney,
  invoiceStatusLabel,
} from "~/domain/sales-demo/demo-format";
import { DEMO_INVOICE_STATUSES, type DemoInvoiceStatus } from "~/domain/enums";
import {
  demoInvoiceFields,
  demoInvoiceSchema,
} from "~/domain/console/sales-demo-forms";
import { EmptyState } from "../ui/page-states";
import { Badge, type BadgeTone } from "../ui/badge";
import { selectClasses } from "./client-fields";
import {
  DemoForm,
  DemoPanel,
  DemoRemoveForm,
  DemoTextField,
  DemoTextFields,
  type DemoEditResult,
  type DemoFieldSpec,
  type DemoFormState,
} from "./sales-demo-form";
import { FormField, LabelledOptions } from "../ui/form-field";

export type DemoInvoiceValues = {
  id: string;
  totalMinor: number;
  status: DemoInvoiceStatus;
} & Record<Exclude<(typeof demoInvoiceFields)[number], "status">, string>;

const statusTones: Record<DemoInvoiceStatus, BadgeTone> = {
  paid: "success",
  pending: "warning",
  overdue: "danger",
};

const NEW_INVOICE = {
  id: "",
  number: "",
  description: "",
  issuedOn: "",
  dueOn: "",
  paidOn: "",
  status: "pending",
  taxPercent: "0",
  lines: "",
  totalMinor: 0,
} satisfies DemoInvoiceValues;

const invoiceDateFields: readonly DemoFieldSpec[] = [
  { name: "issuedOn", label: "Issued on", type: "date" },
  { name: "dueOn", label: "Due on", type: "date" },
  {
    name: "paidOn",
    label: "Paid on",
    hint: "Only for a paid invoice.",
    type: "date",
  },
];

const invoiceTextFields: readonly DemoFieldSpec[] = [
  { name: "description", label: "Description", maxLength: 300 },
  {
    name: "lines",
    label: "Lines",
    hint: "One per line as description | quantity | unit amount, the amount like 1250.00 without a currency sign, e.g. Delivery sprint | 2 | 18500.00.",
    rows: 5,
  },
];

function InvoiceFields({
  form,
  invoice,
}: {
  form: DemoFormState;
  invoice: DemoInvoiceValues;
}) {
  return (
    <>
      <div className="grid items-end gap-x-4 sm:grid-cols-2 lg:grid-cols-3">
        <DemoTextField
          form={form}
          name="number"
          label="Invoice number"
          hint="Unique within this demo."
          value={invoice.number}
          maxLength={40}
        />
        <FormField form={form} name="status" label="Status">
          {(control) => (
            <select
              {...control}
              className={selectClasses}
              defaultValue={form.valueOf("status") ?? invoice.status}
            >
              <LabelledOptions
                values={DEMO_INVOICE_STATUSES}
                labels={invoiceStatusLabel}
              />
            </select>
          )}
        </FormField>
        <DemoTextField
          form={form}
          name="taxPercent"
          label="Tax (%)"
          hint="A whole number from 0 to 100."
          value={invoice.taxPercent}
          inputMode="numeric"
          maxLength={3}
        />
        <DemoTextFields
          form={form}
          values={invoice}
          fields={invoiceDateFields}
        />
      </div>
      <DemoTextFields form={form} values={invoice} fields={invoiceTextFields} />
    </>
  );
}

/** Invoices: the history with totals, one invoice in edit (?invoice=), add and remove. */
export function DemoInvoices({
  demoClientId,
  invoices,
  invoiceId,
  currency,
  result,
}: {
  demoClientId: string;
  invoices: DemoInvoiceValues[];
  invoiceId: string | null;
  currency: string;
  result: DemoEditResult | undefined;
}) {
  const base = `/lead_admin/demo/${demoClientId}?section=invoices`;
  const editing = invoices.find((i) => i.id === invoiceId) ?? null;
  return (
    <div className="grid gap-6">
      <DemoPanel
        id="demo-invoices-heading"
        title="Invoice history"
        description={`Newest first, in ${currency}. With none, the demo's Billing tab shows its empty state.`}
      >
        {invoices.length === 0 ? (
          <EmptyState
            Icon={ReceiptText}
            message="This demo has no invoices: its Billing tab shows 'No invoices yet'."
          />
        ) : (
          <ul className="grid gap-2">
            {invoices.map((invoice) => (
              <li
                key={invoice.id}
                className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-lg border border-line bg-white px-4 py-3"
              >
                <div className="grid gap-0.5">
                  <span className="font-semibold text-ink-900">
                    {invoice.number} ·{" "}
                    {formatMoney(invoice.totalMinor, currency)}
                  </span>
                  <span className="text-sm text-text-muted">
                    {invoice.description} · issued{" "}
                    {formatDemoDate(invoice.issuedOn)}
                  </span>
                </div>
                <div className="flex items-center gap-3">
                  <Badge tone={statusTones[invoice.status]}>
                    {invoiceStatusLabel[invoice.status]}
                  </Badge>
                  <Link
                    to={`${base}&invoice=${invoice.id}#edit-invoice`}
                    aria-label={`Edit invoice ${invoice.number}`}
                    className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
                  >
                    Edit
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        )}
      </DemoPanel>
      {editing ? (
        <div id="edit-invoice">
          <DemoPanel
            id="demo-edit-invoice-heading"
            title={`Edit invoice ${editing.number}`}
          >
            <DemoForm
              key={editing.id}
              intent="update-invoice"
              rowId={editing.id}
              schema={demoInvoiceSchema}
              fields={demoInvoiceFields}
              result={result}
              submit="Save invoice"
              label={`Invoice ${editing.number}`}
              aside={
                <Link
                  to={base}
                  className="inline-flex min-h-11 items-center text-sm text-brand-800 underline"
                >
                  Close
                </Link>
              }
            >
              {(form) => <InvoiceFields form={form} invoice={editing} />}
            </DemoForm>
            <DemoRemoveForm
              intent="remove-invoice"
              rowId={editing.id}
              label={`Remove invoice ${editing.number}`}
              className="border-t border-line pt-4"
            >
              Remove invoice {editing.number} from the demo
            </DemoRemoveForm>
          </DemoPanel>
        </div>
      ) : null}
      <DemoPanel
        id="demo-add-invoice-heading"
        title="Add an invoice"
        description="The totals on the demo's Billing tab follow from the lines and the tax rate."
      >
        <DemoForm
          key={invoices.length}
          intent="add-invoice"
          schema={demoInvoiceSchema}
          fields={demoInvoiceFields}
          result={result}
          submit="Add invoice"
          label="Add an invoice"
        >
          {(form) => <InvoiceFields form={form} invoice={NEW_INVOICE} />}
        </DemoForm>
      </DemoPanel>
    </div>
  );
}
