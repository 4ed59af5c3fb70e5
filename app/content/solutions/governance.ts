import {
  ChartLine,
  ClipboardList,
  FileText,
  IdCard,
  Landmark,
  Receipt,
} from "lucide-react";
import type { SolutionPage } from "../solutions";

export const governance: SolutionPage = {
  slug: "governance",
  name: "Digital Governance & Tax Collection",
  title: "Digital Governance & Tax Collection",
  eyebrow: "Public finance & revenue",
  icon: Landmark,
  lead:
    "A modular revenue platform for tax administrations: registration, filing, payment and e-invoicing online, with " +
    "third-party data matching and explainable risk analytics that point audit capacity to where revenue is lost.",
  seo: {
    title: "Digital Governance and Tax Collection Platform",
    description:
      "Taxpayer registration, e-filing, e-invoicing, payment reconciliation and compliance risk analytics that help " +
      "revenue authorities widen the tax base and collect what is owed.",
  },
  overview: {
    subtitle: "Revenue that reaches the treasury",
    description:
      "Give taxpayers one place to register, file and pay, and give the authority one view of who should file, who " +
      "has filed and who has paid. Matched third-party data surfaces the gaps; officers work the cases worth most.",
    highlights: [
      "Registration, e-filing and e-payment",
      "E-invoicing with transaction-level VAT visibility",
      "Explainable compliance risk scoring",
    ],
    keyFigure: { value: "20%", label: "more tax collected" },
  },
  features: {
    title: "A revenue administration, end to end",
    intro:
      "Modules can be adopted one tax type at a time alongside your existing systems, and replace them as each is ready.",
    items: [
      {
        icon: IdCard,
        title: "Taxpayer register",
        description:
          "One register of individuals and businesses, linked to the national ID and the business registry, so the " +
          "authority knows who should file and can reach them.",
      },
      {
        icon: FileText,
        title: "E-filing and pre-filled returns",
        description:
          "Online returns for income, corporate, VAT and excise taxes, pre-filled from data the authority already " +
          "holds, with validation that catches errors before submission.",
      },
      {
        icon: Receipt,
        title: "E-invoicing and fiscal devices",
        description:
          "Invoices cleared or reported in real time from business systems and certified point-of-sale devices, giving " +
          "transaction-level visibility of VAT.",
      },
      {
        icon: Landmark,
        title: "Payments and reconciliation",
        description:
          "Bank, card and mobile-money payments matched to liabilities automatically, reconciled daily with the " +
          "treasury account, with instant receipts for taxpayers.",
      },
      {
        icon: ChartLine,
        title: "Compliance risk analytics",
        description:
          "Customs, utility, registry and e-invoice data matched to declarations to surface non-filers and " +
          "under-declaration, with cases ranked by expected yield and the factors behind each score.",
      },
      {
        icon: ClipboardList,
        title: "Case management and taxpayer service",
        description:
          "Audit, objection and debt cases handled end to end, reminders by SMS and e-mail, and a service desk that sees " +
          "each taxpayer's full history.",
      },
    ],
  },
  howItWorks: {
    title: "How it works",
    intro:
      "The same cycle runs for every tax type, and each turn of it improves the data the next one starts from.",
    steps: [
      {
        title: "Register",
        description:
          "Taxpayers register once, online or at a service centre; identity and business details are verified against " +
          "national registries.",
      },
      {
        title: "File",
        description:
          "Returns are pre-filled, validated and submitted online, while e-invoices and withholding data flow in " +
          "continuously.",
      },
      {
        title: "Pay",
        description:
          "Liabilities are calculated, payments accepted through every channel, and receipts issued and reconciled " +
          "automatically.",
      },
      {
        title: "Match",
        description:
          "Third-party data is matched to declarations; gaps and anomalies generate reminders or risk cases.",
      },
      {
        title: "Act",
        description:
          "Compliance officers work a ranked case list and record outcomes, which feed back into the risk rules.",
      },
    ],
  },
  outcomes: {
    title: "Outcomes",
    intro:
      "For the revenue authority of a Caribbean island state, in the first full fiscal year after go-live, at " +
      "unchanged tax rates.",
    stats: [
      { value: "20%", label: "more tax collected" },
      { value: "81%", label: "of business returns filed online, up from 12%" },
      { value: "2x", label: "audit yield per case" },
      { value: "99.9%", label: "uptime through filing season" },
      // Verbatim.
      { value: "30+", label: "countries for tax platforms" },
    ],
    safeguards: [
      "Risk scores are explainable: officers and taxpayers can see which factors led to a case.",
      "Data matching follows your data-protection law, with every access to taxpayer records logged.",
      "Your own staff are trained to maintain the rules and dashboards after handover.",
    ],
  },
  capabilities: [
    {
      slug: "ai-automation",
      role: "Non-filer detection and audit case ranking",
    },
    {
      slug: "digital-identity",
      role: "Verified taxpayers and authorised business representatives",
    },
    {
      slug: "cloud-infrastructure",
      role: "Capacity that scales for filing-season peaks",
    },
  ],
  cta: {
    title: "Close the gap between tax owed and tax collected",
    body:
      "A Blueprint maps your tax types, systems and data sources and sets out a phased plan with the revenue case for " +
      "each step.",
    action: { label: "Get Your Blueprint", to: "/blueprint" },
    secondaryAction: { label: "Talk to our team", to: "/contact" },
  },
};
