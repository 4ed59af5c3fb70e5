import { site } from "./site";

/**
 * Open roles on /careers (14 job cards with title, department, location,
 * type, description and a requirements list). `datePosted` feeds the JobPosting structured
 * data: change it when a role is re-opened, never on every build.
 */
export type JobType = "Full-time" | "Contract";

export type OfficeId = (typeof site.offices)[number]["id"];

export type WorkArrangement = "On-site" | "Hybrid";

export type JobCountry = "Canada" | "United States";

export type JobLocation =
  | { kind: "office"; officeId: OfficeId; arrangement: WorkArrangement }
  | { kind: "remote"; countries: JobCountry[] };

export type Job = {
  /** Unique slug: the card's anchor and the `apply` query value. */
  id: string;
  title: string;
  department: string;
  location: JobLocation;
  type: JobType;
  description: string;
  requirements: string[];
  /** ISO date (YYYY-MM-DD). */
  datePosted: string;
};

export const jobs: Job[] = [
  {
    id: "principal-cloud-architect",
    title: "Principal Cloud Architect",
    department: "Cloud & Infrastructure",
    location: { kind: "office", officeId: "ottawa", arrangement: "Hybrid" },
    type: "Full-time",
    description:
      "Lead the architecture of sovereign and hybrid cloud platforms for ministries and agencies: landing zones, " +
      "network segmentation, data residency and disaster recovery designs that pass a government security " +
      "assessment and that the client's own team can operate after handover.",
    requirements: [
      "10+ years designing and running production infrastructure, including 4+ years as lead architect on regulated or multi-tenant platforms",
      "Hands-on depth in at least one hyperscale cloud and in Kubernetes-based private cloud (OpenShift or equivalent)",
      "Infrastructure as code (Terraform or OpenTofu) and policy as code in a real delivery pipeline",
      "Experience writing architecture decision records and defending them before client security and procurement boards",
      "Able to obtain Government of Canada Reliability Status; Secret clearance is an asset",
    ],
    datePosted: "2026-10-05",
  },
  {
    id: "ml-engineer-document-ai",
    title: "ML Engineer (Document AI)",
    department: "AI & Data",
    location: { kind: "remote", countries: ["Canada"] },
    type: "Full-time",
    description:
      "Build and evaluate the models that read passports, visa forms, invoices and tax returns in several scripts " +
      "and languages: OCR, layout analysis and field extraction pipelines that route low-confidence results to a " +
      "human reviewer instead of guessing.",
    requirements: [
      "4+ years shipping machine learning systems to production, at least 2 of them on document understanding",
      "Strong Python and PyTorch; fine-tuning transformer or vision-language models on limited labelled data",
      "Evaluation discipline: held-out test sets, per-field precision and recall, error analysis a non-specialist can follow",
      "Model serving and monitoring (drift, latency, cost) on GPU and CPU-only infrastructure",
      "Experience with French or Arabic documents is an asset",
    ],
    datePosted: "2026-10-19",
  },
  {
    id: "digital-identity-engineer",
    title: "Digital Identity Engineer",
    department: "Engineering",
    location: { kind: "office", officeId: "ottawa", arrangement: "Hybrid" },
    type: "Full-time",
    description:
      "Design and build identity services for citizens, businesses and public officials: enrolment, de-duplication, " +
      "verifiable credentials and federated sign-in that agencies can trust and that people can complete on an " +
      "entry-level phone.",
    requirements: [
      "5+ years building back-end services in TypeScript, Java or Go",
      "OpenID Connect, OAuth 2 and SAML in production, including running an identity provider",
      "Familiarity with biometric matching workflows, ISO/IEC 39794 data formats or open platforms such as MOSIP",
      "Key management with HSMs or a cloud KMS: certificate lifecycles and credential signing",
      "Care for inclusive identity journeys: assisted enrolment, low-literacy and offline users",
    ],
    datePosted: "2026-10-12",
  },
  {
    id: "public-sector-engagement-lead",
    title: "Public Sector Engagement Lead",
    department: "Public Sector",
    location: { kind: "office", officeId: "atlanta", arrangement: "Hybrid" },
    type: "Full-time",
    description:
      "Own our relationships with ministries, agencies and development partners from first conversation to signed " +
      "engagement. You will shape opportunities, run discovery workshops with our architects, and make sure what we " +
      "propose is something a public body can procure, fund and sustain.",
    requirements: [
      "8+ years in business development, advisory or programme leadership with governments or multilateral organisations",
      "A record of answering formal tenders (RFPs, EOIs) and a working grasp of public procurement rules",
      "Credibility with senior officials: permanent secretaries, directors general, chief information officers",
      "Able to explain cloud, data and AI trade-offs without jargon",
      "International travel up to 30%; French or Portuguese is an asset",
    ],
    datePosted: "2026-09-28",
  },
  {
    id: "site-reliability-engineer",
    title: "Site Reliability Engineer",
    department: "Cloud & Infrastructure",
    location: { kind: "remote", countries: ["Canada"] },
    type: "Full-time",
    description:
      "Keep national platforms available when demand peaks: visa seasons, filing deadlines, outbreak response. You " +
      "will agree service level objectives with clients, automate recovery, and run blameless incident reviews that " +
      "change the system rather than the rota.",
    requirements: [
      "4+ years operating production systems on Kubernetes, with on-call experience",
      "Observability with Prometheus and OpenTelemetry; alerting on symptoms users feel",
      "Infrastructure as code and GitOps (Terraform, Argo CD or Flux)",
      "PostgreSQL operations: replication, capacity planning and backups you have actually restored",
      "Comfortable on a compensated on-call rota covering clients in several time zones",
    ],
    datePosted: "2026-10-26",
  },
  {
    id: "security-architect",
    title: "Security Architect",
    department: "Security",
    location: { kind: "office", officeId: "ottawa", arrangement: "Hybrid" },
    type: "Full-time",
    description:
      "Make security a design input rather than an audit finding. You will threat-model new platforms, define " +
      "zero-trust access and encryption patterns, assemble evidence for government security assessments, and coach " +
      "delivery teams on secure defaults.",
    requirements: [
      "8+ years in security engineering or architecture, including cloud and container platforms",
      "Working knowledge of ITSG-33, NIST SP 800-53 or ISO/IEC 27001 and how to evidence their controls",
      "Threat modelling, secure development lifecycle and supply-chain controls (SBOMs, signed artefacts)",
      "Identity-centric access: workload identity, short-lived credentials, privileged access management",
      "Eligible for Secret clearance; CISSP, CCSP or equivalent is an asset",
    ],
    datePosted: "2026-10-05",
  },
  {
    id: "product-designer-public-services",
    title: "Product Designer (Public Services)",
    department: "Design",
    location: { kind: "remote", countries: ["Canada"] },
    type: "Full-time",
    description:
      "Design services that people complete the first time: visa applications, tax filings, clinic appointments. " +
      "You will research with applicants and front-line officers, prototype, test on low-end devices, and stay with " +
      "the engineers until the service ships.",
    requirements: [
      "4+ years designing digital services, ideally for government or regulated sectors",
      "A portfolio that shows research, iteration and shipped outcomes, not only final screens",
      "Working knowledge of WCAG 2.2 AA and plain-language writing",
      "Experience with multilingual content, right-to-left scripts or low-bandwidth contexts",
      "Comfortable facilitating workshops with officials and service users",
    ],
    datePosted: "2026-11-02",
  },
  {
    id: "data-engineer",
    title: "Data Engineer",
    department: "AI & Data",
    location: { kind: "office", officeId: "atlanta", arrangement: "Hybrid" },
    type: "Full-time",
    description:
      "Build the pipelines behind revenue analytics, visa statistics and health surveillance dashboards: ingesting " +
      "from legacy systems, reconciling registers, and publishing datasets with lineage an auditor can follow.",
    requirements: [
      "3+ years building batch and streaming data pipelines in production",
      "Strong SQL and Python; dbt, Spark or a similar transformation tool",
      "Integration with legacy sources: flat files, mainframe extracts, SOAP services",
      "Data quality tests, lineage and access controls for personal and tax data",
      "Experience with a lakehouse (Databricks, Delta Lake or Apache Iceberg) is an asset",
    ],
    datePosted: "2026-10-19",
  },
  {
    id: "delivery-manager",
    title: "Delivery Manager",
    department: "Delivery",
    location: { kind: "office", officeId: "ottawa", arrangement: "Hybrid" },
    type: "Full-time",
    description:
      "Lead multidisciplinary teams delivering platforms for public clients. You will plan releases against fixed " +
      "legal and budget milestones, clear blockers, manage risk, and keep the client's product owner and steering " +
      "committee informed with honest reporting.",
    requirements: [
      "5+ years leading agile software delivery, including at least one public-sector or regulated programme",
      "Experience with milestone-based or fixed-price contracts and formal change control",
      "Clear written reporting of status, risks, decisions and dependencies",
      "Coaching teams in Scrum or Kanban without being dogmatic about either",
      "PMP, PRINCE2 or equivalent is an asset; French is an asset",
    ],
    datePosted: "2026-09-21",
  },
  {
    id: "qa-automation-engineer",
    title: "QA Automation Engineer",
    department: "Engineering",
    location: { kind: "remote", countries: ["Canada"] },
    type: "Contract",
    description:
      "A 12-month contract building the automated checks that let us release national services with confidence: " +
      "end-to-end journeys, API contracts, accessibility and performance tests that run on every change.",
    requirements: [
      "3+ years of test automation for web applications",
      "Playwright or Cypress, and API testing in TypeScript or Python",
      "Automated accessibility testing with axe, and a clear view of what it cannot catch",
      "Load testing with k6, Gatling or similar, and reading the results with engineers",
      "Experience testing multilingual or right-to-left interfaces is an asset",
    ],
    datePosted: "2026-11-09",
  },
  {
    id: "health-informatics-specialist",
    title: "Health Informatics Specialist",
    department: "Health",
    location: { kind: "remote", countries: ["Canada", "United States"] },
    type: "Contract",
    description:
      "A 9-month renewable contract shaping telemedicine and disease surveillance platforms with ministries of " +
      "health: map clinical and reporting workflows, agree data standards, and make sure what we build fits how " +
      "clinics and district health offices really work.",
    requirements: [
      "5+ years in health informatics, public health or clinical systems implementation",
      "Working knowledge of HL7 FHIR, ICD-10 and ICD-11, and terminology services",
      "Experience with DHIS2, OpenMRS or a national health information system",
      "Understanding of patient privacy law and consent management",
      "A clinical or epidemiology background is an asset; French is an asset",
    ],
    datePosted: "2026-10-26",
  },
  {
    id: "solutions-consultant-revenue-systems",
    title: "Solutions Consultant – Revenue Systems",
    department: "Solutions",
    location: { kind: "office", officeId: "atlanta", arrangement: "Hybrid" },
    type: "Full-time",
    description:
      "Turn tax administration problems into platform designs: taxpayer registration, e-filing, e-invoicing and " +
      "compliance risk. You will support proposals, run discovery with revenue authorities, and configure our " +
      "governance platform to local tax law.",
    requirements: [
      "5+ years in tax administration, revenue systems implementation or tax technology consulting",
      "Understanding of VAT and GST, withholding and e-invoicing regimes",
      "Able to write a functional specification and a solution demonstration script",
      "Experience presenting to finance ministries or revenue authority leadership",
      "Familiarity with TADAT or ISORA assessments is an asset",
    ],
    datePosted: "2026-11-02",
  },
  {
    id: "technical-writer",
    title: "Technical Writer",
    department: "Delivery",
    location: { kind: "remote", countries: ["Canada"] },
    type: "Contract",
    description:
      "A 6-month contract writing the documentation that lets a client's team run a platform after we leave: " +
      "operator runbooks, administrator guides, API references and plain-language help for the public.",
    requirements: [
      "3+ years writing documentation for software products or platforms",
      "Docs as code: Markdown, Git, static site generators and review through pull requests",
      "Able to read code and OpenAPI specifications and to test what you document",
      "Plain-language writing for the public and experience with translation workflows",
      "English–French bilingualism is an asset",
    ],
    datePosted: "2026-11-09",
  },
  {
    id: "computer-vision-engineer",
    title: "Computer Vision Engineer",
    department: "AI & Data",
    location: { kind: "office", officeId: "ottawa", arrangement: "Hybrid" },
    type: "Full-time",
    description:
      "Build vision models for construction inspection and identity: defect detection from site photos and drone " +
      "imagery, and face-image quality checks at enrolment. Every model ships with an evaluation across lighting, " +
      "devices and demographic groups.",
    requirements: [
      "4+ years developing computer vision models that run in production",
      "PyTorch and OpenCV, with detection and segmentation architectures",
      "Annotation strategy and quality control with external labelling teams",
      "Bias and performance evaluation across demographic groups for any face-related model",
      "Edge or mobile deployment (ONNX Runtime, TensorRT or Core ML) is an asset",
    ],
    datePosted: "2026-10-12",
  },
];

export function officeById(id: OfficeId) {
  const office = site.offices.find((candidate) => candidate.id === id);
  if (!office) throw new Error(`Unknown office: ${id}`);
  return office;
}

/**
 * How a card and the structured data name a job's type, arrangement and countries. The job data
 * keeps the English values (they are the form's and the JSON-LD's keys); each language has its
 * labels (app/content/fr/jobs.ts for French).
 */
export type JobLabels = {
  types: Record<JobType, string>;
  arrangements: Record<WorkArrangement, string>;
  countries: Record<JobCountry, string>;
  remote: string;
  /** Joins the countries of a remote role: "Canada or United States". */
  or: string;
};

export const jobLabels: JobLabels = {
  types: { "Full-time": "Full-time", Contract: "Contract" },
  arrangements: { "On-site": "On-site", Hybrid: "Hybrid" },
  countries: { Canada: "Canada", "United States": "United States" },
  remote: "Remote",
  or: "or",
};

/** What a card shows as the location, e.g. "Ottawa, ON · Hybrid" or "Remote (Canada)". */
export function jobLocationLabel(
  location: JobLocation,
  labels: JobLabels = jobLabels,
): string {
  if (location.kind === "remote")
    return `${labels.remote} (${location.countries
      .map((country) => labels.countries[country])
      .join(` ${labels.or} `)})`;
  const office = officeById(location.officeId);
  return `${office.city}, ${office.region} · ${labels.arrangements[location.arrangement]}`;
}

export function findJob(id: string): Job | undefined {
  return jobs.find((job) => job.id === id);
}

/** The `apply` value of the general application (no particular job). */
export const GENERAL_APPLY_ID = "general";

/** The title to apply for: a job's title, null for a general application, undefined if unknown. */
export function applicationTarget(applyId: string): string | null | undefined {
  if (applyId === GENERAL_APPLY_ID) return null;
  return findJob(applyId)?.title;
}
