import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import type { DemoInvoiceView } from "~/domain/sales-demo/demo-content";
import { invoiceAmounts } from "~/domain/sales-demo/demo-format";
import { invoicePdfStatus, makeInvoicePdf } from "./invoice-pdf.server";

function invoiceWith(
  lines: DemoInvoiceView["lines"],
  fields: Partial<DemoInvoiceView> = {},
): DemoInvoiceView {
  return {
    id: "00000000-0000-4000-8000-000000000001",
    number: "KCT-2027-0001",
    description: "Platform support, first quarter",
    issuedOn: "2027-01-15",
    dueOn: "2027-02-14",
    paidOn: null,
    status: "pending",
    currency: "EUR",
    lines,
    taxPercent: 23,
    ...invoiceAmounts(lines, 23),
    ...fields,
  };
}

async function pages(bytes: Uint8Array) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  return extractText(pdf, { mergePages: false });
}

const billTo = {
  companyName: "Allied Maritime Holdings",
  headquarters: "Harbour House, 12 Quay Street, Port Aldren",
};

describe("invoicePdfStatus", () => {
  it("leads with what the reader must know", () => {
    expect(
      invoicePdfStatus({
        status: "paid",
        paidOn: "2026-08-05",
        dueOn: "2026-08-14",
      }),
    ).toEqual({ text: "PAID on Aug 5, 2026", tone: "paid" });
    expect(
      invoicePdfStatus({
        status: "overdue",
        paidOn: null,
        dueOn: "2026-10-30",
      }),
    ).toEqual({
      text: "OVERDUE: payment was due by Oct 30, 2026",
      tone: "overdue",
    });
    expect(
      invoicePdfStatus({
        status: "pending",
        paidOn: null,
        dueOn: "2026-12-10",
      }),
    ).toEqual({ text: "Payment due by Dec 10, 2026", tone: "due" });
  });
});

describe("makeInvoicePdf", () => {
  it("computes nothing itself: subtotal, tax and total are the invoice's, in its currency", async () => {
    const invoice = invoiceWith([
      {
        description: "Managed hosting, monthly",
        quantity: 3,
        unitAmountMinor: 410_000,
      },
    ]);
    const { text } = await pages(
      await makeInvoicePdf({ invoice, billTo, payment: null }),
    );
    const all = text.join("\n");
    for (const amount of ["€12,300.00", "€2,829.00", "€15,129.00"])
      expect(all).toContain(amount);
    expect(all).toContain("Tax (23%)");
    expect(all).not.toContain("Payment instructions");
  });

  it("flows a long invoice onto further pages, numbering them and repeating the table's header", async () => {
    const long =
      "Field inspection and data capture across the northern terminals, including night shifts and reporting";
    const lines = Array.from({ length: 30 }, (_, i) => ({
      description: `${i + 1}. ${long}`,
      quantity: i + 1,
      unitAmountMinor: 95_000,
    }));
    const invoice = invoiceWith(lines);
    const { totalPages, text } = await pages(
      await makeInvoicePdf({
        invoice,
        billTo,
        payment: {
          beneficiary: "Kestrel Civic Technologies Ltd",
          bank: "Demonstration Bank plc",
          iban: "IE00 DEMO 9000 0000 0000 00",
          bic: "DEMOIE2D",
          terms: "Within 30 days.",
        },
      }),
    );
    expect(totalPages).toBeGreaterThan(1);
    text.forEach((page, index) => {
      expect(page).toContain(`Page ${index + 1} of ${totalPages}`);
      expect(page).toContain("illustrative and requests no payment");
    });
    for (const page of text.slice(1, -1)) expect(page).toContain("Unit amount");
    const all = text.join("\n");
    expect(all).toContain("30. Field inspection");
    expect(all).toContain("Payment instructions");
  });
});
