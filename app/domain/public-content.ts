import type { MediaImage } from "./media/media-rules";

/**
 * The shapes the public content pages read (insights, case studies and their taxonomy).
 * Plain data, no database types, so the server modules, routes and components share them.
 */
/**
 * A sector, capability or content type: `name` is the studio's (English) name, `nameFr` its
 * French name, null until an editor gives one (app/domain/taxonomy-names.ts picks the page's).
 */
export type TaxonomyRef = {
  id: string;
  name: string;
  nameFr: string | null;
  slug: string;
};
export type CapabilityRef = TaxonomyRef;
export type SectorRef = TaxonomyRef;
export type ContentTypeRef = TaxonomyRef;

export type Capability = CapabilityRef & {
  iconName: string | null;
  displayOrder: number;
};

export type InsightSummary = {
  id: string;
  slug: string;
  title: string;
  excerpt: string | null;
  author: string | null;
  publishedAt: Date | null;
  updatedAt: Date;
  featuredImageUrl: string | null;
  /** The featured image's files when it is a media library image (a `<picture>`), else null. */
  featuredImage: MediaImage | null;
  contentType: ContentTypeRef | null;
  capabilities: CapabilityRef[];
};

export type InsightDetail = InsightSummary & {
  /** Sanitized HTML. */
  content: string;
  /** What search results and link previews show, when staff set it apart from the page's. */
  seoTitle: string | null;
  seoDescription: string | null;
  socialImageUrl: string | null;
};

export type CaseStudySummary = {
  id: string;
  slug: string;
  title: string;
  subtitle: string | null;
  description: string;
  outcomes: string[];
  isFeatured: boolean;
  displayOrder: number;
  updatedAt: Date;
  sector: SectorRef | null;
  capabilities: CapabilityRef[];
};

export type CaseStudyDetail = CaseStudySummary & {
  challenge: string | null;
  solution: string | null;
  kpis: string[];
};

/** A detail page's version in the other language, by its English-style path (seoMeta adds /fr). */
export type LanguageAlternate = { locale: "en" | "fr"; path: string } | null;

/** A page published only in the other language: this language's page says so and links to it. */
export type OnlyInOtherLanguage = {
  locale: "en" | "fr";
  /** Its URL, in its language ("/blog/x", "/fr/blog/y"). */
  path: string;
  title: string;
};
