import { describe, expect, it } from "vitest";
import {
  billingTotals,
  canPay,
  formatDemoDate,
  formatMoney,
  invoiceAmounts,
  progressTone,
} from "./demo-format";

describe("progressTone", () => {
  it.each([
    [0, "blue"],
    [49, "blue"],
    [50, "yellow"],
    [79, "yellow"],
    [80, "green"],
    [100, "green"],
  ] as const)("%i%% is %s", (progress, tone) => {
    expect(progressTone(progress)).toBe(tone);
  });
});

describe("invoice arithmetic", () => {
  it("adds the lines and rounds the tax half up on the subtotal", () => {
    const amounts = invoiceAmounts(
      [
        {
          description: "Assessment workshop",
          quantity: 2,
          unitAmountMinor: 125_000,
        },
        { description: "Travel", quantity: 1, unitAmountMinor: 333 },
      ],
      21,
    );
    expect(amounts).toEqual({
      subtotalMinor: 250_333,
      taxMinor: 52_570,
      totalMinor: 302_903,
    });
  });

  it("totals paid, pending and overdue separately", () => {
    expect(
      billingTotals([
        { status: "paid", totalMinor: 100 },
        { status: "paid", totalMinor: 50 },
        { status: "pending", totalMinor: 7 },
        { status: "overdue", totalMinor: 3 },
      ]),
    ).toEqual({ paidMinor: 150, pendingMinor: 7, overdueMinor: 3 });
    expect(billingTotals([])).toEqual({
      paidMinor: 0,
      pendingMinor: 0,
      overdueMinor: 0,
    });
  });

  it("offers payment only while money is owed", () => {
    expect([canPay("pending"), canPay("overdue"), canPay("paid")]).toEqual([
      true,
      true,
      false,
    ]);
  });
});

describe("formatting", () => {
  it("shows minor units in the currency", () => {
    expect(formatMoney(4_850_000, "EUR")).toBe("€48,500.00");
    expect(formatMoney(35_750_000, "USD")).toBe("$357,500.00");
    expect(formatMoney(0, "GBP")).toBe("£0.00");
  });

  it("writes the spec's 'MMM d, yyyy' without shifting the date by the time zone", () => {
    expect(formatDemoDate("2026-11-01")).toBe("Nov 1, 2026");
    expect(formatDemoDate("2026-09-30")).toBe("Sep 30, 2026");
  });
});
