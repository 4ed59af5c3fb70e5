import { site } from "./site";

/** Copy for /blog, /blog/{slug} and the insights feed. */
export const insightsPage = {
  eyebrow: "Blog & Insights",
  title: "Insights from the work",
  lead:
    "Field notes from our architects, engineers and advisers on building public digital services that " +
    "hold up: sovereign cloud, AI with officers in the loop, identity, revenue and health platforms.",
  seoTitle: "Blog & Insights",
  seoDescription:
    `Articles, guides and case notes from ${site.name} on sovereign cloud, AI-assisted public services, ` +
    "digital identity, revenue modernisation and telemedicine.",
  featuredLabel: "Latest insight",
  moreHeading: "More insights",
  readMore: "Read the insight",
  empty: {
    message: "No insights available yet. Check back soon!",
    action: { label: "Return Home", to: "/" },
  },
  feedTitle: `${site.name}: Insights`,
} as const;

export const insightDetail = {
  backLabel: "Back to Insights",
  // {minutes}: computed from the article's words (app/domain/reading-time.ts).
  readingTime: "{minutes} min read",
  capabilitiesLabel: "Related capabilities",
  notFound: {
    title: "Insight Not Found",
    message: "The insight you're looking for doesn't exist.",
    backLabel: "Back to Insights",
  },
  cta: {
    title: "Facing a similar decision?",
    body:
      "Our architects and advisers have taken these questions through ministries, agencies and regulators. " +
      "Tell us where you are, and we will reply within 24 hours with a practical next step.",
    action: { label: "Talk to Our Team", to: "/contact" },
  },
} as const;
