import type { LucideIcon } from "lucide-react";

/**
 * Shapes shared by the marketing copy files. Structurally the same as the props of the page
 * building blocks (app/components/page-blocks.tsx), which content must not import.
 */
export type ContentFeature = {
  title: string;
  description: string;
  icon: LucideIcon;
};
export type ContentStep = { title: string; description: string };
export type ContentStat = { value: string; label: string };
export type ContentAction = { label: string; to: string };
export type ContentCta = {
  title: string;
  body: string;
  action: ContentAction;
  secondaryAction?: ContentAction;
};
/** What a page tells search engines (see app/content/seo.ts). */
export type ContentSeo = { title: string; description: string };

/** A section's heading and intro over its items (features, steps, figures). */
export type ContentSection<Items> = { title: string; intro: string } & Items;

/**
 * What a page one level under a list (a solution, a capability) is made of before its own
 * sections: its slug, names, hero, features and closing call to action.
 */
export type DetailPage<Slug extends string> = {
  slug: Slug;
  name: string;
  eyebrow: string;
  icon: LucideIcon;
  lead: string;
  seo: ContentSeo;
  features: ContentSection<{ items: ContentFeature[] }>;
  cta: ContentCta;
};
