import type { ReactNode } from "react";
import { Breadcrumbs, type Crumb } from "./breadcrumbs";
import { HeroAction, PageHero } from "./page-blocks";

/**
 * The top of a page one level under a list (a solution, a capability): the breadcrumb trail
 * over the hero, whose first action is the page's call to action.
 */
export function DetailPageHero({
  trail,
  eyebrow,
  title,
  lead,
  action,
  children,
}: {
  trail: Crumb[];
  eyebrow: string;
  title: string;
  lead: string;
  action: { label: string; to: string };
  /** Actions after the main one. */
  children?: ReactNode;
}) {
  return (
    <>
      <Breadcrumbs trail={trail} />
      <PageHero eyebrow={eyebrow} title={title} lead={lead}>
        <HeroAction action={action} />
        {children}
      </PageHero>
    </>
  );
}
