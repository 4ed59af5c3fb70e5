import { ENGLISH_MONTH_ABBREVIATIONS } from "../english-month-abbreviations";
import type { DemoInvoiceStatus } from "../enums";
import type { DemoInvoiceLine, DemoInvoiceView } from "./demo-content";

/**
 * The demo dashboard's rules: the progress bar's colour, the invoice
 * arithmetic and the billing totals. Pure, so the page, the PDF and the tests agree.
 */

export type ProgressTone = "green" | "yellow" | "blue";

/** 80 and over green, 50 and over yellow, otherwise blue. */
export function progressTone(progress: number): ProgressTone {
  if (progress >= 80) return "green";
  if (progress >= 50) return "yellow";
  return "blue";
}

export function clampProgress(progress: number): number {
  return Math.min(100, Math.max(0, Math.round(progress)));
}

/** Subtotal, tax (rounded half up per invoice, as an accounting system does) and total, in minor units. */
export function invoiceAmounts(
  lines: readonly DemoInvoiceLine[],
  taxPercent: number,
) {
  const subtotalMinor = lines.reduce(
    (sum, l) => sum + l.quantity * l.unitAmountMinor,
    0,
  );
  const taxMinor = Math.round((subtotalMinor * taxPercent) / 100);
  return { subtotalMinor, taxMinor, totalMinor: subtotalMinor + taxMinor };
}

/** Total Paid, Pending and Overdue across the invoice history. */
export function billingTotals(
  invoices: readonly Pick<DemoInvoiceView, "status" | "totalMinor">[],
) {
  const sum = (status: DemoInvoiceStatus) =>
    invoices
      .filter((i) => i.status === status)
      .reduce((total, i) => total + i.totalMinor, 0);
  return {
    paidMinor: sum("paid"),
    pendingMinor: sum("pending"),
    overdueMinor: sum("overdue"),
  };
}

/** "€48,500.00", "$357,500.00": amounts are kept in minor units (cents) and shown in the invoice's currency. */
export function formatMoney(minor: number, currency: string): string {
  return moneyFormatOf(currency).format(minor / 100);
}

// One formatter per currency, made once: building one costs far more than formatting with it.
const moneyFormats = new Map<string, Intl.NumberFormat>();
function moneyFormatOf(currency: string): Intl.NumberFormat {
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat("en-US", {
      style: "currency",
      currency,
      currencyDisplay: "narrowSymbol",
    });
    moneyFormats.set(currency, format);
  }
  return format;
}

/** The spec's list date, 'MMM d, yyyy' ("Nov 14, 2026" from "2026-11-14"), whatever the server's time zone. */
export function formatDemoDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  return `${ENGLISH_MONTH_ABBREVIATIONS[month! - 1]} ${day}, ${year}`;
}

export const invoiceStatusLabel: Record<DemoInvoiceStatus, string> = {
  paid: "Paid",
  pending: "Pending",
  overdue: "Overdue",
};

/** Pay Now is offered while money is owed: pending and overdue invoices. */
export function canPay(status: DemoInvoiceStatus): boolean {
  return status !== "paid";
}
