import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "~/domain/forms/field-errors";
import { fieldErrorsOfInput } from "~/domain/forms/field-errors.test-support";
import {
  demoOverviewSchema,
  demoProposalSchema,
} from "../sales-demo/demo-content";
import {
  demoCompanySchema,
  demoContactSchema,
  demoInvoiceSchema,
  demoProjectSchema,
  isIsoDate,
} from "./sales-demo-forms";
import {
  invoiceLinesText,
  majorToMinor,
  milestonesText,
  minorToMajor,
  parseInvoiceLines,
  parseMilestones,
  parsePhases,
  phasesText,
} from "./sales-demo-lines";

describe("money in major units", () => {
  it("converts exactly, digit by digit, with no float drift", () => {
    expect(majorToMinor("1250.00")).toBe(125_000);
    expect(majorToMinor("0.29")).toBe(29);
    expect(majorToMinor("1.1")).toBe(110);
    expect(majorToMinor("19.99")).toBe(1999);
    expect(majorToMinor("1,250.5")).toBe(125_050);
    expect(majorToMinor(" 48500 ")).toBe(4_850_000);
    // 0.1 + 0.2 style amounts that a float multiplication gets wrong.
    expect(majorToMinor("4.35")).toBe(435);
    expect(majorToMinor("1234567.89")).toBe(123_456_789);
  });

  it("refuses what is not an amount", () => {
    for (const bad of [
      "",
      "abc",
      "12.345",
      "-5.00",
      "€12",
      "1,25.00",
      "12.",
      ".5",
      "1e3",
      "1 250",
    ])
      expect(majorToMinor(bad), bad).toBeNull();
  });

  it("writes minor units back as major units", () => {
    expect(minorToMajor(125_000)).toBe("1250.00");
    expect(minorToMajor(5)).toBe("0.05");
    expect(minorToMajor(1999)).toBe("19.99");
    for (const minor of [0, 1, 29, 435, 123_456_789])
      expect(majorToMinor(minorToMajor(minor))).toBe(minor);
  });
});

describe("line formats", () => {
  it("reads milestones as label | when, skipping blank lines", () => {
    expect(
      parseMilestones("Kick-off | Week 1\n\n  Read-out |  Week 4 "),
    ).toEqual({
      ok: true,
      items: [
        { label: "Kick-off", when: "Week 1" },
        { label: "Read-out", when: "Week 4" },
      ],
    });
    const bad = parseMilestones("Kick-off | Week 1\nRead-out");
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.message).toMatch(/^Line 2: write "label \| when"/);
    expect(parseMilestones("a | b | c").ok).toBe(false);
    expect(parseMilestones("a | ").ok).toBe(false);
  });

  it("reads phases as name | duration | outcome", () => {
    expect(
      parsePhases("Foundation | 3 to 4 weeks | Landing zone live"),
    ).toEqual({
      ok: true,
      items: [
        {
          name: "Foundation",
          duration: "3 to 4 weeks",
          outcome: "Landing zone live",
        },
      ],
    });
    const bad = parsePhases("Foundation | 3 to 4 weeks");
    expect(!bad.ok && bad.message).toMatch(
      /^Line 1: write "name \| duration \| outcome"/,
    );
  });

  it("reads invoice lines with exact minor units and names the bad line", () => {
    expect(
      parseInvoiceLines(
        "Discovery workshop | 2 | 1250.00\nHosting | 12 | 0.29",
      ),
    ).toEqual({
      ok: true,
      items: [
        {
          description: "Discovery workshop",
          quantity: 2,
          unitAmountMinor: 125_000,
        },
        { description: "Hosting", quantity: 12, unitAmountMinor: 29 },
      ],
    });
    const quantity = parseInvoiceLines("Hosting | two | 10.00");
    expect(!quantity.ok && quantity.message).toBe(
      "Line 1: the quantity must be a whole number, e.g. 2.",
    );
    const amount = parseInvoiceLines("Ok | 1 | 1.00\nHosting | 2 | 10.999");
    expect(!amount.ok && amount.message).toMatch(
      /^Line 2: write the unit amount like 1250.00/,
    );
  });

  it("round-trips what the form shows", () => {
    const milestones = [{ label: "Kick-off", when: "Week 1" }];
    const phases = [
      { name: "Pilot", duration: "16+ weeks", outcome: "Two brokers live" },
    ];
    const lines = [
      { description: "Licence", quantity: 3, unitAmountMinor: 99_999 },
    ];
    expect(parseMilestones(milestonesText(milestones))).toEqual({
      ok: true,
      items: milestones,
    });
    expect(parsePhases(phasesText(phases))).toEqual({
      ok: true,
      items: phases,
    });
    expect(parseInvoiceLines(invoiceLinesText(lines))).toEqual({
      ok: true,
      items: lines,
    });
  });
});

const project = {
  name: "Port Community Data Platform",
  stage: "Assessment",
  summary: "One event stream for the port.",
  progress: "49",
  timeline: "16+ weeks",
  budget: "TBD",
  objective: "Give hauliers one source of truth.",
  scope: "Vessel events\nGate events",
  milestones: "Kick-off | Week 1",
  assessmentSummary: "Six terminals, four systems.",
  duration: "3 to 4 weeks",
  findings: "Gate data arrives late",
  recommendations: "Start with two terminals",
  proposalSummary: "Three phases.",
  phases: "Foundation | 3 to 4 weeks | Landing zone",
  proposalBudget: "TBD",
  budgetNote: "Priced after the assessment.",
};

describe("the project form", () => {
  it("builds texts that the domain schemas accept", () => {
    const parsed = demoProjectSchema.parse(project);
    expect(parsed.progress).toBe(49);
    expect(demoOverviewSchema.parse(parsed.overview).scope).toEqual([
      "Vessel events",
      "Gate events",
    ]);
    expect(demoProposalSchema.parse(parsed.proposal).phases).toHaveLength(1);
  });

  it("names the field in error", () => {
    const errorsOf = (patch: Record<string, string>) =>
      fieldErrorsOfInput(demoProjectSchema, { ...project, ...patch });
    expect(errorsOf({ progress: "101" }).progress).toMatch(/0 to 100/);
    expect(errorsOf({ progress: "49.5" }).progress).toMatch(/whole number/);
    expect(errorsOf({ phases: "" }).phases).toBe("Enter at least one phase.");
    expect(errorsOf({ milestones: "no bar here" }).milestones).toMatch(
      /^Line 1/,
    );
    expect(
      errorsOf({
        scope: Array.from({ length: 13 }, (_, i) => `Item ${i}`).join("\n"),
      }).scope,
    ).toMatch(/At most 12/);
    expect(errorsOf({ name: "   " }).name).toBe("Enter the project name.");
  });
});

describe("the company, contact and invoice forms", () => {
  const company = {
    companyName: "Allied Maritime Holdings",
    shortName: "Allied Maritime",
    sector: "Ports",
    headquarters: "Dublin",
    website: "https://alliedmaritime.example",
    organisationSize: "4,200 staff",
    clientSince: "September 2026",
    accountManager: "Niamh Kavanagh",
    about: "A port operator.",
    currency: "EUR",
    beneficiary: "Kestrel Civic Technologies Ltd",
    bank: "Demonstration Bank plc",
    iban: "IE00 DEMO 9000",
    bic: "DEMOIE2D",
    terms: "30 days",
  };

  it("gathers the payment details and checks the currency", () => {
    expect(demoCompanySchema.parse(company).payment.bic).toBe("DEMOIE2D");
    const bad = demoCompanySchema.safeParse({
      ...company,
      currency: "eur",
      website: "alliedmaritime",
    });
    expect(bad.success).toBe(false);
    const errors = fieldErrorsOf(bad.error!);
    expect(errors.currency).toMatch(/three-letter currency code/);
    expect(errors.website).toMatch(/https:\/\//);
  });

  it("wants a valid contact e-mail, the phone optional", () => {
    expect(
      demoContactSchema.parse({ name: "A", title: "B", email: "a@example.org" })
        .phone,
    ).toBe("");
    const bad = demoContactSchema.safeParse({
      name: "A",
      title: "B",
      email: "nope",
    });
    expect(fieldErrorsOf(bad.error!).email).toMatch(/valid e-mail/);
  });

  const invoice = {
    number: "NRA-2026-005",
    description: "Phase 2",
    issuedOn: "2026-11-01",
    dueOn: "2026-12-01",
    paidOn: "",
    status: "pending",
    taxPercent: "20",
    lines: "Delivery sprint | 2 | 18500.00",
  };

  it("parses an invoice and keeps the dates consistent with the status", () => {
    const parsed = demoInvoiceSchema.parse(invoice);
    expect(parsed).toMatchObject({
      paidOn: null,
      taxPercent: 20,
      lines: [{ unitAmountMinor: 1_850_000 }],
    });
    const errorsOf = (patch: Record<string, string>) =>
      fieldErrorsOfInput(demoInvoiceSchema, { ...invoice, ...patch });
    expect(errorsOf({ status: "paid" }).paidOn).toMatch(/needs the date/);
    expect(errorsOf({ paidOn: "2026-11-05" }).paidOn).toMatch(
      /Only a paid invoice/,
    );
    expect(errorsOf({ dueOn: "2026-10-01" }).dueOn).toMatch(
      /before the issue date/,
    );
    expect(errorsOf({ issuedOn: "2026-02-30" }).issuedOn).toMatch(/as a date/);
    expect(errorsOf({ status: "refunded" }).status).toBe(
      "Choose paid, pending or overdue.",
    );
    expect(errorsOf({ taxPercent: "101" }).taxPercent).toMatch(/0 to 100/);
    expect(errorsOf({ lines: "" }).lines).toBe("Enter at least one line.");
    expect(errorsOf({ lines: "Sprint | 1 | 1,2" }).lines).toMatch(
      /^Line 1: write the unit amount/,
    );
  });

  it("knows a real calendar date", () => {
    expect(isIsoDate("2028-02-29")).toBe(true);
    expect(isIsoDate("2026-02-29")).toBe(false);
    expect(isIsoDate("2026-1-05")).toBe(false);
  });
});
