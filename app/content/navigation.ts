/** Site navigation: header groups, footer columns, legal links. */
export type NavLinkItem = { label: string; to: string; description?: string };
/** `id` names the group in markup (its panel's id); the label is what people read. */
export type NavGroup = { id: string; label: string; links: NavLinkItem[] };

export const headerNavigation: NavGroup[] = [
  {
    id: "solutions",
    label: "Solutions",
    links: [
      {
        label: "Blueprint",
        to: "/blueprint",
        description: "A costed, phased plan for your transformation",
      },
      {
        label: "Public Sector Platforms",
        to: "/public-sector-platforms",
        description: "e-Visa, digital tax collection and health surveillance",
      },
      {
        label: "Core Capabilities",
        to: "/capabilities",
        description: "AI automation, digital identity, sovereign cloud",
      },
    ],
  },
  {
    id: "work",
    label: "Work",
    links: [
      {
        label: "Projects & Impact",
        to: "/projects",
        description: "Case studies and the outcomes they delivered",
      },
      {
        label: "Blog & Insights",
        to: "/blog",
        description: "Field notes from our architects and advisers",
      },
    ],
  },
  {
    id: "company",
    label: "Company",
    links: [
      {
        label: "About Us",
        to: "/about",
        description: "Our mission and the values we work by",
      },
      {
        label: "Vision",
        to: "/vision",
        description: "Where we will be by 2028",
      },
      {
        label: "Careers",
        to: "/careers",
        description: "Build public infrastructure that lasts",
      },
      {
        label: "Contact",
        to: "/contact",
        description: "Ottawa and Atlanta offices",
      },
    ],
  },
];

export const getStartedLink: NavLinkItem = {
  label: "Get Started",
  to: "/get-started",
};

export const solutionLinks: NavLinkItem[] = [
  { label: "e-Visa & Immigration", to: "/solutions/evisa" },
  { label: "Digital Governance & Tax Collection", to: "/solutions/governance" },
  { label: "Healthcare & Telemedicine", to: "/solutions/healthcare" },
  { label: "AftrLife Avatars", to: "/solutions/aftrlife" },
  { label: "Construction & Inspection", to: "/solutions/construction" },
];

export const companyLinks: NavLinkItem[] = [
  { label: "About Us", to: "/about" },
  { label: "Vision", to: "/vision" },
  { label: "Projects & Impact", to: "/projects" },
  { label: "Blog & Insights", to: "/blog" },
  { label: "Partners", to: "/partners" },
  { label: "Careers", to: "/careers" },
  { label: "Contact", to: "/contact" },
  { label: "Client Portal", to: "/clients" },
];

export const legalLinks: NavLinkItem[] = [
  { label: "Privacy Policy", to: "/privacy" },
  { label: "Terms of Service", to: "/terms" },
  { label: "Cookie Policy", to: "/cookies" },
];
