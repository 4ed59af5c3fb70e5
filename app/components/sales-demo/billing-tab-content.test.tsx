import { describe, expect, it } from "vitest";
import { renderRoute } from "../../../tests/support/render-route";
import type {
  DemoBillingView,
  DemoInvoiceView,
  DemoPaymentDetails,
} from "~/domain/sales-demo/demo-content";
import { billingTotals } from "~/domain/sales-demo/demo-format";
import {
  DemoBilling,
  NO_INVOICES,
  NO_INVOICES_HINT,
} from "./billing-tab-content";
import { invoiceCountLabel } from "./billing-totals";
import { invoiceStatusNote } from "./invoice-status";
import { PayPage } from "./pay-page-content";

const payment: DemoPaymentDetails = {
  beneficiary: "Kestrel Civic Technologies Ltd",
  bank: "Demonstration Bank plc",
  iban: "IE00 DEMO 9000 0000 0000 00",
  bic: "DEMOIE2D",
  terms: "Bank transfer within 30 days.",
};

function invoice(
  id: string,
  fields: Partial<DemoInvoiceView>,
): DemoInvoiceView {
  return {
    id,
    number: `KCT-2026-${id.slice(-4)}`,
    description: "Milestone",
    issuedOn: "2026-09-30",
    dueOn: "2026-10-30",
    paidOn: null,
    status: "pending",
    currency: "USD",
    lines: [{ description: "Work", quantity: 1, unitAmountMinor: 100 }],
    taxPercent: 0,
    subtotalMinor: 100,
    taxMinor: 0,
    totalMinor: 100,
    ...fields,
  };
}

const paid = invoice("00000000-0000-4000-8000-000000000412", {
  status: "paid",
  paidOn: "2026-05-21",
  totalMinor: 7_750_000,
});
const overdue = invoice("00000000-0000-4000-8000-000000000677", {
  status: "overdue",
  dueOn: "2026-10-30",
  totalMinor: 2_420_000,
});
const pending = invoice("00000000-0000-4000-8000-000000000742", {
  status: "pending",
  dueOn: "2026-12-10",
  totalMinor: 22_850_000,
});

function billingOf(invoices: DemoInvoiceView[]): DemoBillingView {
  return { currency: "USD", totals: billingTotals(invoices), invoices };
}

function render(element: React.ReactElement): string {
  return renderRoute(() => element, { path: "/allied/billing" });
}

describe("the Billing tab", () => {
  it("shows the three totals in the demo's currency", () => {
    const html = render(
      <DemoBilling
        billing={billingOf([pending, overdue, paid])}
        payment={payment}
      />,
    );
    expect(html).toContain("Total Paid");
    expect(html).toContain("$77,500.00");
    expect(html).toContain("$228,500.00");
    expect(html).toContain("$24,200.00");
  });

  it("says each status in words, with its date", () => {
    const html = render(
      <DemoBilling
        billing={billingOf([pending, overdue, paid])}
        payment={payment}
      />,
    );
    expect(html).toContain("Paid on May 21, 2026");
    expect(html).toContain("Overdue since Oct 30, 2026");
    expect(html).toContain("Due by Dec 10, 2026");
  });

  it("offers View PDF on every invoice and Pay Now (a link before hydration) only on unpaid ones", () => {
    const html = render(
      <DemoBilling
        billing={billingOf([pending, overdue, paid])}
        payment={payment}
      />,
    );
    for (const each of [pending, overdue, paid])
      expect(html).toContain(`href="/allied/billing/${each.id}/pdf"`);
    expect(html).toContain(`href="/allied/billing/${pending.id}/pay"`);
    expect(html).toContain(`href="/allied/billing/${overdue.id}/pay"`);
    expect(html).not.toContain(`href="/allied/billing/${paid.id}/pay"`);
  });

  it("shows the empty state's words verbatim, and zero totals, with no invoices", () => {
    const html = render(<DemoBilling billing={billingOf([])} payment={null} />);
    expect(html).toContain(NO_INVOICES);
    expect(html).toContain(NO_INVOICES_HINT);
    expect(NO_INVOICES).toBe("No invoices yet");
    expect(NO_INVOICES_HINT).toBe(
      "Invoices will appear here once projects begin.",
    );
    expect(html).toContain("$0.00");
    expect(html).not.toContain("<table");
  });

  it("counts invoices in words", () => {
    expect(invoiceCountLabel(0)).toBe("0 invoices");
    expect(invoiceCountLabel(1)).toBe("1 invoice");
    expect(invoiceCountLabel(2)).toBe("2 invoices");
  });
});

describe("invoiceStatusNote", () => {
  it("dates each status", () => {
    expect(invoiceStatusNote(paid)).toBe("Paid on May 21, 2026");
    expect(invoiceStatusNote({ ...paid, paidOn: null })).toBe("Paid");
    expect(invoiceStatusNote(overdue)).toBe("Overdue since Oct 30, 2026");
    expect(invoiceStatusNote(pending)).toBe("Due by Dec 10, 2026");
  });
});

describe("the pay page", () => {
  it("gives the instructions for an unpaid invoice, with its number as the reference and the amount due", () => {
    const html = render(<PayPage invoice={pending} payment={payment} />);
    expect(html).toContain("Back to billing");
    expect(html).toContain("IE00 DEMO 9000 0000 0000 00");
    expect(html).toContain("Payment reference");
    expect(html).toContain(pending.number);
    expect(html).toContain("$228,500.00");
    expect(html).toContain("no payment is taken online");
  });

  it("says a paid invoice was paid, and gives no instructions", () => {
    const html = render(<PayPage invoice={paid} payment={null} />);
    expect(html).toContain("Paid on May 21, 2026.");
    expect(html).not.toContain("IBAN");
    expect(html).toContain("Back to billing");
  });
});
