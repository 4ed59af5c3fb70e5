/**
 * The shared list of routes every end-to-end run visits (status and axe). Each page joins
 * it when it is built.
 */
export type E2eRoute = {
  path: string;
  status: number;
  heading: string | RegExp;
};

export const e2eRoutes: E2eRoute[] = [
  {
    path: "/",
    status: 200,
    heading: "The Operating System for Modern Enterprises and Nations",
  },
  {
    path: "/careers",
    status: 200,
    heading: "Build public services that people can rely on",
  },
  { path: "/partners", status: 200, heading: "Technology partners" },
  { path: "/contact", status: 200, heading: "Talk to our team" },
  {
    path: "/newsletter",
    status: 200,
    heading: "Subscribe to our newsletter",
  },
  {
    path: "/blueprint",
    status: 200,
    heading: "A plan your ministry or board can approve, fund and deliver",
  },
  {
    path: "/clients",
    status: 200,
    heading: "Your programme with us, in one secure place",
  },
  { path: "/privacy", status: 200, heading: "Privacy Policy" },
  { path: "/terms", status: 200, heading: "Terms of Service" },
  { path: "/cookies", status: 200, heading: "Cookie Policy" },
  {
    path: "/about",
    status: 200,
    heading: "We build the digital core that public services run on",
  },
  { path: "/vision", status: 200, heading: "Our vision for 2028" },
  {
    path: "/solutions",
    status: 200,
    heading: "Solutions for the services people depend on",
  },
  { path: "/solutions/evisa", status: 200, heading: "e-Visa" },
  {
    path: "/solutions/governance",
    status: 200,
    heading: "Digital Governance & Tax Collection",
  },
  {
    path: "/solutions/healthcare",
    status: 200,
    heading: "Healthcare & Telemedicine",
  },
  { path: "/solutions/aftrlife", status: 200, heading: "AftrLife Avatars" },
  {
    path: "/solutions/construction",
    status: 200,
    heading: "Construction & Inspection",
  },
  {
    path: "/public-sector-platforms",
    status: 200,
    heading: "Public Sector Platforms",
  },
  { path: "/capabilities", status: 200, heading: "Core Capabilities" },
  {
    path: "/capabilities/ai-automation",
    status: 200,
    heading: "AI & Intelligent Automation",
  },
  {
    path: "/capabilities/digital-identity",
    status: 200,
    heading: "Digital Identity & Trust",
  },
  {
    path: "/capabilities/cloud-infrastructure",
    status: 200,
    heading: "Sovereign Cloud Infrastructure",
  },
  {
    path: "/get-started",
    status: 200,
    heading: "Tell us where you want to go",
  },
  {
    // A zone chosen: the browser's own would otherwise reload the page mid-check.
    path: "/book?zone=America%2FToronto",
    status: 200,
    heading: "Book a 30-minute consultation",
  },
  {
    path: "/this-page-does-not-exist",
    status: 404,
    heading: "Oops! Page not found",
  },
  {
    path: "/solutions/no-such-solution",
    status: 404,
    heading: "Oops! Page not found",
  },
  {
    path: "/capabilities/no-such-capability",
    status: 404,
    heading: "Oops! Page not found",
  },
  { path: "/blog", status: 200, heading: "Insights from the work" },
  {
    path: "/blog/ai-visa-triage-humans-in-the-loop",
    status: 200,
    heading: "AI-assisted visa triage: keeping officers in the loop",
  },
  { path: "/blog/no-such-insight", status: 404, heading: "Insight Not Found" },
  {
    path: "/projects",
    status: 200,
    heading: "Platforms in service, and what they changed",
  },
  {
    path: "/projects?sector=health&capability=ai-automation",
    status: 200,
    heading: "Platforms in service, and what they changed",
  },
  {
    path: "/projects/national-e-visa-platform",
    status: 200,
    heading: "A national e-visa platform with AI-assisted triage",
  },
  {
    path: "/projects/no-such-project",
    status: 404,
    heading: "Project Not Found",
  },
  // The demo dashboard's gate; its tabs are checked behind the gate in demo-*.spec.ts.
  { path: "/allied", status: 200, heading: "Client dashboard demo" },
];
