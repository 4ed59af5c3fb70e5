import type {
  DemoClientView,
  DemoContactView,
  DemoInvoiceView,
  DemoPaymentDetails,
  DemoProjectView,
} from "~/domain/sales-demo/demo-content";

/**
 * The demo dashboard's seeded content: two fictional clients that sales staff show
 * prospects at /allied. Allied Maritime (the default, DEMO_CLIENT=allied-maritime) is still in
 * assessment, so its billing is empty; Northgate Revenue Authority (DEMO_CLIENT=northgate-revenue)
 * is mid-delivery, with paid, pending and overdue invoices. Progress fits each project's stage
 * (an assessment is early days; tests/integration/sample-data-believable.test.ts checks it), and the
 * bars still show all three colours: Allied blue, Northgate green and yellow. Every name, address and number
 * here is invented; the bank details say DEMO so nobody can mistake them for ours.
 */

/** A demo as seeded: the views' fields without the ids the database gives them. */
export type SeedDemoDashboard = {
  client: Omit<DemoClientView, "id" | "contacts"> & {
    payment: DemoPaymentDetails;
  };
  contacts: Omit<DemoContactView, "id">[];
  projects: Omit<DemoProjectView, "id">[];
  invoices: Pick<
    DemoInvoiceView,
    | "number"
    | "description"
    | "issuedOn"
    | "dueOn"
    | "paidOn"
    | "status"
    | "lines"
    | "taxPercent"
  >[];
};

const payment: DemoPaymentDetails = {
  beneficiary: "Kestrel Civic Technologies Ltd",
  bank: "Demonstration Bank plc, 1 Sample Quay, Dublin",
  iban: "IE00 DEMO 9000 0000 0000 00",
  bic: "DEMOIE2D",
  terms:
    "Bank transfer within 30 days of the invoice date. Quote the invoice number as the payment reference so our finance team can match your payment the same day.",
};

export const alliedMaritime: SeedDemoDashboard = {
  client: {
    key: "allied-maritime",
    companyName: "Allied Maritime Holdings",
    shortName: "Allied Maritime",
    sector: "Ports and logistics",
    headquarters: "Harbour House, 12 Quay Street, Port Aldren",
    website: "https://alliedmaritime.example",
    organisationSize: "4,200 staff across 6 terminals",
    clientSince: "September 2026",
    accountManager: "Nadia Okafor, Principal Consultant",
    about:
      "Allied Maritime operates six container and bulk terminals handling 3.1 million TEU a year. Its board has asked for one data platform shared by terminal operators, hauliers, shipping lines and customs, and for document automation at the customs interface, where clearance still depends on e-mailed PDFs.",
    currency: "EUR",
    payment,
  },
  contacts: [
    {
      name: "Marguerite Lindqvist",
      title: "Chief Digital Officer",
      email: "m.lindqvist@alliedmaritime.example",
      phone: "+353 1 555 0142",
    },
    {
      name: "Tomasz Wierzbicki",
      title: "Head of Terminal Operations Systems",
      email: "t.wierzbicki@alliedmaritime.example",
      phone: "+353 1 555 0178",
    },
    {
      name: "Aisling Brennan",
      title: "Procurement Lead, Technology",
      email: "a.brennan@alliedmaritime.example",
      phone: "+353 1 555 0110",
    },
  ],
  projects: [
    {
      name: "Port Community Data Platform",
      stage: "Assessment",
      summary:
        "A shared, access-controlled data platform where terminals, hauliers, shipping lines and customs see the same vessel, container and gate events in near real time.",
      progress: 30,
      timeline: "16+ weeks",
      budget: "TBD",
      overview: {
        objective:
          "Replace eleven point-to-point integrations and daily spreadsheet exchanges with one event platform, so a container's status is known once and trusted by every party at the port.",
        scope: [
          "Event model for vessel calls, container moves and gate transactions",
          "Role-based access for 140 partner organisations, with data-sharing agreements enforced in the platform",
          "Integration with the three terminal operating systems and the customs single window",
          "Operations dashboards for berth planning and truck appointment slots",
        ],
        milestones: [
          { label: "Stakeholder interviews complete", when: "October 2026" },
          {
            label: "Assessment report and target architecture",
            when: "December 2026",
          },
          {
            label: "Proposal and delivery plan for board approval",
            when: "January 2027",
          },
        ],
      },
      assessment: {
        summary:
          "We interviewed 34 people across operations, IT, customs and five partner companies, and traced how a single import container's data moves through the port today.",
        duration: "3 to 4 weeks",
        findings: [
          "The same container event is keyed in up to four times; 7% of gate transactions need a manual correction.",
          "Two of the three terminal operating systems expose usable event APIs; the third needs a change-data-capture adapter.",
          "Partner onboarding takes 6 to 9 weeks because every data-sharing agreement is negotiated separately.",
          "No single owner exists for reference data such as berth codes and haulier identities.",
        ],
        recommendations: [
          "Publish a port event standard first and build the platform around it, not around any one system.",
          "Adopt a tiered data-sharing agreement so new partners sign once and are onboarded in days.",
          "Appoint a reference-data owner in the Digital Office before integration work starts.",
        ],
      },
      proposal: {
        summary:
          "A phased delivery that puts the first partner-facing events live within the first release, then widens coverage terminal by terminal.",
        phases: [
          {
            name: "Foundation",
            duration: "3 to 4 weeks",
            outcome:
              "Landing zone, identity federation and the port event standard agreed with partners.",
          },
          {
            name: "First release",
            duration: "8 weeks",
            outcome:
              "Vessel and gate events from two terminals live for hauliers and customs.",
          },
          {
            name: "Scale-out",
            duration: "16+ weeks",
            outcome:
              "All six terminals, truck appointments and berth-planning dashboards.",
          },
        ],
        budget: "TBD",
        budgetNote:
          "The budget is confirmed after the assessment, once the number of integrations and the hosting model (sovereign cloud or Allied's own data centre) are agreed.",
      },
    },
    {
      name: "Customs Document Automation",
      stage: "Discovery",
      summary:
        "AI-assisted reading of commercial invoices, packing lists and certificates of origin, so customs declarations are pre-filled and checked before a broker submits them.",
      progress: 15,
      timeline: "3 to 4 weeks",
      budget: "TBD",
      overview: {
        objective:
          "Cut the time to prepare a customs declaration from 40 minutes to under 10, with every extracted field traceable to the page it came from.",
        scope: [
          "Document intake from e-mail and the broker portal",
          "Extraction of 28 declaration fields with confidence scores",
          "Human review screen for low-confidence fields",
          "Audit trail retained for the statutory four years",
        ],
        milestones: [
          {
            label: "Sample set of 2,000 anonymised documents agreed",
            when: "November 2026",
          },
          {
            label: "Accuracy baseline on the sample set",
            when: "December 2026",
          },
        ],
      },
      assessment: {
        summary:
          "Discovery is under way: we are measuring how accurately today's documents can be read before committing to a design.",
        duration: "3 to 4 weeks",
        findings: [
          "61% of inbound documents are scanned images rather than digital PDFs.",
          "Brokers re-key the same consignee details on 3 out of 4 declarations.",
        ],
        recommendations: [
          "Start with the three document types that make up 82% of volume.",
          "Keep a person in the loop for any field below 95% confidence.",
        ],
      },
      proposal: {
        summary:
          "A proposal follows the accuracy baseline, so its scope rests on measured results rather than assumptions.",
        phases: [
          {
            name: "Discovery and accuracy baseline",
            duration: "3 to 4 weeks",
            outcome:
              "Measured extraction accuracy per document type and field.",
          },
          {
            name: "Pilot with two brokers",
            duration: "10 weeks",
            outcome:
              "Pre-filled declarations in daily use, with a review screen.",
          },
        ],
        budget: "TBD",
        budgetNote:
          "Priced after discovery, once document volumes and the review workload are known.",
      },
    },
  ],
  invoices: [],
};

export const northgateRevenue: SeedDemoDashboard = {
  client: {
    key: "northgate-revenue",
    companyName: "Northgate Revenue Authority",
    shortName: "Northgate Revenue",
    sector: "Government: tax and customs",
    headquarters: "Revenue House, 40 Civic Square, Northgate",
    website: "https://revenue.northgate.example",
    organisationSize: "2,800 staff serving 1.9 million taxpayers",
    clientSince: "March 2026",
    accountManager: "Daniel Achterberg, Engagement Director",
    about:
      "Northgate Revenue Authority collects income, property and business taxes for a population of 2.4 million. Its modernisation programme moves taxpayer services online and uses analytics to focus audits where revenue is at risk, within a national data-protection framework.",
    currency: "USD",
    payment,
  },
  contacts: [
    {
      name: "Dr. Helena Osei-Mensah",
      title: "Commissioner, Digital Transformation",
      email: "h.osei-mensah@revenue.northgate.example",
      phone: "+1 555 0100 221",
    },
    {
      name: "Rafael Montoya",
      title: "Chief Information Security Officer",
      email: "r.montoya@revenue.northgate.example",
      phone: "+1 555 0100 245",
    },
    {
      name: "Priya Raman",
      title: "Programme Finance Manager",
      email: "p.raman@revenue.northgate.example",
      phone: "+1 555 0100 263",
    },
  ],
  projects: [
    {
      name: "Taxpayer Services Portal",
      stage: "Build",
      summary:
        "One online account where individuals and businesses file returns, pay, see their balance and message the Authority, replacing four legacy portals.",
      progress: 80,
      timeline: "16+ weeks",
      budget: "$1.2M (approved)",
      overview: {
        objective:
          "Move 70% of filings online within a year of launch and answer routine balance questions without a call to the contact centre.",
        scope: [
          "Digital identity sign-in with the national eID",
          "Returns for income and property tax, with pre-filled employer data",
          "Payments, payment plans and balance statements",
          "Secure messaging routed to the right case team",
        ],
        milestones: [
          {
            label: "Private beta with 2,000 taxpayers",
            when: "September 2026",
          },
          { label: "Business returns live", when: "December 2026" },
          { label: "Legacy portals switched off", when: "March 2027" },
        ],
      },
      assessment: {
        summary:
          "Completed in April 2026: the four legacy portals shared one ageing case system and no common identity.",
        duration: "3 to 4 weeks",
        findings: [
          "38% of contact-centre calls were balance or payment-status questions.",
          "Taxpayers held up to three separate logins for the Authority's services.",
        ],
        recommendations: [
          "Adopt the national eID as the only sign-in and retire local passwords.",
          "Expose the case system through an API layer rather than replacing it in the first year.",
        ],
      },
      proposal: {
        summary:
          "Approved in May 2026: delivery in three releases, each live before the next starts.",
        phases: [
          {
            name: "Identity and balances",
            duration: "6 weeks",
            outcome: "eID sign-in, balances and payment history.",
          },
          {
            name: "Returns and payments",
            duration: "16+ weeks",
            outcome:
              "Income and property tax returns, card and bank payments, payment plans.",
          },
          {
            name: "Business services",
            duration: "10 weeks",
            outcome: "Business returns, agent access and secure messaging.",
          },
        ],
        budget: "$1.2M (approved)",
        budgetNote:
          "Fixed price per release, invoiced on acceptance of each release.",
      },
    },
    {
      name: "Compliance Risk Analytics",
      stage: "Pilot",
      summary:
        "A risk-scoring model that ranks business returns for audit, with explanations an auditor can read and challenge.",
      progress: 50,
      timeline: "3 to 4 weeks",
      budget: "TBD",
      overview: {
        objective:
          "Raise the yield of business audits by directing auditors to the returns most likely to be under-declared, without automating any decision about a taxpayer.",
        scope: [
          "Risk model trained on five years of audit outcomes",
          "Plain-language explanation of each score",
          "Bias and drift monitoring reported monthly to the Authority's ethics board",
        ],
        milestones: [
          { label: "Pilot with two audit teams", when: "November 2026" },
          { label: "Pilot evaluation", when: "January 2027" },
        ],
      },
      assessment: {
        summary:
          "The audit history is rich enough to train on, but outcome labels need cleaning first.",
        duration: "3 to 4 weeks",
        findings: [
          "Only 54% of closed audits record a structured outcome code.",
          "Three sectors account for 61% of recovered revenue.",
        ],
        recommendations: [
          "Clean and label the audit history before any model training.",
          "Keep the auditor's decision final and record when a score was overruled.",
        ],
      },
      proposal: {
        summary:
          "Scale-up is proposed only if the pilot beats the current selection method by an agreed margin.",
        phases: [
          {
            name: "Pilot",
            duration: "3 to 4 weeks",
            outcome: "Scores and explanations in two audit teams' work queues.",
          },
          {
            name: "National roll-out",
            duration: "12 weeks",
            outcome:
              "All audit teams, with monitoring and the ethics board's sign-off.",
          },
        ],
        budget: "TBD",
        budgetNote:
          "The roll-out budget is set after the pilot evaluation in January 2027.",
      },
    },
  ],
  invoices: [
    {
      number: "KCT-2026-0412",
      description: "Assessment: taxpayer services and identity",
      issuedOn: "2026-04-30",
      dueOn: "2026-05-30",
      paidOn: "2026-05-21",
      status: "paid",
      lines: [
        {
          description: "Discovery and assessment, 4 weeks (fixed price)",
          quantity: 1,
          unitAmountMinor: 6_400_000,
        },
        {
          description: "Architecture review workshops",
          quantity: 3,
          unitAmountMinor: 450_000,
        },
      ],
      taxPercent: 0,
    },
    {
      number: "KCT-2026-0531",
      description: "Release 1 acceptance: identity and balances",
      issuedOn: "2026-07-15",
      dueOn: "2026-08-14",
      paidOn: "2026-08-05",
      status: "paid",
      lines: [
        {
          description:
            "Release 1: eID sign-in, balances and payment history (fixed price)",
          quantity: 1,
          unitAmountMinor: 28_000_000,
        },
      ],
      taxPercent: 0,
    },
    {
      number: "KCT-2026-0677",
      description: "Compliance analytics pilot: data preparation",
      issuedOn: "2026-09-30",
      dueOn: "2026-10-30",
      paidOn: null,
      status: "overdue",
      lines: [
        {
          description: "Audit history cleaning and labelling",
          quantity: 15,
          unitAmountMinor: 120_000,
        },
        {
          description: "Secure analytics environment, monthly",
          quantity: 2,
          unitAmountMinor: 310_000,
        },
      ],
      taxPercent: 0,
    },
    {
      number: "KCT-2026-0742",
      description: "Release 2 milestone: returns and payments",
      issuedOn: "2026-11-10",
      dueOn: "2026-12-10",
      paidOn: null,
      status: "pending",
      lines: [
        {
          description: "Release 2 milestone payment, 50% (fixed price)",
          quantity: 1,
          unitAmountMinor: 21_000_000,
        },
        {
          description: "Load and accessibility testing",
          quantity: 1,
          unitAmountMinor: 1_850_000,
        },
      ],
      taxPercent: 0,
    },
  ],
};

export const seedDemoDashboards: SeedDemoDashboard[] = [
  alliedMaritime,
  northgateRevenue,
];
