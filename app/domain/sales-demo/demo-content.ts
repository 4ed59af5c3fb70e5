import { z } from "zod";
import { DEMO_INVOICE_STATUSES, type DemoInvoiceStatus } from "../enums";

/**
 * The demo client dashboard's content: what /allied shows and what staff edit.
 * The structured texts (a project's overview, assessment and proposal; the payment details;
 * an invoice's lines) are jsonb columns, validated with these schemas on every read and
 * every write, so a hand-edited row can never break the page.
 */

const line = (max: number) =>
  z
    .string()
    .trim()
    .min(1, { error: "Enter some text." })
    .max(max, { error: `Keep it under ${max} characters.` });
const lines = (max: number, count: number) =>
  z.array(line(max)).max(count, { error: `At most ${count} items.` });

/** The dialog's Overview tab: why the project exists, what it covers, its milestones. */
export const demoOverviewSchema = z.object({
  objective: line(1500),
  scope: lines(300, 12),
  milestones: z.array(z.object({ label: line(120), when: line(60) })).max(12),
});

/** The Assessment tab: how long it takes ("3 to 4 weeks"), what was found, what we recommend. */
export const demoAssessmentSchema = z.object({
  summary: line(1500),
  duration: line(60),
  findings: lines(400, 12),
  recommendations: lines(400, 12),
});

/** The Proposal tab: the phases with their durations ("16+ weeks") and the budget ("TBD"). */
export const demoProposalSchema = z.object({
  summary: line(1500),
  phases: z
    .array(
      z.object({ name: line(120), duration: line(60), outcome: line(400) }),
    )
    .min(1)
    .max(8),
  budget: line(60),
  budgetNote: line(600),
});

/** Pay Now's instructions: a bank transfer quoting the invoice number. Nothing is charged online. */
export const demoPaymentSchema = z.object({
  beneficiary: line(160),
  bank: line(160),
  iban: line(60),
  bic: line(20),
  terms: line(300),
});

/** One line of an invoice; amounts in minor units (cents) so totals add up exactly. */
export const demoInvoiceLineSchema = z.object({
  description: line(200),
  quantity: z.number().int().min(1).max(10_000),
  unitAmountMinor: z.number().int().min(0).max(100_000_000_000),
});
export const demoInvoiceLinesSchema = z
  .array(demoInvoiceLineSchema)
  .min(1)
  .max(30);

export type DemoOverview = z.infer<typeof demoOverviewSchema>;
export type DemoAssessment = z.infer<typeof demoAssessmentSchema>;
export type DemoProposal = z.infer<typeof demoProposalSchema>;
export type DemoPaymentDetails = z.infer<typeof demoPaymentSchema>;
export type DemoInvoiceLine = z.infer<typeof demoInvoiceLineSchema>;

export const demoInvoiceStatusSchema = z.enum(DEMO_INVOICE_STATUSES);

export type DemoContactView = {
  id: string;
  name: string;
  title: string;
  email: string;
  phone: string;
};

/** The demo client as the Profile tab and the welcome header show it. */
export type DemoClientView = {
  id: string;
  key: string;
  companyName: string;
  shortName: string;
  sector: string;
  headquarters: string;
  website: string;
  organisationSize: string;
  clientSince: string;
  accountManager: string;
  about: string;
  currency: string;
  contacts: DemoContactView[];
};

export type DemoProjectView = {
  id: string;
  name: string;
  stage: string;
  summary: string;
  /** 0–100. */
  progress: number;
  timeline: string;
  budget: string;
  overview: DemoOverview;
  assessment: DemoAssessment;
  proposal: DemoProposal;
};

export type DemoInvoiceView = {
  id: string;
  number: string;
  description: string;
  /** ISO dates (yyyy-mm-dd). */
  issuedOn: string;
  dueOn: string;
  paidOn: string | null;
  status: DemoInvoiceStatus;
  currency: string;
  lines: DemoInvoiceLine[];
  taxPercent: number;
  subtotalMinor: number;
  taxMinor: number;
  totalMinor: number;
};

export type DemoBillingView = {
  currency: string;
  totals: { paidMinor: number; pendingMinor: number; overdueMinor: number };
  /** Newest first. */
  invoices: DemoInvoiceView[];
};

/** What the layout needs on every tab: who the demo client is. */
export type DemoFrame = { companyName: string; shortName: string };
