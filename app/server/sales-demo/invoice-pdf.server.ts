import {
  PDFDocument,
  StandardFonts,
  rgb,
  type PDFFont,
  type PDFPage,
  type RGB,
} from "pdf-lib";
import { site } from "~/content/site";
import type {
  DemoInvoiceView,
  DemoPaymentDetails,
} from "~/domain/sales-demo/demo-content";
import { formatDemoDate, formatMoney } from "~/domain/sales-demo/demo-format";
import { winAnsiText, wrapText } from "./invoice-pdf-text.server";

/**
 * The invoice PDF behind View PDF, drawn with pdf-lib's standard fonts: nothing to
 * embed, a few kilobytes, text that can be searched and copied. A4 portrait; a long invoice
 * (30 lines of long descriptions) flows onto further pages with the table's header repeated.
 */

export type InvoicePdfInput = {
  invoice: DemoInvoiceView;
  billTo: { companyName: string; headquarters: string };
  /** Given for unpaid invoices: how to pay. */
  payment: DemoPaymentDetails | null;
};

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const RIGHT = A4[0] - MARGIN;
// The site's tokens (app/app.css): ink-900 #0b1f3a and brand-700 #0f766e, so the PDF looks like the product.
const INK = rgb(11 / 255, 31 / 255, 58 / 255);
const MUTED = rgb(0.33, 0.37, 0.44);
const BRAND = rgb(15 / 255, 118 / 255, 110 / 255);
const RULE = rgb(0.82, 0.85, 0.89);
const SUCCESS = rgb(0.02, 0.4, 0.22);
const DANGER = rgb(0.67, 0.1, 0.1);

/** The status line: what the reader must know first. */
export function invoicePdfStatus(
  invoice: Pick<DemoInvoiceView, "status" | "paidOn" | "dueOn">,
): { text: string; tone: "paid" | "overdue" | "due" } {
  if (invoice.status === "paid")
    return {
      text: invoice.paidOn
        ? `PAID on ${formatDemoDate(invoice.paidOn)}`
        : "PAID",
      tone: "paid",
    };
  if (invoice.status === "overdue")
    return {
      text: `OVERDUE: payment was due by ${formatDemoDate(invoice.dueOn)}`,
      tone: "overdue",
    };
  return {
    text: `Payment due by ${formatDemoDate(invoice.dueOn)}`,
    tone: "due",
  };
}

/** A top-down pen over the pages: y starts at the top, and a new page begins when one is full. */
class Pen {
  page: PDFPage;
  y: number;
  /** Drawn at the top of every page after the first (the table's header while it runs). */
  onNewPage: (pen: Pen) => void = () => {};
  constructor(
    private readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.page = doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }
  /** Makes room for `height` points, starting a new page if this one has not got it. */
  need(height: number) {
    if (this.y - height >= MARGIN + 24) return;
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
    this.onNewPage(this);
  }
  text(
    value: string,
    x: number,
    options: {
      size?: number;
      bold?: boolean;
      color?: RGB;
      alignRight?: boolean;
    } = {},
  ) {
    const font = options.bold ? this.bold : this.regular;
    const size = options.size ?? 10;
    const clean = winAnsiText(value);
    const left = options.alignRight
      ? x - font.widthOfTextAtSize(clean, size)
      : x;
    this.page.drawText(clean, {
      x: left,
      y: this.y,
      size,
      font,
      color: options.color ?? INK,
    });
  }
  /** Wrapped text at x within `width`; moves the pen below it. */
  paragraph(
    value: string,
    x: number,
    width: number,
    options: { size?: number; bold?: boolean; color?: RGB } = {},
  ) {
    const size = options.size ?? 10;
    const font = options.bold ? this.bold : this.regular;
    for (const line of wrapText(
      winAnsiText(value),
      (t) => font.widthOfTextAtSize(t, size),
      width,
    )) {
      this.need(size * 1.45);
      this.text(line, x, options);
      this.y -= size * 1.45;
    }
  }
  rule(color: RGB = RULE) {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: RIGHT, y: this.y },
      thickness: 0.75,
      color,
    });
  }
}

// Table columns: description wraps; quantity, unit amount and amount are right-aligned.
const COLUMNS = {
  description: MARGIN,
  descriptionWidth: 256,
  quantity: 348,
  unit: 444,
  amount: RIGHT,
};

function tableHeader(pen: Pen) {
  pen.need(28);
  for (const [label, x, right] of [
    ["Description", COLUMNS.description, false],
    ["Qty", COLUMNS.quantity, true],
    ["Unit amount", COLUMNS.unit, true],
    ["Amount", COLUMNS.amount, true],
  ] as const)
    pen.text(label, x, {
      size: 9,
      bold: true,
      color: MUTED,
      alignRight: right,
    });
  pen.y -= 8;
  pen.rule(INK);
  pen.y -= 16;
}

export async function makeInvoicePdf({
  invoice,
  billTo,
  payment,
}: InvoicePdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const title = winAnsiText(`Invoice ${invoice.number}`);
  doc.setTitle(title);
  doc.setAuthor(site.name);
  doc.setSubject(winAnsiText(invoice.description));
  doc.setCreator(site.name);
  doc.setProducer(site.name);
  const created = new Date(`${invoice.issuedOn}T00:00:00Z`);
  doc.setCreationDate(created);
  doc.setModificationDate(created);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const pen = new Pen(doc, regular, bold);
  const money = (minor: number) => formatMoney(minor, invoice.currency);
  // The head office's address heads the letter (site.ts lists it first).
  const office =
    site.offices.find((o) => o.label === "Head office") ?? site.offices[0];
  const address = office
    ? `${office.streetAddress}, ${office.locality} ${office.region} ${office.postalCode}, ${office.country}`
    : "";
  const contact = office
    ? `${site.contactEmail}  |  ${office.phone}`
    : site.contactEmail;

  // Letterhead: who bills, and what this is.
  pen.text(site.name, MARGIN, { size: 18, bold: true, color: BRAND });
  pen.text("Invoice", RIGHT, { size: 22, bold: true, alignRight: true });
  pen.y -= 16;
  pen.text(address, MARGIN, { size: 9, color: MUTED });
  pen.y -= 12;
  pen.text(contact, MARGIN, { size: 9, color: MUTED });
  pen.y -= 18;
  pen.rule(BRAND);
  pen.y -= 28;

  // Bill to on the left; number and dates on the right.
  const top = pen.y;
  pen.text("BILL TO", MARGIN, { size: 8, bold: true, color: MUTED });
  pen.y -= 15;
  pen.paragraph(billTo.companyName, MARGIN, 250, { size: 11, bold: true });
  pen.paragraph(billTo.headquarters, MARGIN, 250, { color: MUTED });
  const leftBottom = pen.y;
  pen.y = top;
  for (const [label, value] of [
    ["Invoice number", invoice.number],
    ["Issued", formatDemoDate(invoice.issuedOn)],
    ["Due", formatDemoDate(invoice.dueOn)],
  ]) {
    pen.text(label!, 360, { size: 9, color: MUTED });
    pen.text(value!, RIGHT, { size: 10, bold: true, alignRight: true });
    pen.y -= 16;
  }
  pen.y = Math.min(leftBottom, pen.y) - 14;

  const status = invoicePdfStatus(invoice);
  pen.text(status.text, MARGIN, {
    size: 12,
    bold: true,
    color:
      status.tone === "paid"
        ? SUCCESS
        : status.tone === "overdue"
          ? DANGER
          : BRAND,
  });
  pen.y -= 20;
  pen.paragraph(invoice.description, MARGIN, RIGHT - MARGIN, { size: 11 });
  pen.y -= 14;

  // The lines; on a new page the header is drawn again.
  pen.onNewPage = tableHeader;
  tableHeader(pen);
  for (const line of invoice.lines) {
    const rows = wrapText(
      winAnsiText(line.description),
      (t) => regular.widthOfTextAtSize(t, 10),
      COLUMNS.descriptionWidth,
    );
    pen.need(rows.length * 14 + 10);
    pen.text(String(line.quantity), COLUMNS.quantity, { alignRight: true });
    pen.text(money(line.unitAmountMinor), COLUMNS.unit, { alignRight: true });
    pen.text(money(line.quantity * line.unitAmountMinor), COLUMNS.amount, {
      alignRight: true,
    });
    for (const row of rows) {
      pen.text(row, COLUMNS.description);
      pen.y -= 14;
    }
    pen.y += 4;
    pen.rule();
    pen.y -= 16;
  }

  // Totals, right-aligned under the amounts.
  pen.onNewPage = () => {};
  pen.need(70);
  for (const [label, value, strong] of [
    ["Subtotal", money(invoice.subtotalMinor), false],
    [`Tax (${invoice.taxPercent}%)`, money(invoice.taxMinor), false],
    ["Total", money(invoice.totalMinor), true],
  ] as const) {
    pen.text(label, COLUMNS.unit - 60, {
      bold: strong,
      size: strong ? 12 : 10,
      color: strong ? INK : MUTED,
    });
    pen.text(value, COLUMNS.amount, {
      bold: strong,
      size: strong ? 12 : 10,
      alignRight: true,
    });
    pen.y -= strong ? 20 : 16;
  }

  if (payment) {
    pen.y -= 12;
    pen.need(140);
    pen.text("Payment instructions", MARGIN, { size: 12, bold: true });
    pen.y -= 18;
    for (const [label, value] of [
      ["Beneficiary", payment.beneficiary],
      ["Bank", payment.bank],
      ["IBAN", payment.iban],
      ["BIC / SWIFT", payment.bic],
      ["Reference", invoice.number],
      ["Amount due", money(invoice.totalMinor)],
    ]) {
      pen.need(16);
      pen.text(label!, MARGIN, { size: 9, color: MUTED });
      const y = pen.y;
      pen.paragraph(value!, MARGIN + 90, RIGHT - MARGIN - 90, { bold: true });
      if (pen.y === y) pen.y -= 14;
      pen.y -= 2;
    }
    pen.y -= 6;
    pen.paragraph(payment.terms, MARGIN, RIGHT - MARGIN, { color: MUTED });
  }

  // Every page says what this is: a demonstration, not a demand for money.
  const pages = doc.getPages();
  pages.forEach((page, index) => {
    const footer = `${site.name} client dashboard demonstration. This invoice is illustrative and requests no payment.`;
    page.drawText(footer, {
      x: MARGIN,
      y: 32,
      size: 8,
      font: regular,
      color: MUTED,
    });
    const counter = `Page ${index + 1} of ${pages.length}`;
    page.drawText(counter, {
      x: RIGHT - regular.widthOfTextAtSize(counter, 8),
      y: 32,
      size: 8,
      font: regular,
      color: MUTED,
    });
  });
  return doc.save({ useObjectStreams: true });
}
