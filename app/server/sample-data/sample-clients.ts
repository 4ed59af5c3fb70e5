// Demo tenants for the client portal. Every organisation, person, email address and phone
// number below is fictitious; email addresses use the reserved example.org domain and phone
// numbers use the 555-01xx range reserved for fiction.

export type SeedDemoProject = {
  name: string;
  description: string | null;
  status: "active" | "completed" | "planning";
  createdDaysAgo: number;
};

export type SeedDemoDocument = {
  name: string;
  projectName: string;
  mimeType: "application/pdf" | "text/plain" | "text/csv";
  body: string;
  createdDaysAgo: number;
};

type SeedTicketStatus = "open" | "in_progress" | "resolved" | "closed";

/**
 * One entry of a ticket's thread, hours after the ticket was raised: a reply from the support
 * team, or the team moving the ticket on. The ticket's status is where its last move left it,
 * and its last activity is its last entry (checked by tests/integration/sample-data-believable.test.ts).
 */
export type SeedTicketEntry =
  | { afterHours: number; kind: "reply"; body: string }
  | {
      afterHours: number;
      kind: "status_change";
      from: SeedTicketStatus;
      to: SeedTicketStatus;
    };

export type SeedDemoTicket = {
  title: string;
  description: string;
  priority: "low" | "medium" | "high";
  status: SeedTicketStatus;
  createdDaysAgo: number;
  thread?: SeedTicketEntry[];
};

export type SeedDemoClient = {
  name: string;
  companyName: string;
  contactEmail: string;
  contactPhone: string;
  notes: string;
  /** When the client was taken on: before its people, projects, documents and tickets. */
  createdDaysAgo: number;
};

// ---------------------------------------------------------------------------
// Primary demo tenant: a national revenue authority
// ---------------------------------------------------------------------------

export const demoClient: SeedDemoClient = {
  name: "Meridian Revenue Authority",
  companyName: "Meridian Revenue Authority, Ministry of Finance",
  contactEmail: "digital.programmes@example.org",
  contactPhone: "+1-613-555-0142",
  notes:
    "National revenue authority. Programme sponsor: Deputy Commissioner, Modernisation. " +
    "E-invoicing rollout in progress for large taxpayers; medium-taxpayer wave planned for " +
    "next fiscal year. Hosting on the national sovereign cloud; no data may leave the " +
    "country. Monthly steering committee on the first Tuesday of each month.",
  createdDaysAgo: 340,
};

export const demoProjects: SeedDemoProject[] = [
  {
    name: "E-Invoicing Platform Rollout",
    description:
      "Real-time e-invoice reporting for large and medium taxpayers, including the accredited " +
      "provider API, a free invoicing portal for small businesses and help-desk readiness.",
    status: "active",
    createdDaysAgo: 142,
  },
  {
    name: "Taxpayer Portal Redesign",
    description:
      "Redesign of the online filing and payment portal with mobile-first returns, saved " +
      "drafts and bilingual content. Live since the start of the current filing season.",
    status: "completed",
    createdDaysAgo: 318,
  },
  {
    name: "Compliance Risk Analytics Phase 2",
    description: null,
    status: "planning",
    createdDaysAgo: 12,
  },
];

export const demoDocuments: SeedDemoDocument[] = [
  {
    name: "E-Invoicing Statement of Work.pdf",
    projectName: "E-Invoicing Platform Rollout",
    mimeType: "application/pdf",
    body: [
      "STATEMENT OF WORK - E-INVOICING PLATFORM ROLLOUT",
      "Client: Meridian Revenue Authority",
      "Version: 1.2 (approved by steering committee)",
      "",
      "1. Objective: introduce real-time reporting of B2B invoices for registered VAT taxpayers.",
      "2. Scope: accredited provider API, validation service, free invoicing portal, help desk.",
      "3. Phase A: 300 largest taxpayers onboarded through the provider API.",
      "4. Phase B: medium taxpayers onboarded through accredited software providers.",
      "5. Hosting: national sovereign cloud, two in-country availability zones.",
      "6. Service level: 99.9% monthly availability for the validation service.",
      "7. Acceptance: end-to-end test with 10 pilot taxpayers and signed UAT report.",
      "8. Governance: fortnightly delivery review; monthly steering committee.",
    ].join("\n"),
    createdDaysAgo: 138,
  },
  {
    name: "Pilot Taxpayer Cohort.csv",
    projectName: "E-Invoicing Platform Rollout",
    mimeType: "text/csv",
    body: [
      "taxpayer_ref,sector,integration_route,onboarding_status,test_invoices_accepted",
      "MRA-100231,Retail,Provider API,Live,1240",
      "MRA-100487,Telecommunications,Direct API,Live,3015",
      "MRA-100522,Construction,Provider API,Testing,86",
      "MRA-100609,Wholesale,Direct API,Live,2210",
      "MRA-100714,Hospitality,Provider API,Testing,42",
      "MRA-100838,Manufacturing,Direct API,Certificate pending,0",
      "MRA-100902,Logistics,Provider API,Live,975",
    ].join("\n"),
    createdDaysAgo: 45,
  },
  {
    name: "Portal Go-Live Report.pdf",
    projectName: "Taxpayer Portal Redesign",
    mimeType: "application/pdf",
    body: [
      "GO-LIVE REPORT - TAXPAYER PORTAL REDESIGN",
      "Client: Meridian Revenue Authority",
      "",
      "Summary: the redesigned portal went live on schedule with no unplanned downtime.",
      "Availability during the first filing season: 99.96%.",
      "Returns filed online rose from 54% to 78% of individual returns.",
      "Median time to complete a simple return fell from 24 to 9 minutes.",
      "Help-desk calls about login problems fell by 61% after the account recovery change.",
      "Open items: accessibility retest of the payment page; French content review.",
      "Handover: operations transferred to the authority's digital services team.",
    ].join("\n"),
    createdDaysAgo: 210,
  },
  {
    name: "Risk Analytics Discovery Notes.txt",
    projectName: "Compliance Risk Analytics Phase 2",
    mimeType: "text/plain",
    body: [
      "Compliance Risk Analytics Phase 2 - discovery workshop notes",
      "Attendees: Compliance Director, two audit team leads, data protection officer, our team.",
      "",
      "- Phase 1 risk scores are used for audit selection; audit yield per case has doubled.",
      "- Priority for Phase 2: VAT refund risk scoring using e-invoice data.",
      "- Customs declarations feed available daily; utilities data still monthly.",
      "- Explainable factors must appear on every case file (auditor requirement).",
      "- Data protection impact assessment to be updated before any new data source is used.",
      "- Next step: agree success measures and a 12-week pilot plan.",
    ].join("\n"),
    createdDaysAgo: 9,
  },
];

export const demoTickets: SeedDemoTicket[] = [
  {
    title: "Sandbox API rejects certificates from one accredited provider",
    description:
      "Since this morning the e-invoicing sandbox returns HTTP 401 for requests signed with " +
      "certificates issued to one accredited software provider. Other providers are " +
      "unaffected. Three pilot taxpayers are blocked from testing. Request IDs attached.",
    priority: "high",
    status: "in_progress",
    createdDaysAgo: 2,
    thread: [
      { afterHours: 1, kind: "status_change", from: "open", to: "in_progress" },
      {
        afterHours: 1.2,
        kind: "reply",
        body:
          "We can reproduce the 401 with that provider's certificates: their new intermediate " +
          "certificate is not yet in the sandbox trust store. We are adding it and will confirm " +
          "here once the three pilot taxpayers can test again.",
      },
    ],
  },
  {
    title: "Add French templates for invoice rejection notices",
    description:
      "Rejection notices are currently sent in English only. Please add French versions of " +
      "the five rejection templates before the medium-taxpayer wave. Approved wording from " +
      "the language services unit will follow.",
    priority: "medium",
    status: "open",
    createdDaysAgo: 6,
  },
  {
    title: "Monthly availability report for the filing portal",
    description:
      "The audit committee has asked for the monthly availability figures for the filing " +
      "portal and payment gateway for the last quarter, with any incidents summarised.",
    priority: "low",
    status: "resolved",
    createdDaysAgo: 19,
    thread: [
      { afterHours: 3, kind: "status_change", from: "open", to: "in_progress" },
      {
        afterHours: 50,
        kind: "reply",
        body:
          "The quarter's availability report for the filing portal and the payment gateway is now " +
          "in your documents, with the one planned maintenance window and no unplanned incidents.",
      },
      {
        afterHours: 50.1,
        kind: "status_change",
        from: "in_progress",
        to: "resolved",
      },
    ],
  },
  {
    title: "Remove portal access for departing project officer",
    description:
      "A project officer on the e-invoicing team left the authority on Friday. Please " +
      "deactivate their portal account and confirm that no API keys were issued to them.",
    priority: "medium",
    status: "closed",
    createdDaysAgo: 33,
    thread: [
      { afterHours: 2, kind: "status_change", from: "open", to: "in_progress" },
      {
        afterHours: 4,
        kind: "reply",
        body:
          "The officer's portal account is deactivated and their sessions are ended. No API keys " +
          "were ever issued to them.",
      },
      {
        afterHours: 4.1,
        kind: "status_change",
        from: "in_progress",
        to: "resolved",
      },
      { afterHours: 76, kind: "status_change", from: "resolved", to: "closed" },
    ],
  },
];

// ---------------------------------------------------------------------------
// Second tenant: used to verify that tenants cannot see each other's data
// ---------------------------------------------------------------------------

export const otherClient: SeedDemoClient = {
  name: "Northshore Health Network",
  companyName: "Northshore Health Network",
  contactEmail: "it.partnerships@example.org",
  contactPhone: "+1-613-555-0187",
  notes:
    "Regional public health network of 3 hospitals and 22 community clinics. Telemedicine " +
    "expansion to rural clinics under way. Patient data must remain in the regional " +
    "health data centre.",
  createdDaysAgo: 90,
};

export const otherProjects: SeedDemoProject[] = [
  {
    name: "Regional Telemedicine Expansion",
    description:
      "Extend store-and-forward and video consultations to 22 community clinics, with " +
      "offline-first capture for sites on weak connections.",
    status: "active",
    createdDaysAgo: 64,
  },
  {
    name: "Patient Identity Matching Review",
    description:
      "Assessment of duplicate patient records across hospital systems and options for a " +
      "shared patient index.",
    status: "planning",
    createdDaysAgo: 10,
  },
];

export const otherDocuments: SeedDemoDocument[] = [
  {
    name: "Clinic Site Readiness Checklist.txt",
    projectName: "Regional Telemedicine Expansion",
    mimeType: "text/plain",
    body: [
      "Telemedicine site readiness checklist - community clinics",
      "",
      "[x] Tablet provisioned and enrolled in device management",
      "[x] Offline capture tested with network disconnected",
      "[x] Clinician accounts created and multi-factor authentication enabled",
      "[ ] Backup 4G router installed (8 of 22 clinics outstanding)",
      "[ ] Referral specialist roster published for the next quarter",
      "[ ] Patient consent leaflet printed in both official languages",
    ].join("\n"),
    createdDaysAgo: 21,
  },
];

export const otherTickets: SeedDemoTicket[] = [
  {
    title: "Video consultations dropping at two rural clinics",
    description:
      "Video calls from two northern clinics drop after one or two minutes, even though " +
      "store-and-forward uploads complete. Issue started after the router firmware update " +
      "last week. Clinicians are switching to audio as a workaround.",
    priority: "high",
    status: "open",
    createdDaysAgo: 1,
  },
];

// ---------------------------------------------------------------------------
// Third tenant: newly onboarded, nothing shared yet — every portal list's empty state
// ---------------------------------------------------------------------------

export const emptyClient: SeedDemoClient = {
  name: "Eastvale Water Board",
  companyName: "Eastvale Water Board",
  contactEmail: "digital.services@example.org",
  contactPhone: "+1-613-555-0163",
  notes:
    "Regional water utility, contract signed last week. Discovery for a customer billing " +
    "and meter-reading platform starts next month; no projects or documents yet.",
  createdDaysAgo: 6,
};

/** The three seeded tenants by name: what the seed looks for before it writes them. */
export const demoClientNames = [demoClient, otherClient, emptyClient].map(
  (client) => client.name,
);
