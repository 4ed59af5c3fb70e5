/** Copy for /projects and /projects/{slug}. */
export const projectsPage = {
  eyebrow: "Projects & Impact",
  title: "Platforms in service, and what they changed",
  lead:
    "Case studies from ministries, agencies and public institutions we have worked with. Every client is " +
    "described rather than named; every figure is one the client measured after go-live.",
  seoTitle: "Projects & Impact",
  seoDescription:
    "Case studies of e-visa, revenue, telemedicine, inspection and digital identity platforms we designed, " +
    "built and run for governments, with the outcomes each delivered.",
  filters: {
    heading: "Filter case studies",
    sector: "Sector",
    capability: "Capability",
    clear: "Clear Filters",
  },
  resultsHeading: "Case studies",
  featured: "Featured",
  keyOutcomes: "Key outcomes",
  viewCaseStudy: "View Case Study",
  empty: "No projects found with the selected filters.",
} as const;

export const projectDetail = {
  backLabel: "Back to Projects",
  capabilitiesLabel: "Capabilities",
  challenge: "The Challenge",
  solution: "Our Solution",
  outcomes: "Key Outcomes",
  metrics: "Impact Metrics",
  featured: "Featured",
  notFound: {
    title: "Project Not Found",
    message:
      "The case study you're looking for doesn't exist or is no longer published.",
    backLabel: "Back to Projects",
  },
  cta: {
    title: "Planning something similar?",
    body:
      "Tell us about the service you need to modernise. We will reply within 24 hours and, where it helps, " +
      "put you in touch with the team that delivered this work.",
    action: { label: "Get in Touch", to: "/contact" },
  },
} as const;
