import { z } from "zod";
import {
  demoAssessmentSchema,
  demoInvoiceLinesSchema,
  demoOverviewSchema,
  demoPaymentSchema,
  demoProposalSchema,
} from "../sales-demo/demo-content";
import { DEMO_INVOICE_STATUSES } from "../enums";
import {
  parseInvoiceLines,
  parseMilestones,
  parsePhases,
  textLines,
  type LinesResult,
} from "./sales-demo-lines";

/**
 * The console's demo editor forms, shared by the browser and the server. Every
 * field that ends up in a jsonb column is checked with the piece of the domain schema it
 * fills (demo-content.ts), so what staff save always renders at /allied.
 */

const text = (label: string, max: number) =>
  z
    .string({ error: `Enter the ${label}.` })
    .trim()
    .min(1, { error: `Enter the ${label}.` })
    .max(max, { error: `Keep the ${label} under ${max} characters.` });

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Keep the ${label} under ${max} characters.` })
    .optional()
    .transform((value) => value ?? "");

/** A whole number from 0 to 100 typed as text (a percentage); one message for any other entry. */
const wholeNumberTo100 = (error: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,3}$/, { error })
    .transform(Number)
    .pipe(z.number().max(100, { error }));

/** A textarea parsed by one of demo-lines.ts's parsers, then checked by a domain schema. */
function linesField<T, Out>(
  parse: (text: string) => LinesResult<T>,
  schema: z.ZodType<Out, T[]>,
) {
  return z
    .string()
    .optional()
    .transform((value, ctx) => {
      const parsed = parse(value ?? "");
      if (parsed.ok) return parsed.items;
      ctx.addIssue({ code: "custom", message: parsed.message });
      return z.NEVER;
    })
    .pipe(schema);
}

/** A list the page cannot show empty: `error` when no item was entered, then the domain schema. */
const atLeastOne = <Out, T>(error: string, schema: z.ZodType<Out, T[]>) =>
  z.array(z.any()).min(1, { error }).pipe(schema);

/** A form's field names in form order: its schema's keys, so the two cannot drift apart. */
const fieldsOf = <Shape extends z.ZodRawShape>(shape: Shape) =>
  Object.keys(shape) as (keyof Shape & string)[];

const plainLines = (text: string): LinesResult<string> => ({
  ok: true,
  items: textLines(text),
});

const payment = demoPaymentSchema.shape;

const companyForm = z.object({
  companyName: text("company name", 200),
  shortName: text("short name", 80),
  sector: text("sector", 160),
  headquarters: text("headquarters", 160),
  website: text("website", 300).pipe(
    z.url({
      protocol: /^https?$/,
      error: "Enter the full web address, starting with https://.",
    }),
  ),
  organisationSize: text("organisation size", 160),
  clientSince: text("client-since date", 60),
  accountManager: text("account manager", 160),
  about: text("description", 3000),
  currency: z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/, {
      error: "Enter a three-letter currency code in capitals, e.g. EUR or USD.",
    }),
  beneficiary: text("beneficiary", 160).pipe(payment.beneficiary),
  bank: text("bank", 160).pipe(payment.bank),
  iban: text("IBAN", 60).pipe(payment.iban),
  bic: text("BIC", 20).pipe(payment.bic),
  terms: text("payment terms", 300).pipe(payment.terms),
});
export const demoCompanyFields = fieldsOf(companyForm.shape);
export const demoCompanySchema = companyForm.transform(
  ({ beneficiary, bank, iban, bic, terms, ...company }) => ({
    ...company,
    payment: demoPaymentSchema.parse({ beneficiary, bank, iban, bic, terms }),
  }),
);
export type DemoCompanyInput = z.output<typeof demoCompanySchema>;

export const demoContactSchema = z.object({
  name: text("name", 160),
  title: text("job title", 160),
  email: z
    .string()
    .trim()
    .max(254, { error: "Keep the e-mail address under 254 characters." })
    .pipe(
      z.email({
        error: "Enter a valid e-mail address, e.g. name@example.org.",
      }),
    ),
  phone: optionalText("phone number", 60),
});
export const demoContactFields = fieldsOf(demoContactSchema.shape);
export type DemoContactInput = z.output<typeof demoContactSchema>;

const overview = demoOverviewSchema.shape;
const assessment = demoAssessmentSchema.shape;
const proposal = demoProposalSchema.shape;

const projectForm = z.object({
  name: text("project name", 200),
  stage: text("stage", 80),
  summary: text("summary", 1000),
  progress: wholeNumberTo100(
    "Enter the progress as a whole number from 0 to 100.",
  ),
  timeline: text("timeline", 60),
  budget: text("budget", 60),
  objective: text("objective", 1500).pipe(overview.objective),
  scope: linesField(plainLines, overview.scope),
  milestones: linesField(parseMilestones, overview.milestones),
  assessmentSummary: text("assessment summary", 1500).pipe(assessment.summary),
  duration: text("assessment duration", 60).pipe(assessment.duration),
  findings: linesField(plainLines, assessment.findings),
  recommendations: linesField(plainLines, assessment.recommendations),
  proposalSummary: text("proposal summary", 1500).pipe(proposal.summary),
  phases: linesField(
    parsePhases,
    atLeastOne("Enter at least one phase.", proposal.phases),
  ),
  proposalBudget: text("proposal budget", 60).pipe(proposal.budget),
  budgetNote: text("budget note", 600).pipe(proposal.budgetNote),
});
export const demoProjectFields = fieldsOf(projectForm.shape);
export const demoProjectSchema = projectForm.transform((f) => ({
  name: f.name,
  stage: f.stage,
  summary: f.summary,
  progress: f.progress,
  timeline: f.timeline,
  budget: f.budget,
  overview: {
    objective: f.objective,
    scope: f.scope,
    milestones: f.milestones,
  },
  assessment: {
    summary: f.assessmentSummary,
    duration: f.duration,
    findings: f.findings,
    recommendations: f.recommendations,
  },
  proposal: {
    summary: f.proposalSummary,
    phases: f.phases,
    budget: f.proposalBudget,
    budgetNote: f.budgetNote,
  },
}));
export type DemoProjectInput = z.output<typeof demoProjectSchema>;

/** A real calendar date as yyyy-mm-dd (what <input type="date"> posts). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split("-").map(Number);
  const date = new Date(Date.UTC(y!, m! - 1, d!));
  return (
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === m! - 1 &&
    date.getUTCDate() === d
  );
}

const isoDate = (label: string) =>
  z
    .string({ error: `Enter the ${label}.` })
    .trim()
    .refine(isIsoDate, {
      error: `Enter the ${label} as a date, e.g. 2026-11-14.`,
    });

const invoiceForm = z.object({
  number: text("invoice number", 40),
  description: text("description", 300),
  issuedOn: isoDate("issue date"),
  dueOn: isoDate("due date"),
  paidOn: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || null)
    .refine((value) => value === null || isIsoDate(value), {
      error:
        "Enter the payment date as a date, e.g. 2026-11-14, or leave it empty.",
    }),
  status: z.enum(DEMO_INVOICE_STATUSES, {
    error: "Choose paid, pending or overdue.",
  }),
  taxPercent: wholeNumberTo100(
    "Enter the tax rate as a whole percentage from 0 to 100.",
  ),
  lines: linesField(
    parseInvoiceLines,
    atLeastOne("Enter at least one line.", demoInvoiceLinesSchema),
  ),
});
export const demoInvoiceFields = fieldsOf(invoiceForm.shape);
export const demoInvoiceSchema = invoiceForm.superRefine((f, ctx) => {
  if (f.dueOn < f.issuedOn)
    ctx.addIssue({
      code: "custom",
      path: ["dueOn"],
      message: "The due date cannot be before the issue date.",
    });
  if (f.status === "paid" && !f.paidOn)
    ctx.addIssue({
      code: "custom",
      path: ["paidOn"],
      message: "A paid invoice needs the date it was paid.",
    });
  if (f.status !== "paid" && f.paidOn)
    ctx.addIssue({
      code: "custom",
      path: ["paidOn"],
      message:
        "Only a paid invoice has a payment date: clear it or set the status to paid.",
    });
  if (f.paidOn && f.paidOn < f.issuedOn)
    ctx.addIssue({
      code: "custom",
      path: ["paidOn"],
      message: "The payment date cannot be before the issue date.",
    });
});
export type DemoInvoiceInput = z.output<typeof demoInvoiceSchema>;

export const DEMO_SECTIONS = [
  "company",
  "contacts",
  "projects",
  "invoices",
] as const;
export type DemoSection = (typeof DEMO_SECTIONS)[number];
export const demoSectionLabels: Record<DemoSection, string> = {
  company: "Company",
  contacts: "Contacts",
  projects: "Projects",
  invoices: "Invoices",
};

export type DemoEditIntent =
  | "update-company"
  | "update-contact"
  | "add-contact"
  | "remove-contact"
  | "update-project"
  | "update-invoice"
  | "add-invoice"
  | "remove-invoice";
