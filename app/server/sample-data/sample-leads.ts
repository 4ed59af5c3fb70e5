/**
 * Demo leads for the staff console: submissions of all four public forms over the
 * last ten weeks, across the pipeline, so the inbox, a lead's page and the Overview's charts
 * have something true-to-life to show. One is held as spam (its notification never went),
 * and Farah Nasser wrote twice (the lead page's "other leads from this address"). Other e2e
 * specs may read these rows: keep names, addresses and statuses stable.
 */
import type { LeadStatus } from "~/domain/enums";
import type {
  BlueprintForm,
  ContactForm,
  GetStartedForm,
  JobApplicationForm,
} from "~/domain/forms/lead-forms";

type Common = {
  daysAgo: number;
  status: LeadStatus;
  pagePath: string;
  referrer?: string;
  utm?: { source: string; medium: string; campaign: string };
};

// A demo lead's own fields are its form's valid submission, so the seed cannot drift from the form.
export type DemoBlueprintLead = Common &
  BlueprintForm & { spamReason?: string };
export type DemoContactLead = Common & ContactForm;
export type DemoGetStartedLead = Common & GetStartedForm;
export type DemoJobApplication = Common &
  JobApplicationForm & { resumeName: string; resumeText: string };

export const FARAH_EMAIL = "farah.nasser@interior-ministry.example";

export const demoBlueprintLeads: DemoBlueprintLead[] = [
  {
    daysAgo: 68,
    status: "converted",
    fullName: "Farah Nasser",
    email: FARAH_EMAIL,
    phone: "+962 6 555 0142",
    companyName: "Ministry of Interior, Immigration Directorate",
    companySize: "1000+",
    primaryInterest: "blueprint",
    message:
      "We process 1.2 million visa applications a year on paper at 41 consular posts. The minister wants an e-visa pilot for tourist visas within the next budget year. We need a blueprint we can take to the cabinet committee in March, including hosting options that keep applicant data in the country.",
    pagePath: "/blueprint",
    referrer: "https://www.google.com/",
  },
  {
    daysAgo: 41,
    status: "qualified",
    fullName: "Dr. Kwame Mensah",
    email: "k.mensah@korle-health.example",
    phone: "+233 30 555 0198",
    companyName: "Korle Regional Health Authority",
    companySize: "1000+",
    primaryInterest: "discovery",
    message:
      "Our 14 district hospitals each keep their own patient index. Before we tender for a shared record we want a discovery workshop on telemedicine for the three northern districts, where specialists visit once a month.",
    pagePath: "/blueprint",
    utm: {
      source: "linkedin",
      medium: "social",
      campaign: "health-platforms-q3",
    },
  },
  {
    daysAgo: 19,
    status: "contacted",
    fullName: "Ingrid Solberg",
    email: "ingrid.solberg@tax-administration.example",
    companyName: "National Tax Administration",
    companySize: "201-1000",
    primaryInterest: "implementation",
    message:
      "Property tax collection in the rural municipalities stands at 38 %. We read your case study on the revenue platform and would like a blueprint and an implementation estimate for a self-assessment portal with mobile payments.",
    pagePath: "/blueprint",
    referrer: "https://www.example.org/public-finance-newsletter",
  },
  {
    daysAgo: 3,
    status: "new",
    fullName: "Mateo Ruiz",
    email: "m.ruiz@building-standards.example",
    phone: "+34 91 555 0173",
    companyName: "Coastal Building Standards Agency",
    companySize: "51-200",
    primaryInterest: "consultation",
    message:
      "Site inspectors still file reports on paper and retype them at the office. Could we talk about drone and photo-based inspection with AI-assisted defect reports?",
    pagePath: "/blueprint",
  },
  {
    daysAgo: 6,
    status: "new",
    fullName: "Rank Boost Partners",
    email: "offers@rank-boost.example",
    companyName: "Rank Boost Partners",
    companySize: "1-50",
    primaryInterest: "consultation",
    message:
      "We guarantee first-page ranking for your consultancy in 30 days. Reply for our price list, special offer this week only.",
    pagePath: "/blueprint",
    spamReason: "Submitted 1.2 seconds after the form was shown",
  },
];

export const demoContactLeads: DemoContactLead[] = [
  {
    daysAgo: 55,
    status: "contacted",
    firstName: "Priya",
    lastName: "Raman",
    email: "priya.raman@city-digital.example",
    company: "Municipal Digital Services Office",
    interest: "governance",
    message:
      "The city council approved a budget line for online business licensing. We would like to know whether your governance platform can run for a city of 900,000 and how long a first release would take.",
    pagePath: "/contact",
  },
  {
    daysAgo: 12,
    status: "new",
    firstName: "Farah",
    lastName: "Nasser",
    email: FARAH_EMAIL,
    company: "Ministry of Interior, Immigration Directorate",
    interest: "e-visa",
    message:
      "Following the pilot, the directorate wants to extend e-visa checks to the four land border posts. Could your team join a scoping call with our border police next month?",
    pagePath: "/contact",
  },
  {
    daysAgo: 33,
    status: "qualified",
    firstName: "Oluwaseun",
    lastName: "Bello",
    email: "o.bello@identity-commission.example",
    company: "National Identity Commission",
    interest: "other",
    message:
      "We are planning a digital identity wallet for 20 million enrolled citizens and want advice on verification services other agencies can call. Do you work with biometric vendors we already contract?",
    pagePath: "/contact",
    referrer: "https://www.bing.com/",
  },
  {
    daysAgo: 1,
    status: "new",
    firstName: "Hannah",
    lastName: "Whitfield",
    email: "h.whitfield@veterans-affairs.example",
    company: "State Veterans Affairs Department",
    interest: "aftrlife",
    message:
      "Our memorial service team asked whether an avatar archive could help families record oral histories of veterans. What does consent and data retention look like for such a project?",
    pagePath: "/contact",
  },
];

export const demoGetStartedLeads: DemoGetStartedLead[] = [
  {
    daysAgo: 62,
    status: "converted",
    firstName: "Samuel",
    lastName: "Osei",
    email: "samuel.osei@lakeshore-revenue.example",
    company: "Lakeshore Provincial Revenue Service",
    companySize: "201-1000",
    primaryInterest: "governance",
    currentChallenges:
      "Three legacy tax systems that do not share a taxpayer number; collection data reaches the finance ministry six weeks late.",
    timeline: "short",
    budget: "250k-500k",
    pagePath: "/get-started",
    utm: { source: "newsletter", medium: "email", campaign: "revenue-webinar" },
  },
  {
    daysAgo: 27,
    status: "qualified",
    firstName: "Elena",
    lastName: "Kovács",
    email: "elena.kovacs@danube-health-fund.example",
    company: "Danube Health Insurance Fund",
    companySize: "1000+",
    primaryInterest: "healthcare",
    currentChallenges:
      "Claims are checked by hand; fraud detection relies on a team of six reviewing samples.",
    timeline: "medium",
    budget: "500k-1m",
    pagePath: "/get-started",
  },
  {
    daysAgo: 9,
    status: "new",
    firstName: "Rafael",
    lastName: "Costa",
    email: "rafael.costa@santa-clara-port.example",
    company: "Port Authority of Santa Clara",
    companySize: "51-200",
    primaryInterest: "custom",
    currentChallenges:
      "Berth scheduling in spreadsheets; shipping agents phone in changes and nobody has the current plan.",
    timeline: "exploring",
    budget: "not-sure",
    pagePath: "/get-started",
  },
  {
    daysAgo: 15,
    status: "contacted",
    firstName: "Aisha",
    lastName: "Al-Mansouri",
    email: "aisha.almansouri@planning-permits.example",
    company: "Emirate Planning and Permits Department",
    companySize: "201-1000",
    primaryInterest: "construction",
    currentChallenges:
      "Permit applications wait 90 days on average; inspectors cannot see the approved drawings on site.",
    timeline: "immediate",
    budget: "100k-250k",
    pagePath: "/get-started",
    referrer: "https://www.linkedin.com/",
  },
];

export const demoJobApplications: DemoJobApplication[] = [
  {
    daysAgo: 4,
    status: "new",
    jobTitle: "Principal Cloud Architect",
    firstName: "Lucía",
    lastName: "Fernández",
    email: "lucia.fernandez@mail.example",
    phone: "+34 600 555 014",
    linkedIn: "https://www.linkedin.com/in/lucia-fernandez-example",
    experience:
      "12 years; led the sovereign cloud landing zone for a national tax agency (1,400 workloads).",
    coverLetter:
      "I have spent the last six years moving public-sector systems to clouds that stay within national borders. I would like to bring that experience to your e-visa and revenue platforms.",
    resumeName: "Lucia-Fernandez-CV.pdf",
    resumeText:
      "Principal Cloud Architect\n\n2019-now  Lead architect, sovereign cloud programme, national tax agency\n2014-2019 Cloud engineer, regional health service\n\nCertifications: cloud security, Kubernetes administration",
    pagePath: "/careers",
  },
  {
    daysAgo: 24,
    status: "contacted",
    jobTitle: "Data Engineer",
    firstName: "Daniel",
    lastName: "Okonkwo",
    email: "daniel.okonkwo@mail.example",
    experience:
      "6 years building data pipelines for a national statistics office.",
    coverLetter:
      "Census and survey data taught me how much care public data needs. I would like to build the pipelines behind your revenue dashboards.",
    resumeName: "Daniel-Okonkwo-Resume.pdf",
    resumeText:
      "Data Engineer\n\n2018-now Data engineer, national statistics office\nSkills: SQL, Python, stream processing, data quality checks",
    pagePath: "/careers",
  },
  {
    daysAgo: 47,
    status: "qualified",
    jobTitle: "Product Designer (Public Services)",
    firstName: "Mei",
    lastName: "Tanaka",
    email: "mei.tanaka@mail.example",
    linkedIn: "https://www.linkedin.com/in/mei-tanaka-example",
    experience:
      "8 years; redesigned a benefits application used by 3 million people a year.",
    coverLetter:
      "Good public services are the ones people finish without calling a helpline. I design for that, and test with real applicants every sprint.",
    resumeName: "Mei-Tanaka-Portfolio-CV.pdf",
    resumeText:
      "Product Designer\n\n2017-now Service designer, benefits agency\nMethods: usability testing, accessibility audits (WCAG 2.2 AA), design systems",
    pagePath: "/careers",
  },
];
