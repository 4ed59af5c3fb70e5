// Timeline posts for the demo tenants' projects, written as a delivery lead would write them.
// Fictitious, like every demo record (see demo-data.ts).

export type SeedProjectUpdate = {
  projectName: string;
  kind: "progress" | "milestone" | "next_steps";
  title: string;
  body: string;
  postedDaysAgo: number;
};

export const demoProjectUpdates: SeedProjectUpdate[] = [
  {
    projectName: "E-Invoicing Platform Rollout",
    kind: "milestone",
    title: "Validation service live for the first 120 large taxpayers",
    body:
      "The real-time validation service went live on the national sovereign cloud on schedule. " +
      "120 of the 300 Phase A taxpayers now report invoices through the accredited provider API; " +
      "median validation time is 410 ms and no invoice has been lost or duplicated since go-live.",
    postedDaysAgo: 38,
  },
  {
    projectName: "E-Invoicing Platform Rollout",
    kind: "progress",
    title: "Provider accreditation: 9 of 12 software providers certified",
    body:
      "Nine accredited providers have passed the conformance suite. The remaining three are fixing " +
      "signature-format defects found in testing; we expect their re-tests within two weeks. " +
      "Help-desk staff completed the second training cycle (46 agents).",
    postedDaysAgo: 17,
  },
  {
    projectName: "E-Invoicing Platform Rollout",
    kind: "next_steps",
    title:
      "Next four weeks: onboarding wave 2 and the free invoicing portal pilot",
    body:
      "1. Onboard the next 90 large taxpayers (wave 2), starting with telecommunications and wholesale.\n" +
      "2. Open the free invoicing portal to 25 small businesses for a guided pilot.\n" +
      "3. Decision needed from the steering committee: the grace period for late reporting in wave 2.",
    postedDaysAgo: 3,
  },
  {
    projectName: "Taxpayer Portal Redesign",
    kind: "milestone",
    title: "New portal live for the filing season",
    body:
      "The redesigned portal replaced the legacy site with zero downtime. In the first week, 61% of returns " +
      "were filed from mobile devices and saved drafts cut abandoned returns by a third.",
    postedDaysAgo: 96,
  },
  {
    projectName: "Taxpayer Portal Redesign",
    kind: "progress",
    title: "Project closed: hand-over to the Authority's digital team complete",
    body:
      "Runbooks, accessibility audit results and the support rota were handed over and signed off. " +
      "Hypercare ended with no open priority-one incidents.",
    postedDaysAgo: 41,
  },
  {
    projectName: "Regional Telemedicine Expansion",
    kind: "progress",
    title: "Eight of fourteen rural clinics connected",
    body:
      "Video consultation rooms are installed and tested in eight clinics. Two sites are waiting on " +
      "upgraded fibre from the regional carrier; we are tracking the carrier's dates weekly.",
    postedDaysAgo: 9,
  },
];
