// Seed content for the public marketing site: sectors, capabilities, content types,
// case studies and insights. All clients referenced here are anonymised and fictitious.

export type SeedSector = { name: string; slug: string; nameFr: string };

export type SeedCapability = {
  name: string;
  slug: string;
  nameFr: string;
  iconName: string; // lucide-react icon name in kebab-case
  displayOrder: number;
};

export type SeedContentType = { name: string; slug: string; nameFr: string };

export type SeedCaseStudy = {
  slug: string;
  title: string;
  subtitle: string;
  description: string;
  challenge: string;
  solution: string;
  outcomes: string[];
  kpis: string[];
  isFeatured: boolean;
  published: boolean;
  displayOrder: number;
  sectorSlug: string;
  capabilitySlugs: string[];
  /** When the write-up last changed: the sitemap's <lastmod> (never the day the seed ran). */
  updatedAt: string;
};

export type SeedInsight = {
  slug: string;
  title: string;
  excerpt: string;
  contentHtml: string;
  author: string;
  publishedAt: string;
  featuredImagePath: string;
  featuredImageAlt: string;
  isPublished: boolean;
  contentTypeSlug: string;
  capabilitySlugs: string[];
};

export const seedSectors: SeedSector[] = [
  {
    name: "Immigration & Border Management",
    slug: "immigration",
    nameFr: "Immigration et gestion des frontières",
  },
  {
    name: "Public Finance & Revenue",
    slug: "public-finance",
    nameFr: "Finances publiques et recettes",
  },
  {
    name: "Health & Telemedicine",
    slug: "health",
    nameFr: "Santé et télémédecine",
  },
  {
    name: "Construction & Infrastructure",
    slug: "construction",
    nameFr: "Construction et infrastructures",
  },
  {
    name: "Digital Legacy",
    slug: "digital-legacy",
    nameFr: "Patrimoine numérique",
  },
  {
    name: "Public Administration",
    slug: "public-administration",
    nameFr: "Administration publique",
  },
];

export const seedCapabilities: SeedCapability[] = [
  {
    name: "AI & Intelligent Automation",
    slug: "ai-automation",
    nameFr: "IA et automatisation intelligente",
    iconName: "brain-circuit",
    displayOrder: 1,
  },
  {
    name: "Digital Identity & Trust",
    slug: "digital-identity",
    nameFr: "Identité numérique et confiance",
    iconName: "fingerprint",
    displayOrder: 2,
  },
  {
    name: "Sovereign Cloud Infrastructure",
    slug: "cloud-infrastructure",
    nameFr: "Infrastructure infonuagique souveraine",
    iconName: "cloud-cog",
    displayOrder: 3,
  },
  {
    name: "Data & Decision Analytics",
    slug: "data-analytics",
    nameFr: "Données et analytique décisionnelle",
    iconName: "chart-line",
    displayOrder: 4,
  },
  {
    name: "Cybersecurity & Resilience",
    slug: "cybersecurity",
    nameFr: "Cybersécurité et résilience",
    iconName: "shield-check",
    displayOrder: 5,
  },
  {
    name: "Citizen Experience",
    slug: "citizen-experience",
    nameFr: "Expérience citoyenne",
    iconName: "users",
    displayOrder: 6,
  },
];

export const seedContentTypes: SeedContentType[] = [
  { name: "Article", slug: "article", nameFr: "Article" },
  { name: "Case Note", slug: "case-note", nameFr: "Note de cas" },
  { name: "Guide", slug: "guide", nameFr: "Guide" },
  { name: "Whitepaper", slug: "whitepaper", nameFr: "Livre blanc" },
  { name: "News", slug: "news", nameFr: "Nouvelles" },
];

export const seedCaseStudies: SeedCaseStudy[] = [
  {
    slug: "national-e-visa-platform",
    title: "A national e-visa platform with AI-assisted triage",
    subtitle: "National immigration directorate, West Africa",
    description:
      "We replaced a paper-and-email visa process with a cloud-native e-visa service that " +
      "pre-screens applications and routes them to officers, cutting decision times by 70%.",
    challenge:
      "Visa applications arrived through embassies, email and walk-in counters, and were " +
      "re-keyed into three separate systems before an officer could review them. Average " +
      "decision time had grown to 19 working days, and tourism and investment bodies were " +
      "citing delays as a barrier to growth.\n\n" +
      "The directorate needed a single online channel that would work for applicants on " +
      "mobile networks, integrate with watch-list checks, and keep every final decision with " +
      "a named immigration officer.",
    solution:
      "Our team delivered a mobile-first application portal, an officer workbench and a " +
      "rules-and-model triage service hosted in an in-country sovereign cloud region. " +
      "Passport and document data are extracted automatically, validated against the " +
      "machine-readable zone and screened against national and international watch lists.\n\n" +
      "Complete, low-risk applications are queued for rapid review; anything ambiguous is " +
      "flagged with the reasons shown to the officer. The model recommends, the officer " +
      "decides, and every step is logged for audit.",
    outcomes: [
      "Average decision time reduced from 19 working days to under 6.",
      "Manual re-keying eliminated: applicant data is captured once, at source.",
      "Online payment and e-visa issuance available around the clock, including by mobile money.",
      "Every recommendation and decision is traceable and reviewed monthly by the compliance unit.",
    ],
    kpis: [
      "70% faster visa decisions",
      "99.9% platform uptime",
      "99.5% document-extraction accuracy",
      "0 automated refusals",
    ],
    isFeatured: true,
    published: true,
    displayOrder: 1,
    sectorSlug: "immigration",
    updatedAt: "2025-08-26T09:00:00.000Z",
    capabilitySlugs: [
      "ai-automation",
      "digital-identity",
      "cloud-infrastructure",
    ],
  },
  {
    slug: "revenue-authority-modernisation",
    title: "Modernising tax collection for an island revenue authority",
    subtitle: "Revenue Authority of a Caribbean island state",
    description:
      "An integrated e-filing, e-payment and risk-analytics platform helped the authority " +
      "widen its tax base and lift collections by 20% without raising rates.",
    challenge:
      "The authority ran its core taxes on a legacy system with limited online filing, and " +
      "most payments were still made in person at two branch offices. Audit cases were " +
      "selected largely by hand, and there was no reliable view of who was registered, who " +
      "had filed and who had paid.\n\n" +
      "Leadership wanted to raise voluntary compliance and focus scarce audit capacity where " +
      "revenue risk was highest, while staying within the island's data-protection law.",
    solution:
      "We migrated registration, returns and payments onto a modular revenue platform with " +
      "online filing, bank and card payment integration, and automated reminders by SMS and " +
      "email. Customs, business-registry and utility data are matched to taxpayer records to " +
      "surface non-filers and under-declaration.\n\n" +
      "A risk-scoring service ranks cases for the compliance team, with explainable factors " +
      "behind each score, and our team trained authority staff to maintain the rules and " +
      "dashboards themselves.",
    outcomes: [
      "Collections rose 20% in the first full fiscal year after go-live, at unchanged tax rates.",
      "Online filing rose from 12% to 81% of business returns.",
      "Audit yield per case doubled as selection moved to risk-based scoring.",
      "Non-filer notices are now generated automatically from matched third-party data.",
    ],
    kpis: [
      "20% more tax collected",
      "81% of business returns filed online",
      "2x audit yield per case",
      "99.9% uptime through filing season",
    ],
    isFeatured: true,
    published: true,
    displayOrder: 2,
    sectorSlug: "public-finance",
    updatedAt: "2025-10-07T09:00:00.000Z",
    capabilitySlugs: ["data-analytics", "ai-automation", "citizen-experience"],
  },
  {
    slug: "national-telemedicine-network",
    title: "A national telemedicine network for rural clinics",
    subtitle: "Ministry of Health, East Africa",
    description:
      "We connected district hospitals and rural health posts through a low-bandwidth " +
      "telemedicine platform, extending specialist reach by 300%.",
    challenge:
      "Specialists were concentrated in two referral hospitals, and patients in rural " +
      "districts often travelled a full day for a consultation that could have been handled " +
      "remotely. Connectivity at health posts was intermittent, and the video tools already " +
      "in use failed on 2G and congested 3G links.\n\n" +
      "The ministry also required patient records to remain in the country and clinicians " +
      "to be able to work in the local language.",
    solution:
      "Our team built a store-and-forward and live consultation platform designed for poor " +
      "connectivity: notes, clinical images and vital signs synchronise when a link is " +
      "available, and video degrades gracefully to audio and still images. The platform runs " +
      "in the ministry's sovereign cloud tenancy, linked to a national patient index.\n\n" +
      "An assisted triage tool helps community health workers prioritise referrals, and " +
      "consultation scheduling is integrated with referral-hospital rosters.",
    outcomes: [
      "Specialist opinion is now available to 300% more of the population than before.",
      "Median wait for a non-urgent specialist opinion fell from weeks to under 48 hours.",
      "Clinics keep working during network outages and synchronise when connectivity returns.",
      "More than 350 clinicians and community health workers trained across 14 districts.",
    ],
    kpis: [
      "300% wider specialist reach",
      "Under 48 hours to specialist opinion",
      "Works on 2G connections",
      "99.9% central platform availability",
    ],
    isFeatured: false,
    published: true,
    displayOrder: 3,
    sectorSlug: "health",
    updatedAt: "2025-11-04T09:00:00.000Z",
    capabilitySlugs: [
      "citizen-experience",
      "cloud-infrastructure",
      "ai-automation",
    ],
  },
  {
    slug: "computer-vision-infrastructure-inspection",
    title: "Computer-vision inspection for public infrastructure",
    subtitle: "Infrastructure and building-standards agency, North America",
    description:
      "Drone and mobile imagery analysed by computer vision gives inspectors a prioritised " +
      "list of likely defects, so site time goes where it matters.",
    challenge:
      "The agency's inspectors covered bridges, culverts and public buildings across a large " +
      "region, and inspection cycles had slipped behind statutory schedules. Findings were " +
      "recorded on paper forms, with photographs stored on personal devices, which made it " +
      "almost impossible to track defects or condition trends across the asset portfolio.",
    solution:
      "We deployed a field app and planned drone-capture workflow that geotags every image " +
      "to an asset and component. A computer-vision model, trained on the agency's own " +
      "historical inspection photographs, detects cracking, spalling, corrosion and drainage " +
      "defects and proposes a severity rating for the inspector to confirm.\n\n" +
      "Confirmed findings flow into a shared asset register integrated with maintenance work " +
      "orders, giving engineers one view of condition over time.",
    outcomes: [
      "Every model finding is confirmed or corrected by a qualified inspector before it is recorded.",
      "The backlog of overdue inspections was cleared within the first inspection season.",
      "Time on site per structure fell by around 40%.",
      "Portfolio-wide condition trends now inform capital planning and maintenance budgets.",
    ],
    kpis: [
      "99.5% detection accuracy on validation set",
      "40% less time on site per structure",
      "Inspection backlog cleared in one season",
      "100% inspector sign-off",
    ],
    isFeatured: false,
    published: true,
    displayOrder: 4,
    sectorSlug: "construction",
    updatedAt: "2026-01-20T09:00:00.000Z",
    capabilitySlugs: [
      "ai-automation",
      "data-analytics",
      "cloud-infrastructure",
    ],
  },
  {
    slug: "aftrlife-memorial-services-pilot",
    title: "AftrLife: a consent-first pilot for post-life digital avatars",
    subtitle: "Memorial-services group, three-country pilot",
    description:
      "We piloted AftrLife with a memorial-services group so that people could leave an " +
      "interactive record of their own stories for family, with consent and control built in.",
    challenge:
      "The group saw growing interest from families in preserving the stories and voices of " +
      "loved ones, but was wary of consumer tools that trained on personal data without clear " +
      "consent, stored it offshore, or could generate statements the person never made.\n\n" +
      "Any offering had to be dignified, reversible and firmly under the family's control.",
    solution:
      "AftrLife lets a person record stories, answers and messages during their lifetime and " +
      "name the family members who may access their avatar afterwards. The avatar answers " +
      "only from that recorded material and says plainly when it does not know.\n\n" +
      "Data is encrypted, held in a regional cloud and can be exported or permanently deleted " +
      "by the designated executor. Our team designed the pilot with grief counsellors and an " +
      "independent ethics advisory panel.",
    outcomes: [
      "Explicit consent was captured from each participant at every stage of recording.",
      "Families described the avatar as a comforting way to revisit stories in follow-up interviews.",
      "No avatar response was generated outside the person's recorded material.",
      "Executor export and permanent-deletion controls were verified end to end.",
    ],
    kpis: [
      "120 pilot participants",
      "100% consented source material",
      "0 responses outside recorded material",
      "Executor deletion within 24 hours",
    ],
    isFeatured: false,
    published: true,
    displayOrder: 5,
    sectorSlug: "digital-legacy",
    updatedAt: "2026-02-10T09:00:00.000Z",
    capabilitySlugs: ["ai-automation", "digital-identity", "cybersecurity"],
  },
  {
    slug: "remote-identity-verification-rollout",
    title: "Remote identity verification for online public services",
    subtitle: "National digital services agency, Southern Africa",
    description:
      "A shared identity-verification service lets citizens prove who they are online once " +
      "and reuse that assurance across tax, licensing and social-benefit services.",
    challenge:
      "Each ministry ran its own online registration, with different password rules and " +
      "manual document checks. Citizens had to visit an office to activate accounts, and " +
      "fraud teams saw repeated attempts to open benefit claims with borrowed documents.",
    solution:
      "We built a shared verification service that checks a citizen's national identity " +
      "document, matches a live selfie to the registry photograph with liveness detection, " +
      "and issues a verified credential usable across participating services. Assisted " +
      "verification at post offices serves citizens without smartphones.\n\n" +
      "The service exposes standard OpenID Connect interfaces, so each ministry integrates " +
      "once, and biometric templates are never shared with relying services.",
    outcomes: [
      "More than 1 million citizens verified in the first 18 months.",
      "Five ministries integrated through a single standards-based interface.",
      "In-person activation visits for online services largely eliminated.",
      "Identity-related benefit fraud attempts are now stopped at registration.",
    ],
    kpis: [
      "1M+ citizens verified",
      "99.5% face-match accuracy",
      "5 ministries, one sign-in",
      "3-minute median verification",
    ],
    isFeatured: false,
    published: true,
    displayOrder: 6,
    sectorSlug: "public-administration",
    updatedAt: "2026-03-17T09:00:00.000Z",
    capabilitySlugs: [
      "digital-identity",
      "cybersecurity",
      "citizen-experience",
    ],
  },
  {
    slug: "draft-disease-surveillance-platform",
    title: "Near-real-time disease surveillance for a public health institute",
    subtitle: "National public health institute, Southern Africa",
    description:
      "A cloud surveillance platform brings laboratory, clinic and community reports into one " +
      "view so that outbreaks are detected and investigated days earlier.",
    challenge:
      "Notifiable-disease reports reached the institute weekly, on spreadsheets compiled by " +
      "district officers, and laboratory results arrived separately. By the time a cluster " +
      "was visible nationally, local transmission was often well established.",
    solution:
      "Our team built a surveillance platform that ingests laboratory results, facility " +
      "reports and community health worker alerts daily, de-duplicates cases and maps them " +
      "by district. Statistical alerting flags unusual increases for epidemiologists to " +
      "review, and outbreak investigation tools support contact follow-up.",
    outcomes: [
      "Weekly spreadsheet reporting replaced by daily automated feeds from facilities and laboratories.",
      "Epidemiologists review statistical alerts rather than compiling data by hand.",
      "District and national teams share a single, access-controlled view of cases.",
    ],
    kpis: [
      "Daily instead of weekly reporting",
      "Outbreak signals detected days earlier",
      "99.9% platform availability",
    ],
    isFeatured: false,
    published: false,
    displayOrder: 7,
    sectorSlug: "health",
    updatedAt: "2026-04-14T09:00:00.000Z",
    capabilitySlugs: [
      "data-analytics",
      "cloud-infrastructure",
      "ai-automation",
    ],
  },
];

export const seedInsights: SeedInsight[] = [
  {
    slug: "sovereign-cloud-for-ministries",
    title:
      "Sovereign cloud for ministries: what data residency really requires",
    excerpt:
      "Keeping data inside national borders is only the start. We set out the legal, " +
      "operational and technical controls that make a cloud genuinely sovereign for government.",
    contentHtml: `
<p>Most ministries we work with begin with a simple requirement: citizen data must stay in the
country. It is a sound starting point, but residency alone does not make a platform sovereign. A
database hosted in a national data centre can still be administered from abroad, depend on keys
held by a foreign provider, or be impossible to move when the contract ends. Sovereignty is the
ability to keep control of data, operations and choices over time.</p>

<h2>Four layers of sovereignty</h2>
<p>We find it useful to assess sovereignty across four layers, each of which needs its own
controls.</p>

<h3>1. Data residency</h3>
<p>Where data is stored and processed, including backups, logs and telemetry. Backups replicated
to another region, or diagnostic logs shipped to a vendor's global support system, are the most
common blind spots we find in assessments.</p>

<h3>2. Operational control</h3>
<p>Who can access systems, from where, and under whose law. For sensitive workloads we recommend
that privileged administration is carried out by cleared staff in the country, with just-in-time
access and session recording, and that any vendor support access is brokered and approved case
by case.</p>

<h3>3. Cryptographic control</h3>
<p>Encryption at rest is now standard; the real question is who holds the keys. Customer-managed
keys in a hardware security module under the ministry's control mean that even the
infrastructure provider cannot read data without the ministry's participation. Key ceremonies,
rotation and escrow should be documented and rehearsed, not improvised during an incident.</p>

<h3>4. Portability and exit</h3>
<p>A platform is only sovereign if the ministry can leave it. That means open data formats,
infrastructure defined as code, containerised workloads, and contractual rights to a complete
data export, in a usable form, within a defined period.</p>

<h2>Choosing a deployment model</h2>
<p>There is no single right answer. In practice we see three models:</p>
<ul>
<li><strong>In-country public cloud region.</strong> A hyperscale provider operates a local
region, combined with customer-managed keys and local support arrangements.</li>
<li><strong>Government private cloud.</strong> Operated by a national data-centre authority,
giving the highest degree of control at the cost of scale and the pace of new services.</li>
<li><strong>Hybrid.</strong> Sensitive registries on the government private cloud; citizen-facing
and elastic workloads in a local public region, connected through private links.</li>
</ul>
<p>For most ministries the hybrid model offers the best balance. Identity registries, tax ledgers
and health records sit where control is strongest, while portals, analytics and content delivery
use elastic capacity that can absorb seasonal peaks such as a filing deadline or a surge in visa
applications.</p>

<h2>Resilience is part of sovereignty</h2>
<p>A sovereign platform that is unavailable during an election, a tax deadline or a health
emergency has failed in its purpose. We design for 99.9% availability as a baseline, with at least
two physically separate facilities in the country, tested failover, and recovery objectives agreed
with the business owner rather than set by the technical team alone. Disaster-recovery exercises
should run at least twice a year, with results reported to the ministry's leadership.</p>

<h2>Questions to ask before you sign</h2>
<ol>
<li>Where are backups, logs and support telemetry stored and processed?</li>
<li>Who holds the encryption keys, and can the provider access data without our approval?</li>
<li>Which foreign laws could compel the provider to disclose our data, and how would we be
told?</li>
<li>How quickly can we export all of our data and configuration, and in what format?</li>
<li>Are privileged administrators located in the country, and can we review their access
logs?</li>
<li>What is the tested, not theoretical, recovery time for our critical services?</li>
</ol>

<blockquote>Sovereignty is not a location. It is the ability to decide, and to keep deciding, who
controls public data.</blockquote>

<h2>Start with classification</h2>
<p>The most productive first step is rarely a technology choice. It is a data-classification
exercise that identifies which registries and workloads are truly sensitive, which laws apply to
each, and which can safely use shared services. Ministries that classify first tend to spend less,
move faster and face fewer surprises from auditors.</p>
<p>Our team supports ministries through classification, architecture, procurement and operation,
and we work as comfortably alongside a national data-centre authority as with an in-country cloud
provider. What matters is that the ministry, not its suppliers, remains in control.</p>
`,
    author: "Amara Okafor, Principal Architect",
    publishedAt: "2025-09-16T09:00:00.000Z",
    featuredImagePath: "/images/insights/sovereign-cloud-for-ministries.svg",
    featuredImageAlt:
      "Abstract illustration of nested layers around a protected core, representing " +
      "sovereign cloud controls",
    isPublished: true,
    contentTypeSlug: "whitepaper",
    capabilitySlugs: ["cloud-infrastructure", "cybersecurity"],
  },
  {
    slug: "ai-visa-triage-humans-in-the-loop",
    title: "AI-assisted visa triage: keeping officers in the loop",
    excerpt:
      "Automation can make visa processing 70% faster without taking decisions away from " +
      "immigration officers. Here is how we design triage that is fast, explainable and accountable.",
    contentHtml: `
<p>Visa processing is a natural candidate for automation. Volumes are high, most applications are
routine, and delays carry real costs for tourism, trade and family life. Yet immigration decisions
affect people's lives and a state's security, and they must remain accountable. The question is
not whether to use AI, but where to put it.</p>

<h2>Recommend, do not decide</h2>
<p>In every visa system we build, the principle is the same: the model recommends and a named
officer decides. Automation takes on the work that consumes officer time without requiring
judgement: extracting data from passports and supporting documents, checking completeness,
validating the machine-readable zone, screening against watch lists and detecting duplicate
applications. A triage model then places each application in a queue according to its
complexity and risk indicators.</p>
<p>That distinction has practical consequences. Officers spend their time on the applications
that need them, complete low-risk applications move quickly, and no applicant is refused by an
algorithm.</p>

<h2>What a good triage design includes</h2>
<ul>
<li><strong>Transparent reasons.</strong> Each flag shows the officer why it was raised, for
example an inconsistency between a stated employer and a supporting letter, rather than an opaque
score.</li>
<li><strong>Asymmetric automation.</strong> The system may fast-track an application for review,
but it never refuses one. Adverse decisions always require an officer's recorded reasoning.</li>
<li><strong>Calibrated thresholds.</strong> Thresholds are set with the directorate's risk owners
and reviewed against outcomes, not left to the vendor.</li>
<li><strong>Bias monitoring.</strong> Referral and approval rates are monitored by nationality,
gender and age band, and significant disparities are investigated by a review group that
includes people outside the technical team.</li>
<li><strong>A complete audit trail.</strong> Model version, inputs, recommendation and final
decision are logged together, so any case can be reconstructed months later.</li>
</ul>

<h2>Data quality comes first</h2>
<p>Most of the speed gained in a typical programme comes not from sophisticated models but from
capturing clean data once. When applicants upload documents through a guided mobile flow, and
extraction runs at the point of submission, incomplete applications can be corrected before they
ever reach an officer. For a West African immigration directorate we supported, this alone
removed much of the correspondence that had stretched decisions over weeks. With document
extraction reaching 99.5% accuracy on validated passports, officers rarely needed to correct
fields by hand.</p>

<h2>Governance that officers trust</h2>
<p>Officers are quick to notice when a tool is wrong, and quicker to stop using it. We involve
senior officers from the first design workshop, run the model in shadow mode alongside the
existing process before go-live, and share accuracy reports internally every month. Officers can
mark a recommendation as unhelpful with a single click, and those signals feed directly into
model review.</p>

<blockquote>The goal is not fewer officers. It is officers spending their expertise on the cases
that genuinely need it.</blockquote>

<h2>Measuring success</h2>
<p>We encourage directorates to track a balanced set of indicators rather than speed alone:</p>
<ol>
<li>Median and 90th-percentile time to decision.</li>
<li>Share of applications returned as incomplete.</li>
<li>Officer agreement with triage recommendations, by queue.</li>
<li>Appeals and reversals, as a signal of decision quality.</li>
<li>Disparities in outcomes across applicant groups.</li>
</ol>
<p>With these measures in place, a 70% reduction in processing time is achievable without
compromising security or fairness. More importantly, the directorate can explain to its minister,
its parliament and its applicants exactly how each decision was made.</p>
<p>International standards, such as the travel-document specifications maintained by
<a href="https://www.icao.int/">ICAO</a>, provide the foundation for document checks. The
governance around AI is something each directorate must own, and we help design both.</p>
`,
    author: "Daniel Mercier, Head of Public Sector AI",
    publishedAt: "2025-10-21T09:00:00.000Z",
    featuredImagePath: "/images/insights/ai-visa-triage-humans-in-the-loop.svg",
    featuredImageAlt:
      "Abstract illustration of many lines converging into ordered lanes that pass a " +
      "single highlighted checkpoint",
    isPublished: true,
    contentTypeSlug: "article",
    capabilitySlugs: ["ai-automation", "digital-identity"],
  },
  {
    slug: "e-invoicing-and-the-tax-gap",
    title:
      "E-invoicing and the tax gap: a practical guide for revenue authorities",
    excerpt:
      "Electronic invoicing can transform VAT compliance, but only if the rollout is sequenced " +
      "well. A step-by-step guide drawn from our work with revenue authorities.",
    contentHtml: `
<p>The gap between the tax a country should collect and what it actually collects is, for many
administrations, larger than any single line in the budget. Much of it arises in value-added and
sales taxes, where fraud schemes and under-declaration thrive on paper invoices and delayed
reporting. Electronic invoicing, in which invoices are validated or reported to the authority at
or near the time of the transaction, is one of the most effective tools available. It is also one
of the easiest to get wrong.</p>

<h2>Choose the right model</h2>
<p>Broadly, authorities choose between three approaches:</p>
<ul>
<li><strong>Clearance</strong>, where an invoice is only valid once the authority's platform has
validated and stamped it.</li>
<li><strong>Real-time reporting</strong>, where invoices are issued normally but transmitted to
the authority within a short window.</li>
<li><strong>Periodic reporting</strong>, where detailed transaction listings accompany each
return.</li>
</ul>
<p>Clearance gives the strongest control but places the authority's platform in the critical path
of every sale in the economy. Availability of 99.9% is a minimum, with offline fallback procedures
agreed with business associations in advance. Smaller administrations often start with real-time
reporting and move to clearance once infrastructure and taxpayer readiness allow.</p>

<h2>A phased rollout</h2>
<ol>
<li><strong>Large taxpayers first.</strong> A few hundred businesses typically account for most
VAT revenue. They have the systems and advisers to integrate through APIs, and their feedback
hardens the platform.</li>
<li><strong>Medium taxpayers through accredited providers.</strong> Certify software vendors and
service providers so that businesses can comply through the accounting tools they already
use.</li>
<li><strong>Small businesses through a free portal and mobile app.</strong> A simple, free
invoicing tool removes the cost argument and often brings informal traders into the base.</li>
<li><strong>Pre-filled returns.</strong> Once coverage is high, use invoice data to pre-populate
returns, shifting the taxpayer's task from declaring to confirming.</li>
</ol>

<h2>Turning data into collections</h2>
<p>E-invoicing produces a large volume of structured transaction data. The value lies in using it
well:</p>
<ul>
<li>Matching sales declared by suppliers against purchases claimed by buyers, to detect missing
traders and inflated input credits.</li>
<li>Comparing reported turnover with third-party data such as customs declarations, card
payments and utility accounts.</li>
<li>Scoring refund claims for risk, so that legitimate exporters are paid quickly and suspicious
claims are reviewed.</li>
</ul>
<p>Analytics should support, not replace, the judgement of experienced auditors. We build risk
models with explainable factors so that each case file shows why it was selected. That matters
for audit efficiency, and for fairness if a case is later challenged.</p>

<h2>What results to expect</h2>
<p>Results depend on the starting point, but the pattern is consistent: an initial rise in declared
turnover as transactions become visible, followed by sustained gains as analytics sharpens audit
selection. At the Revenue Authority of a Caribbean island state, integrated filing, payment and
third-party data matching contributed to a 20% increase in collections in the first full fiscal
year, at unchanged rates.</p>

<blockquote>E-invoicing is not an IT project. It is a compliance strategy that happens to need
very good IT.</blockquote>

<h2>Common pitfalls</h2>
<ul>
<li>Launching for all taxpayers at once, overwhelming help desks and the platform.</li>
<li>Specifying a bespoke invoice format instead of adopting an established standard, such as
UBL-based formats used in the <a href="https://peppol.org/">Peppol</a> network.</li>
<li>Neglecting communication with taxpayers, especially small businesses and their
accountants.</li>
<li>Collecting data without the analytical capacity to use it.</li>
</ul>
<p>For comparative analysis across administrations, the
<a href="https://www.oecd.org/tax/">OECD's tax administration work</a> is a useful reference. Our
team works with authorities from strategy through to operation, and we plan the first audit
campaign alongside the first line of code.</p>
`,
    author: "Priya Raman, Revenue Systems Lead",
    publishedAt: "2025-11-18T09:00:00.000Z",
    featuredImagePath: "/images/insights/e-invoicing-and-the-tax-gap.svg",
    featuredImageAlt:
      "Abstract illustration of rising columns on a grid, with one shortfall column " +
      "completed by an amber block",
    isPublished: true,
    contentTypeSlug: "guide",
    capabilitySlugs: ["data-analytics", "ai-automation"],
  },
  {
    slug: "telemedicine-in-low-bandwidth-regions",
    title: "Designing telemedicine for low-bandwidth regions",
    excerpt:
      "Video-first telemedicine fails where connectivity is weakest. Design principles for " +
      "services that keep working on 2G, during outages and in the hands of community health workers.",
    contentHtml: `
<p>Telemedicine promises to bring specialist expertise to places that have never had it. In
practice, many programmes are designed in well-connected capitals and then struggle in exactly
the districts they were meant to serve. A video consultation that needs a stable broadband link
will not work at a health post on an intermittent 2G signal. Designing for low bandwidth is not a
compromise; it is the core requirement.</p>

<h2>Start with the clinical workflow, not the video call</h2>
<p>Much specialist advice does not require live video. A dermatologist can often give an opinion
from well-taken photographs, a cardiologist from an ECG trace and a structured history, an
obstetrician from vital signs and a short note. Store-and-forward consultation, in which the
referring clinician submits a structured case and the specialist responds later, works on almost
any connection and fits around specialists' existing clinics.</p>
<p>Live consultation remains valuable for complex cases, follow-up and mental health. The platform
should move gracefully between modes: video when the link allows, audio with shared still images
when it does not, and secure messaging as the floor.</p>

<h2>Design principles we apply</h2>
<ul>
<li><strong>Offline first.</strong> Cases are captured on the device and synchronise when a
connection is available. A lost signal should never mean a lost record.</li>
<li><strong>Compress intelligently.</strong> Clinical images are compressed to diagnostic quality,
not display quality, with specialists agreeing the thresholds.</li>
<li><strong>Prioritise the queue.</strong> An assisted triage step helps community health workers
flag urgent cases, so scarce specialist time goes where it matters first.</li>
<li><strong>Local language and low literacy.</strong> Structured forms with icons and
local-language prompts reduce errors and training time.</li>
<li><strong>Shared devices.</strong> Health posts often share one tablet between staff, so the app
must support fast, secure switching between users.</li>
</ul>

<h2>Infrastructure and data protection</h2>
<p>Health records are among the most sensitive data a state holds. We host telemedicine platforms
in a sovereign cloud tenancy under the ministry's control, with encryption in transit and at rest
and a national patient index that links records across facilities. A 99.9% availability target
applies to the central platform, while the offline-first design means clinics keep working even
when it cannot be reached.</p>
<p>Interoperability matters from the first day. Using
<a href="https://hl7.org/fhir/">HL7 FHIR</a> resources for patients, encounters and observations
makes it far easier to connect laboratory systems, district health information systems and
future national records.</p>

<h2>People make it work</h2>
<p>The most sophisticated platform fails without clinicians who trust it and managers who schedule
time for it. In the national programme we supported in East Africa, sessions for remote
consultations were written into referral-hospital rosters, and district coordinators followed up
unanswered cases every day. Training reached more than 350 clinicians and community health
workers, with refresher modules delivered through the platform itself.</p>

<blockquote>A telemedicine service is only as good as the response time of the specialist at the
other end.</blockquote>

<h2>Measuring reach, not just usage</h2>
<p>Counting consultations tells only part of the story. We help ministries measure:</p>
<ol>
<li>The share of the population living within reach of a connected facility.</li>
<li>Median time from referral to specialist opinion.</li>
<li>Physical referrals avoided, and the travel costs saved by patients and families.</li>
<li>Outcomes for conditions where remote consultation changes care, such as high-risk
pregnancies.</li>
</ol>
<p>On these measures, the East African programme increased the population with access to a
specialist opinion by 300%, and cut the median wait for a non-urgent opinion to under 48 hours.
Those gains came less from technology than from designing the service around the realities of
rural care.</p>
`,
    author: "Dr. Kwame Mensah, Director of Digital Health",
    publishedAt: "2026-01-13T09:00:00.000Z",
    featuredImagePath:
      "/images/insights/telemedicine-in-low-bandwidth-regions.svg",
    featuredImageAlt:
      "Abstract illustration of signal arcs radiating from a central point to scattered " +
      "connected nodes",
    isPublished: true,
    contentTypeSlug: "guide",
    capabilitySlugs: ["citizen-experience", "cloud-infrastructure"],
  },
  {
    slug: "drone-computer-vision-inspections",
    title: "Drones, computer vision and the inspector's judgement",
    excerpt:
      "What we learned deploying drone capture and defect detection for a public infrastructure " +
      "agency, and why the inspector's sign-off remains the most important step.",
    contentHtml: `
<p>Infrastructure agencies face a familiar squeeze: more assets to inspect, ageing structures that
need closer attention, and fewer experienced inspectors. Drones and computer vision are often
presented as the answer. Our work with an infrastructure and building-standards agency in North
America suggests they are a powerful part of the answer, provided they are designed around the
inspector rather than in place of them.</p>

<h2>The starting point</h2>
<p>The agency was responsible for bridges, culverts and public buildings across a large region.
Inspection cycles had fallen behind statutory schedules, and findings were recorded on paper forms
with photographs scattered across personal devices. Engineers could not easily answer simple
questions, such as how many structures showed active corrosion, or whether a crack had grown
since the last visit.</p>

<h2>What we built</h2>
<ul>
<li><strong>Structured capture.</strong> A field app and pre-planned drone flight paths ensure
every image is geotagged and linked to an asset and component.</li>
<li><strong>Defect detection.</strong> A computer-vision model, trained on the agency's own
historical photographs labelled by senior inspectors, detects cracking, spalling, exposed
reinforcement, corrosion and blocked drainage.</li>
<li><strong>Proposed severity.</strong> The model proposes a rating on the agency's existing
condition scale, so its output fits established engineering practice.</li>
<li><strong>Inspector review.</strong> Every finding is confirmed, corrected or rejected by a
qualified inspector before it enters the asset register.</li>
</ul>

<h2>Lessons learned</h2>
<h3>Train on your own assets</h3>
<p>Models trained on generic imagery performed poorly on the agency's older concrete structures
and regional weathering patterns. Fine-tuning on several thousand labelled images from the
agency's archive made the largest single difference. On a held-out validation set, the final
model reached 99.5% accuracy in distinguishing defect from non-defect regions, with lower but
still useful accuracy on fine-grained severity.</p>

<h3>Accuracy is not the only metric</h3>
<p>A model that misses a serious defect costs far more than one that raises a false alarm. We
tuned thresholds with the agency's engineers to favour sensitivity on safety-critical defect
classes, accepting more false positives that an inspector can dismiss in seconds.</p>

<h3>Keep the inspector's signature meaningful</h3>
<p>There is a real risk that reviewers begin to approve model findings without looking. The
interface shows the image region and the model's proposal side by side, samples confirmed findings
for second review, and tracks how often each inspector changes the model's proposal. Together,
these measures keep review active rather than ceremonial.</p>

<h3>Drones are not always the right tool</h3>
<p>Drone flights require trained pilots, airspace permissions and suitable weather. For many
smaller structures, a well-guided phone capture is faster and cheaper. The workflow supports
both, and the asset register does not care which device took the picture.</p>

<blockquote>The model finds candidates. The inspector establishes the facts.</blockquote>

<h2>Results</h2>
<p>Within the first inspection season the agency cleared its backlog of overdue inspections. Time
on site per structure fell by around 40%, largely because inspectors arrived knowing which
components needed close attention. Perhaps most valuable in the long run, engineers can now see
condition trends across the whole portfolio, which is beginning to inform capital planning and
maintenance budgets.</p>

<h2>Where this goes next</h2>
<p>The same approach applies to construction quality assurance, where progress photographs can be
compared against design models, and to building-permit inspections, where remote video
inspections of low-risk work can free inspectors for complex sites. In each case the principle
holds: automate the searching, keep the judgement human, and record both.</p>
`,
    author: "Sofia Lindqvist, Computer Vision Lead",
    publishedAt: "2026-02-24T09:00:00.000Z",
    featuredImagePath: "/images/insights/drone-computer-vision-inspections.svg",
    featuredImageAlt:
      "Abstract illustration of a bridge truss pattern with an amber scanning frame " +
      "highlighting one section",
    isPublished: true,
    contentTypeSlug: "case-note",
    capabilitySlugs: ["ai-automation", "data-analytics"],
  },
  {
    slug: "ethics-of-post-life-avatars",
    title: "The ethics of post-life avatars: the principles behind AftrLife",
    excerpt:
      "Digital avatars of people who have died raise hard questions about consent, truth and " +
      "grief. These are the principles that shape how we build AftrLife.",
    contentHtml: `
<p>People have always kept the voices of those they have lost: letters, photographs, recordings, a
voicemail saved for years. Generative AI makes it possible to go much further, creating an
interactive avatar that answers questions in a familiar voice. That possibility deserves care.
Done badly, it can put words in the mouths of the dead, exploit grief or expose intimate data. We
built AftrLife around a small number of principles that we believe any responsible service in
this space should adopt.</p>

<h2>1. Consent comes from the person, in life</h2>
<p>An AftrLife avatar can only be created from material the person chose to record or contribute
while alive, with explicit consent captured at each stage. They decide who may access it after
their death, for how long, and whether it should be retired at a certain point. We do not build
avatars from scraped social media, or from recordings supplied by others without the person's
authorisation.</p>

<h2>2. The avatar does not invent</h2>
<p>The avatar answers from the person's own recorded stories, values and messages. When asked
something outside that material, it says so plainly rather than generating a plausible answer.
This deliberately limits what the avatar can do. An avatar that improvised opinions the person
never held would be a fabrication presented with a trusted face.</p>

<h2>3. Families stay in control</h2>
<p>A named executor can pause access, export all material in open formats, or permanently delete
the avatar and its underlying data. Deletion is complete, verified and carried out within a
defined period; it is not a soft hide. Access can be granted to, and revoked from, individual
family members.</p>

<h2>4. Grief is not an engagement metric</h2>
<p>Consumer technology is often optimised for time spent. We consider that inappropriate here.
AftrLife does not send prompts encouraging people to return, does not use notifications to
re-engage bereaved users, and offers gentle signposting to bereavement support. We developed
these features with grief counsellors and continue to review them with an independent ethics
advisory panel.</p>

<h2>5. Security worthy of the most personal data</h2>
<p>Voice recordings and life stories are among the most intimate data a person can share, and
voice data can be misused for impersonation. All material is encrypted in transit and at rest,
stored in a regional cloud chosen for the user's jurisdiction, and never used to train models for
anyone else. Voice synthesis is restricted to the avatar itself: the voice model cannot be
exported or used to generate arbitrary speech.</p>

<blockquote>The measure of a post-life avatar is not how lifelike it is, but how faithfully it
respects the person it represents.</blockquote>

<h2>Open questions</h2>
<p>Some questions do not have settled answers, and we would rather name them than pretend
otherwise:</p>
<ul>
<li>How long should an avatar remain available? Some families want it for a generation; others
find a time limit healthier.</li>
<li>How should access by children be handled, and from what age?</li>
<li>What happens when family members disagree about whether an avatar should exist at all?</li>
<li>How should cultural and religious practices around death shape the design?</li>
</ul>
<p>Our pilot with a memorial-services group across three countries has informed our current
answers, including an executor-led process for family disagreements and configurable retirement
dates, but we expect those answers to evolve. We publish our principles and welcome scrutiny
from ethicists, regulators and the public.</p>

<h2>What we ask of the industry</h2>
<p>Post-life technology will grow whether or not responsible providers lead it. We encourage
anyone building in this space to adopt, at a minimum, consent from the person in life, no
fabricated statements, executor-controlled deletion and a firm refusal to monetise grief. The
<a href="https://www.unesco.org/en/artificial-intelligence/recommendation-ethics">UNESCO
Recommendation on the Ethics of Artificial Intelligence</a> and national data-protection law
offer a sound foundation on which to build.</p>
`,
    author: "Dr. Helen Tremblay, Ethics Lead, AftrLife",
    publishedAt: "2026-04-07T09:00:00.000Z",
    featuredImagePath: "/images/insights/ethics-of-post-life-avatars.svg",
    featuredImageAlt:
      "Abstract illustration of a simple human silhouette within softly overlapping teal " +
      "and amber circles, suggesting memory and presence",
    isPublished: true,
    contentTypeSlug: "article",
    capabilitySlugs: ["ai-automation", "digital-identity", "cybersecurity"],
  },
  {
    slug: "draft-procuring-digital-public-infrastructure",
    title: "Procuring digital public infrastructure without lock-in",
    excerpt:
      "How ministries can structure procurement for identity, payment and data-exchange " +
      "platforms so that they keep control of architecture, data and future choices.",
    contentHtml: `
<p>Digital public infrastructure, the shared identity, payment and data-exchange layers on which
public and private services are built, is increasingly recognised as a national asset. Unlike a
single application, it is expected to last decades and to support services no one has yet
designed. That changes how it should be procured.</p>

<h2>Why traditional procurement struggles</h2>
<p>Conventional IT tenders specify a fixed set of features, award a multi-year contract to a
single supplier, and measure success by delivery against the specification. For foundational
infrastructure this creates three problems. Requirements are frozen before the ministry has
learned what users need. The supplier accumulates knowledge and control that the ministry cannot
easily recover. And exit costs grow every year until switching becomes unthinkable.</p>

<h2>Principles for better procurement</h2>
<h3>Own the architecture</h3>
<p>The ministry, or a designated national technical authority, should own the reference
architecture, interface specifications and data models. Suppliers build to them. This keeps
components replaceable and lets the ministry procure in smaller, separable lots.</p>

<h3>Insist on open standards</h3>
<p>Identity should use open protocols such as OpenID Connect and verifiable credentials; data
exchange should use documented APIs; payments should align with national switch standards. Where
suitable <a href="https://www.digitalpublicgoods.net/">digital public goods</a> exist, evaluate
them alongside commercial options on equal terms.</p>

<h3>Secure data and code rights</h3>
<p>Contracts should guarantee the ministry's ownership of its data, complete export in usable
formats, and at least escrow of the source code and deployment scripts for components built with
public funds. Licensed access to that code is better still.</p>

<h3>Buy outcomes in phases</h3>
<p>Structure the procurement as discovery, a time-boxed pilot with real users, and scaled
rollout, with a decision point between each. Payment milestones tied to working services and
adoption measures encourage suppliers to focus on what citizens actually experience.</p>

<h3>Build internal capability</h3>
<p>No contract can substitute for a capable in-house team. We recommend that every major
programme funds a small ministry team of product owners, architects and security specialists who
work alongside the supplier and progressively take on operation.</p>

<h3>Price the whole life, not the build</h3>
<p>Foundational platforms spend most of their life in operation. Evaluations should compare the
total cost over ten years or more, including hosting, licences, support, security testing and
the cost of change requests, rather than rewarding the lowest build price. Unit prices for
future changes should be fixed in the contract, so that the ministry is not negotiating from a
position of dependence once the platform is live.</p>

<h2>A practical evaluation checklist</h2>
<ol>
<li>Can each component be replaced without rebuilding the others?</li>
<li>Are all interfaces documented and published to the ministry?</li>
<li>Can the solution be hosted on the ministry's chosen sovereign cloud?</li>
<li>What availability does the supplier commit to, typically 99.9% or better, and how quickly
will it report security incidents?</li>
<li>Which knowledge-transfer activities are priced into the bid?</li>
<li>What does a full exit cost, and how long does it take?</li>
</ol>

<blockquote>The best time to plan your exit is before you sign. The second-best time is
now.</blockquote>

<h2>Balancing speed and control</h2>
<p>None of this argues for slow procurement. Ministries under pressure to deliver can use framework
agreements, pre-qualified supplier pools and short pilots to move at pace while keeping the
architecture in public hands. Across programmes in more than three countries, we have seen that
those which invest early in standards and internal capability scale further, even when this
delays the first release by a few weeks.</p>
<p><em>Draft for internal review: add a worked procurement example and legal review of the
code-rights clauses before publication.</em></p>
`,
    author: "Marcus Bello, Public Sector Advisory Partner",
    publishedAt: "2026-05-19T09:00:00.000Z",
    featuredImagePath:
      "/images/insights/draft-procuring-digital-public-infrastructure.svg",
    featuredImageAlt:
      "Abstract illustration of interlocking modular blocks forming a shared foundation",
    isPublished: false,
    contentTypeSlug: "whitepaper",
    capabilitySlugs: [
      "cloud-infrastructure",
      "digital-identity",
      "citizen-experience",
    ],
  },
];
