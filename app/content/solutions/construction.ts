import {
  Building2,
  Camera,
  ClipboardCheck,
  Database,
  History,
  ScanSearch,
  UserCheck,
} from "lucide-react";
import type { SolutionPage } from "../solutions";

export const construction: SolutionPage = {
  slug: "construction",
  name: "Construction & Inspection",
  title: "Construction & Inspection",
  eyebrow: "Building standards & infrastructure",
  icon: Building2,
  lead:
    "Digital permits, drone and mobile inspections read by computer vision, and an auditable record of every defect " +
    "from detection to sign-off, for building-standards agencies, infrastructure owners and large contractors.",
  seo: {
    title: "Construction Permits and AI-Assisted Inspection",
    description:
      "Digital building permits, planned drone and mobile capture, computer-vision defect detection with inspector " +
      "sign-off, and an asset register with a complete evidence trail.",
  },
  overview: {
    subtitle: "Evidence-based oversight of every site",
    description:
      "Move permits and inspections off paper and personal phones. Every image is tied to an asset, every likely " +
      "defect is flagged for an inspector to confirm, and every repair is closed with evidence.",
    highlights: [
      "Online permits with automated completeness checks",
      "Computer-vision defect detection on drone and phone imagery",
      "An asset register with a tamper-evident audit trail",
    ],
    keyFigure: { value: "99.5%", label: "defect-detection accuracy" },
  },
  features: {
    title: "From permit to sign-off",
    intro:
      "One record for each asset, from the first application to the last repair.",
    items: [
      {
        icon: ClipboardCheck,
        title: "Digital permits and plan review",
        description:
          "Online applications with automated completeness checks, plan review across departments, and fees and " +
          "conditions tracked through to issuance.",
      },
      {
        icon: Camera,
        title: "Planned drone and mobile capture",
        description:
          "Flight plans and photo checklists that geotag every image to an asset and component, so the same view can " +
          "be compared from one inspection to the next.",
      },
      {
        icon: ScanSearch,
        title: "Computer-vision defect detection",
        description:
          "Models trained on your own inspection history detect cracking, spalling, corrosion and drainage defects, " +
          "and propose a severity for the inspector to confirm.",
      },
      {
        icon: UserCheck,
        title: "Inspector sign-off",
        description:
          "A qualified inspector confirms or corrects every finding before it enters the record, and corrections are " +
          "used to retrain the model.",
      },
      {
        icon: Database,
        title: "Asset register and condition trends",
        description:
          "Confirmed findings build a condition history for each asset, giving engineers a portfolio-wide view for " +
          "maintenance and capital planning.",
      },
      {
        icon: History,
        title: "Work orders and evidence trail",
        description:
          "Defects raise maintenance work orders; repairs are evidenced with photographs and closed only after " +
          "re-inspection, leaving a tamper-evident audit trail.",
      },
    ],
  },
  howItWorks: {
    title: "How it works",
    intro:
      "Models flag; qualified people decide. Nothing enters the record without an inspector's signature.",
    steps: [
      {
        title: "Permit",
        description:
          "Applicants submit plans online; completeness is checked automatically and reviews run in parallel across " +
          "departments.",
      },
      {
        title: "Capture",
        description:
          "Inspectors and drone pilots follow a planned route; every image is geotagged to an asset and component.",
      },
      {
        title: "Detect",
        description:
          "Computer vision flags likely defects and ranks them by proposed severity, so site time goes where it matters.",
      },
      {
        title: "Confirm",
        description:
          "The inspector confirms, corrects or rejects each finding and signs the inspection record.",
      },
      {
        title: "Repair and close",
        description:
          "Work orders go to maintenance teams or contractors; a defect closes only when the repair is evidenced and " +
          "re-inspected.",
      },
    ],
  },
  outcomes: {
    title: "Outcomes",
    intro:
      "From a computer-vision inspection programme for a North American infrastructure and building-standards agency " +
      "covering bridges, culverts and public buildings.",
    stats: [
      {
        value: "99.5%",
        label: "defect-detection accuracy on the validation set",
      },
      { value: "40%", label: "less time on site per structure" },
      { value: "1", label: "inspection season to clear the overdue backlog" },
      { value: "100%", label: "of findings signed off by an inspector" },
    ],
    safeguards: [
      "Models are validated on your own imagery before they are used on live inspections.",
      "Images and findings stay in your cloud tenancy and are retained under your records policy.",
      "Each finding records who confirmed it, when, and which model version proposed it.",
    ],
  },
  capabilities: [
    {
      slug: "ai-automation",
      role: "Defect detection on drone and mobile imagery",
    },
    {
      slug: "digital-identity",
      role: "Inspector credentials and signed inspection records",
    },
    {
      slug: "cloud-infrastructure",
      role: "Storage and processing for large image sets",
    },
  ],
  cta: {
    title: "Clear the inspection backlog",
    body:
      "Start with one asset class and one region. A Blueprint sets out the capture plan, model validation and the " +
      "integration with your maintenance systems.",
    action: { label: "Get Your Blueprint", to: "/blueprint" },
    secondaryAction: { label: "Talk to our team", to: "/contact" },
  },
};
