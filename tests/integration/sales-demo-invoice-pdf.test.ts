import { eq } from "drizzle-orm";
import { getDocumentProxy, extractText } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatMoney } from "~/domain/sales-demo/demo-format";
import { demoInvoices } from "~/server/db/schema.server";
import { billingTabLoader } from "~/server/sales-demo/billing-tab.handler.server";
import {
  demoPaymentDetails,
  findDemoClient,
  loadDemoBilling,
  type DemoClientRow,
} from "~/server/sales-demo/demo-content.server";
import { unlockCookie } from "~/server/sales-demo/demo-gate.server";
import { invoicePdfLoader } from "~/server/sales-demo/invoice-pdf.handler.server";
import { makeInvoicePdf } from "~/server/sales-demo/invoice-pdf.server";
import { payPageLoader } from "~/server/sales-demo/pay-page.handler.server";
import type { AppServices } from "~/server/services.server";
import { routeArgs, startTestServices } from "../support/app-services";

/**
 * View PDF and Pay Now's page, on a migrated and seeded database (PGlite, and
 * PostgreSQL with TEST_DATABASE_URL): the PDF of each seeded invoice is a real PDF that reads
 * back with the invoice's number, total and client; staff-edited text cannot break it; and
 * the loaders answer only the open demo's invoices, only to an unlocked browser.
 */
let services: AppServices;
let stop: () => Promise<void>;
let restart: (env?: Record<string, string>) => Promise<AppServices>;

beforeAll(async () => {
  const started = await startTestServices({ DEMO_CLIENT: "northgate-revenue" });
  ({ services, stop, restart } = started);
}, 180_000);
afterAll(async () => stop?.());

async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

async function northgate(): Promise<DemoClientRow> {
  const client = await findDemoClient(
    services.database.db,
    "northgate-revenue",
  );
  expect(client).not.toBeNull();
  return client!;
}

async function unlockedRequest(path: string): Promise<Request> {
  const cookie = (await unlockCookie(services.env)).split(";")[0]!;
  return new Request(`http://localhost${path}`, {
    headers: { Cookie: cookie },
  });
}

async function statusOf(promise: Promise<unknown>): Promise<number> {
  try {
    const answer = await promise;
    return answer instanceof Response ? answer.status : 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    throw thrown;
  }
}

describe("the invoice PDF", () => {
  it("makes a real PDF of every seeded invoice, with its number, total, client and status", async () => {
    const client = await northgate();
    const { invoices } = await loadDemoBilling(services.database.db, client);
    expect(invoices.map((invoice) => invoice.status).sort()).toEqual([
      "overdue",
      "paid",
      "paid",
      "pending",
    ]);
    for (const invoice of invoices) {
      const unpaid = invoice.status !== "paid";
      const bytes = await makeInvoicePdf({
        invoice,
        billTo: {
          companyName: client.companyName,
          headquarters: client.headquarters,
        },
        payment: unpaid ? demoPaymentDetails(client) : null,
      });
      expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe(
        "%PDF-",
      );
      const text = await pdfText(bytes);
      expect(text).toContain("Kestrel Civic Technologies");
      expect(text).toContain(invoice.number);
      expect(text).toContain(formatMoney(invoice.totalMinor, invoice.currency));
      expect(text).toContain("Northgate Revenue Authority");
      expect(text).toContain(client.headquarters);
      for (const line of invoice.lines)
        expect(text).toContain(
          line.description.split(" ").slice(0, 3).join(" "),
        );
      if (invoice.status === "paid") expect(text).toContain(`PAID on`);
      if (invoice.status === "overdue") expect(text).toContain("OVERDUE");
      if (invoice.status === "pending")
        expect(text).toContain("Payment due by");
      // Instructions only where money is owed.
      expect(text.includes("Payment instructions")).toBe(unpaid);
      expect(text.includes(demoPaymentDetails(client).iban)).toBe(unpaid);
    }
  });

  it("draws staff-edited lines with arrows and emoji instead of failing", async () => {
    const client = await northgate();
    const { db } = services.database;
    const [row] = await db
      .select()
      .from(demoInvoices)
      .where(eq(demoInvoices.number, "KCT-2026-0742"));
    await db
      .update(demoInvoices)
      .set({
        lines: [
          {
            description: "Release 2 → Release 3 hand-over 🚀 ✅",
            quantity: 2,
            unitAmountMinor: 125_000,
          },
          {
            description:
              "Düsseldorf workshop, “accessibility” review – 東京 team",
            quantity: 1,
            unitAmountMinor: 99,
          },
        ],
      })
      .where(eq(demoInvoices.id, row!.id));
    try {
      const answer = await invoicePdfLoader(
        routeArgs({
          request: await unlockedRequest(`/allied/billing/${row!.id}/pdf`),
          params: { invoiceId: row!.id },
        }),
      );
      expect(answer.status).toBe(200);
      const text = await pdfText(new Uint8Array(await answer.arrayBuffer()));
      expect(text).toContain("Release 2 -> Release 3 hand-over");
      expect(text).toContain(
        "Düsseldorf workshop, “accessibility” review – ?? team",
      );
      expect(text).toContain(formatMoney(250_099, client.currency));
    } finally {
      await db
        .update(demoInvoices)
        .set({ lines: row!.lines })
        .where(eq(demoInvoices.id, row!.id));
    }
  });
});

describe("the loaders", () => {
  it("serves the PDF inline under a safe name, never cached", async () => {
    const client = await northgate();
    const { invoices } = await loadDemoBilling(services.database.db, client);
    const invoice = invoices.find((each) => each.number === "KCT-2026-0742")!;
    const answer = await invoicePdfLoader(
      routeArgs({
        request: await unlockedRequest(`/allied/billing/${invoice.id}/pdf`),
        params: { invoiceId: invoice.id },
      }),
    );
    expect(answer.headers.get("Content-Type")).toBe("application/pdf");
    expect(answer.headers.get("Content-Disposition")).toBe(
      'inline; filename="KCT-2026-0742.pdf"',
    );
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    const bytes = new Uint8Array(await answer.arrayBuffer());
    expect(answer.headers.get("Content-Length")).toBe(String(bytes.byteLength));
  });

  it("sends a locked browser to the gate, not to the PDF", async () => {
    const client = await northgate();
    const [invoice] = (await loadDemoBilling(services.database.db, client))
      .invoices;
    const path = `/allied/billing/${invoice!.id}/pdf`;
    const thrown = await invoicePdfLoader(
      routeArgs({
        request: new Request(`http://localhost${path}`),
        params: { invoiceId: invoice!.id },
      }),
    ).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("Location")).toBe(
      `/allied?next=${encodeURIComponent(path)}`,
    );
  });

  it("answers 404 for a malformed or unknown invoice id", async () => {
    for (const id of ["not-a-uuid", "00000000-0000-4000-8000-000000000000"]) {
      const request = await unlockedRequest(`/allied/billing/${id}/pdf`);
      expect(
        await statusOf(
          invoicePdfLoader(routeArgs({ request, params: { invoiceId: id } })),
        ),
      ).toBe(404);
      expect(
        await statusOf(
          payPageLoader(routeArgs({ request, params: { invoiceId: id } })),
        ),
      ).toBe(404);
    }
  });

  it("gives the pay page's instructions only for money owed", async () => {
    const client = await northgate();
    const { invoices } = await loadDemoBilling(services.database.db, client);
    for (const invoice of invoices) {
      const result = await payPageLoader(
        routeArgs({
          request: await unlockedRequest(`/allied/billing/${invoice.id}/pay`),
          params: { invoiceId: invoice.id },
        }),
      );
      expect(result.data.invoice.number).toBe(invoice.number);
      expect(result.data.payment === null).toBe(invoice.status === "paid");
    }
  });

  it("answers 404 for another demo's invoice (positive control: the same id opens under its own demo)", async () => {
    const client = await northgate();
    const [invoice] = (await loadDemoBilling(services.database.db, client))
      .invoices;
    const id = invoice!.id;
    expect(
      await statusOf(
        invoicePdfLoader(
          routeArgs({
            request: await unlockedRequest(`/allied/billing/${id}/pdf`),
            params: { invoiceId: id },
          }),
        ),
      ),
    ).toBe(200);

    services = await restart({ DEMO_CLIENT: "allied-maritime" });
    for (const loader of [invoicePdfLoader, payPageLoader]) {
      const request = await unlockedRequest(`/allied/billing/${id}/pdf`);
      expect(
        await statusOf(
          loader(routeArgs({ request, params: { invoiceId: id } })),
        ),
      ).toBe(404);
    }
    const billing = await billingTabLoader(
      routeArgs({
        request: await unlockedRequest("/allied/billing"),
      }),
    );
    expect(billing.data.billing.invoices).toEqual([]);
    expect(billing.data.payment).toBeNull();
  });
});
