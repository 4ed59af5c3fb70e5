import type { ReactNode } from "react";
import type { ContentAction } from "~/content/page-types";
import { Breadcrumbs, type Crumb } from "./breadcrumbs";
import { HeroAction, PageHero } from "./page-blocks";

/**
 * The top of a page one level under a list (a solution, a capability): the breadcrumb trail
 * over the hero, whose first action is the page's call to action.
 */
export function DetailPageHero({
  trail,
  page,
  title,
  children,
}: {
  trail: Crumb[];
  page: { eyebrow: string; lead: string; cta: { action: ContentAction } };
  title: string;
  /** Actions after the main one. */
  children?: ReactNode;
}) {
  return (
    <>
      <Breadcrumbs trail={trail} />
      <PageHero eyebrow={page.eyebrow} title={title} lead={page.lead}>
        <HeroAction action={page.cta.action} />
        {children}
      </PageHero>
    </>
  );
}
