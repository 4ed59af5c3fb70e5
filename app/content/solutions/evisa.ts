import {
  CreditCard,
  DoorOpen,
  Globe,
  Plane,
  Scale,
  ScanFace,
  Smartphone,
} from "lucide-react";
import type { SolutionPage } from "../solutions";

export const evisa: SolutionPage = {
  slug: "evisa",
  name: "e-Visa & Immigration",
  title: "e-Visa",
  eyebrow: "Immigration & border management",
  icon: Plane,
  lead:
    "A complete online visa and entry-permit service. Applicants apply and pay from a phone, documents are checked " +
    "automatically, and officers decide from a risk-ranked queue, with every decision in human hands and on the record.",
  seo: {
    title: "e-Visa and Immigration Platform",
    description:
      "Online visa applications, document OCR and liveness checks, risk scoring with officer-in-the-loop decisions, " +
      "payments, e-gate integration and ICAO-aligned interoperability for immigration authorities.",
  },
  overview: {
    subtitle: "From paper queues to decisions in days",
    description:
      "Replace embassy counters, e-mail and re-keying with one online channel. Passport data is captured once, " +
      "checked automatically and screened against watch lists, and officers spend their time on the applications " +
      "that need judgement.",
    highlights: [
      "Online application and payment on any device",
      "Document OCR, face match and liveness checks",
      "Risk scoring with an officer in the loop",
    ],
    keyFigure: { value: "70%", label: "faster visa processing" },
  },
  features: {
    title: "Everything an immigration service needs, in one platform",
    intro:
      "Configured to your visa categories, fees and legal framework, and connected to the border systems you already run.",
    items: [
      {
        icon: Smartphone,
        title: "Online applications",
        description:
          "Mobile-first forms in the languages your applicants use, with save and resume, eligibility guidance and a " +
          "tailored document checklist for each visa category. Incomplete applications cannot be submitted.",
      },
      {
        icon: ScanFace,
        title: "Document OCR and liveness checks",
        description:
          "Passport data is read from the machine-readable zone and the chip where available, cross-checked against " +
          "the photo page, and a live selfie is matched to the passport photograph with presentation-attack detection.",
      },
      {
        icon: Scale,
        title: "Risk scoring, officer in the loop",
        description:
          "Watch-list screening, rules and models rank each application and show the reasons behind its score. The " +
          "platform recommends; a named officer approves, refuses or asks for more. It never refuses on its own.",
      },
      {
        icon: CreditCard,
        title: "Payments and issuance",
        description:
          "Card, bank transfer and mobile-money payments reconciled automatically with the treasury. Approved " +
          "applicants receive an e-visa with a signed code that any border post can verify, even offline.",
      },
      {
        icon: DoorOpen,
        title: "E-gates and border integration",
        description:
          "Issued visas flow to border-control systems, airline advance passenger checks and automated e-gates, so " +
          "travellers are recognised on arrival without presenting paperwork again.",
      },
      {
        icon: Globe,
        title: "Interoperable with ICAO standards",
        description:
          "Travel-document handling that follows ICAO Doc 9303, ePassport chip signatures validated through the ICAO " +
          "Public Key Directory, and open APIs for partner agencies and carriers.",
      },
    ],
  },
  howItWorks: {
    title: "How it works",
    intro:
      "From application to arrival, each step is recorded, and the officer stays accountable for the decision.",
    steps: [
      {
        title: "Apply",
        description:
          "The applicant completes a guided form on any device, uploads a passport scan and takes a selfie. The fee " +
          "is paid in the same session.",
      },
      {
        title: "Verify",
        description:
          "Passport data is extracted and validated, the selfie is matched and checked for liveness, and the payment " +
          "is confirmed, usually within minutes of submission.",
      },
      {
        title: "Assess",
        description:
          "Watch-list checks and the risk model run. Each application joins the officer queue with its score, the " +
          "factors behind it and any flags raised.",
      },
      {
        title: "Decide",
        description:
          "An officer reviews and decides. Complete, low-risk files clear quickly; complex cases go to senior officers " +
          "or partner agencies. Every action is logged for audit.",
      },
      {
        title: "Travel",
        description:
          "The e-visa is issued and shared with border control and carriers, and the traveller passes through an " +
          "e-gate or a staffed desk on arrival.",
      },
    ],
  },
  outcomes: {
    title: "Outcomes",
    intro:
      "For a national immigration directorate in West Africa, average decision time fell from 19 working days to " +
      "under 6 once applications moved online and into a risk-ranked queue.",
    stats: [
      { value: "70%", label: "faster visa processing" },
      { value: "99.5%", label: "document data-extraction accuracy" },
      { value: "99.9%", label: "platform uptime" },
      { value: "0", label: "applications refused without an officer" },
      // Verbatim.
      { value: "50+", label: "countries targeted for e-visa" },
    ],
    safeguards: [
      "Every recommendation shows its reasons, and every decision names the officer who made it.",
      "Applicant data stays in a national or in-country cloud region under your keys.",
      "Models are tested for uneven error rates across applicant groups before release and reviewed monthly by your " +
        "compliance unit.",
    ],
  },
  capabilities: [
    {
      slug: "ai-automation",
      role: "Document extraction and risk-ranked officer queues",
    },
    {
      slug: "digital-identity",
      role: "Face match, liveness and verifiable e-visa credentials",
    },
    {
      slug: "cloud-infrastructure",
      role: "In-country hosting with around-the-clock operations",
    },
  ],
  cta: {
    title: "Plan your e-visa programme",
    body:
      "We start with a Blueprint: a costed, phased plan built around your visa categories, border systems and legal " +
      "framework, delivered in weeks rather than months.",
    action: { label: "Get Your Blueprint", to: "/blueprint" },
    secondaryAction: { label: "Talk to our team", to: "/contact" },
  },
};
