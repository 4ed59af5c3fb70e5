import {
  BrainCircuit,
  ClipboardCheck,
  Gauge,
  MessagesSquare,
  ScanEye,
  ScanText,
  UserCheck,
} from "lucide-react";
import type { CapabilityPage } from "../capabilities";

export const aiAutomation: CapabilityPage = {
  slug: "ai-automation",
  name: "AI & Intelligent Automation",
  eyebrow: "Core capability",
  icon: BrainCircuit,
  lead:
    "Document understanding, risk scoring, triage and assistants that remove the manual bottlenecks in public " +
    "services, deployed with human oversight, explanation and audit built in.",
  seo: {
    title: "AI and Intelligent Automation for Government",
    description:
      "Document extraction, explainable risk scoring, computer vision and grounded assistants, deployed with people " +
      "in the loop and model governance your auditors can follow.",
  },
  summary:
    "Document understanding, explainable risk scoring, computer vision and assistants, with people making every " +
    "decision that matters.",
  features: {
    title: "What we build",
    intro:
      "AI where it removes a real bottleneck (a backlog, a manual check, a blind spot) and nowhere else.",
    items: [
      {
        icon: ScanText,
        title: "Document understanding",
        description:
          "Extraction from passports, invoices, forms and clinical notes, validated against check digits and source " +
          "registries, with confidence scores that send uncertain fields to a person.",
      },
      {
        icon: Gauge,
        title: "Risk scoring and triage",
        description:
          "Rules and machine-learning models that rank applications, returns or referrals by risk or urgency, and " +
          "show the factors behind every score.",
      },
      {
        icon: UserCheck,
        title: "People in the loop",
        description:
          "Models recommend; people decide. Your officers set queues, thresholds and escalation paths, and no adverse " +
          "decision is ever automated.",
      },
      {
        icon: ScanEye,
        title: "Computer vision",
        description:
          "Image models for defect detection, document-fraud checks and face matching, trained and evaluated on your " +
          "own data before they reach production.",
      },
      {
        icon: MessagesSquare,
        title: "Grounded assistants",
        description:
          "Chat and voice assistants for citizens and staff that answer from your published rules and guidance, cite " +
          "their sources and hand over to a person when unsure.",
      },
      {
        icon: ClipboardCheck,
        title: "Model governance",
        description:
          "Model cards, bias and drift monitoring, versioned decision logs and a review process that auditors and " +
          "oversight bodies can follow.",
      },
    ],
  },
  proof: {
    title: "Measured in production",
    intro:
      "Results from our deployments, each measured against the process it replaced.",
    stats: [
      { value: "70%", label: "faster visa processing" },
      { value: "99.5%", label: "document data-extraction accuracy" },
      { value: "2x", label: "audit yield per tax case" },
      { value: "40%", label: "less inspector time on site" },
    ],
  },
  approach: {
    title: "How we deliver AI responsibly",
    intro:
      "Every model earns its place in four steps, and can be switched off without stopping the service.",
    steps: [
      {
        title: "Baseline",
        description:
          "Measure the current process (time, backlog, error rate) so improvement is proven, not assumed.",
      },
      {
        title: "Shadow",
        description:
          "Run the model beside your officers without influencing decisions, and compare its output with theirs.",
      },
      {
        title: "Assist",
        description:
          "Switch on recommendations with thresholds, explanations and monitoring for drift and uneven error rates.",
      },
      {
        title: "Hand over",
        description:
          "Train your team to retrain, evaluate and retire models, with documentation they can audit.",
      },
    ],
  },
  usedIn: {
    title: "Where it works in our solutions",
    intro: "The same components, configured for each service.",
    solutions: [
      {
        slug: "evisa",
        how: "Passport extraction, liveness checks and risk-ranked officer queues.",
      },
      {
        slug: "governance",
        how: "Non-filer detection and audit cases ranked by expected yield.",
      },
      {
        slug: "healthcare",
        how: "Triage support for health workers and statistical outbreak alerts.",
      },
      {
        slug: "construction",
        how: "Defect detection on drone and mobile imagery, confirmed by inspectors.",
      },
      {
        slug: "aftrlife",
        how: "Avatars that answer only from a person's own recordings.",
      },
    ],
  },
  cta: {
    title: "Find where AI will pay off first",
    body:
      "Tell us which queue, check or blind spot costs you most. Our engineers will tell you whether AI can help, what " +
      "it would take, and how you would measure it.",
    action: { label: "Talk to Our Engineers", to: "/contact" },
    secondaryAction: { label: "Get Your Blueprint", to: "/blueprint" },
  },
};
