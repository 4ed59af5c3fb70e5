import {
  Activity,
  CalendarClock,
  FileHeart,
  HeartPulse,
  Stethoscope,
  Video,
  WifiOff,
} from "lucide-react";
import type { SolutionPage } from "../solutions";

export const healthcare: SolutionPage = {
  slug: "healthcare",
  name: "Healthcare & Telemedicine",
  title: "Healthcare & Telemedicine",
  eyebrow: "Health systems",
  icon: HeartPulse,
  lead:
    "Teleconsultation that works over 2G, shared patient records and national disease surveillance, for ministries of " +
    "health that need specialist care and early warning to reach every district.",
  seo: {
    title: "Healthcare, Telemedicine and Disease Surveillance",
    description:
      "Low-bandwidth telemedicine, shared patient records on HL7 FHIR, referral management and near-real-time disease " +
      "surveillance for ministries of health and national health agencies.",
  },
  overview: {
    subtitle: "Care and surveillance at national scale",
    description:
      "Connect health posts to specialists, give every clinician the same patient history, and bring laboratory and " +
      "facility reports into one surveillance view so outbreaks are caught while they are still local.",
    highlights: [
      "Teleconsultation designed for weak networks",
      "Shared records and tracked referrals",
      "Daily disease surveillance with alerting",
    ],
    keyFigure: { value: "300%", label: "wider specialist reach" },
  },
  features: {
    title: "Built for the clinics you actually have",
    intro:
      "Intermittent power and connectivity, shared devices and many languages are design inputs, not edge cases.",
    items: [
      {
        icon: Video,
        title: "Low-bandwidth teleconsultation",
        description:
          "Live video that falls back to audio and still images, and store-and-forward consultations that synchronise " +
          "notes, images and vital signs when a connection returns.",
      },
      {
        icon: FileHeart,
        title: "Shared patient records",
        description:
          "A national patient index and longitudinal record built on HL7 FHIR, so a referral hospital sees what the " +
          "health post recorded.",
      },
      {
        icon: CalendarClock,
        title: "Referrals and scheduling",
        description:
          "Referrals routed by specialty and urgency against hospital rosters, with status visible to the referring " +
          "clinician and SMS updates for the patient.",
      },
      {
        icon: Stethoscope,
        title: "Assisted triage",
        description:
          "Decision support that helps community health workers prioritise referrals under national protocols. " +
          "Clinicians see the reasoning and always make the call.",
      },
      {
        icon: Activity,
        title: "Disease surveillance",
        description:
          "Laboratory results, facility reports and community alerts ingested daily, de-duplicated and mapped by " +
          "district, with statistical alerts for epidemiologists to review.",
      },
      {
        icon: WifiOff,
        title: "Offline-first field apps",
        description:
          "Apps for clinics and community health workers that keep working through outages, in local languages, and " +
          "synchronise securely when a link is available.",
      },
    ],
  },
  howItWorks: {
    title: "How it works",
    intro:
      "Facilities join gradually; no clinic has to replace its existing system on day one.",
    steps: [
      {
        title: "Connect",
        description:
          "Health posts, district hospitals and laboratories join through lightweight apps and standard interfaces.",
      },
      {
        title: "Consult",
        description:
          "A health worker opens a consultation; a specialist answers live or asynchronously, and the advice lands in " +
          "the patient's shared record.",
      },
      {
        title: "Refer",
        description:
          "When a patient must travel, the referral is booked against the receiving hospital's roster and tracked " +
          "until the patient is seen.",
      },
      {
        title: "Watch",
        description:
          "Case data from every facility feeds the surveillance platform, and unusual increases raise alerts within a " +
          "day rather than weeks.",
      },
      {
        title: "Improve",
        description:
          "Dashboards show waiting times, referral completion and outbreak signals by district, so the ministry can move " +
          "staff and supplies where they are needed.",
      },
    ],
  },
  outcomes: {
    title: "Outcomes",
    intro:
      "From a national telemedicine network linking rural health posts and district hospitals for a Ministry of " +
      "Health in East Africa.",
    stats: [
      { value: "300%", label: "wider specialist reach" },
      {
        value: "Under 48 h",
        label: "median wait for a non-urgent specialist opinion",
      },
      { value: "2G", label: "connections are enough to hold a consultation" },
      { value: "99.9%", label: "central platform availability" },
    ],
    safeguards: [
      "Patient records stay in the country, in the ministry's own cloud tenancy.",
      "Clinicians make every clinical decision; triage support explains its suggestions.",
      "Access to records is role-based and logged, and patients can ask who viewed theirs.",
    ],
  },
  capabilities: [
    {
      slug: "cloud-infrastructure",
      role: "Sovereign hosting for patient data and surveillance feeds",
    },
    {
      slug: "digital-identity",
      role: "A national patient index and verified clinician credentials",
    },
    {
      slug: "ai-automation",
      role: "Triage support and statistical outbreak alerting",
    },
  ],
  cta: {
    title: "Bring specialist care closer to every district",
    body:
      "Tell us about your facilities, networks and priorities. We will propose a first region, the measures of " +
      "success and a plan to grow from there.",
    action: { label: "Talk to our team", to: "/contact" },
    secondaryAction: { label: "Get Your Blueprint", to: "/blueprint" },
  },
};
