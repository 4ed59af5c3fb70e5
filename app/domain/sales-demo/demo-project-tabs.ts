/**
 * The project details' three tabs (Overview, Assessment, Proposal). The dialog
 * switches them in the browser; the page without JavaScript takes one from ?tab=, and a
 * value it does not know shows Overview rather than an error, since a stale or mistyped
 * link should still land on the project.
 */
export const DEMO_PROJECT_TABS = [
  "overview",
  "assessment",
  "proposal",
] as const;

export type DemoProjectTab = (typeof DEMO_PROJECT_TABS)[number];

export const demoProjectTabLabel: Record<DemoProjectTab, string> = {
  overview: "Overview",
  assessment: "Assessment",
  proposal: "Proposal",
};

export function demoProjectTab(
  value: string | null | undefined,
): DemoProjectTab {
  return DEMO_PROJECT_TABS.find((tab) => tab === value) ?? "overview";
}

/** The page's URL for one tab; Overview is the bare address, so there is one URL per view. */
export function demoProjectPath(
  projectId: string,
  tab: DemoProjectTab = "overview",
): string {
  const base = `/allied/projects/${projectId}`;
  return tab === "overview" ? base : `${base}?tab=${tab}`;
}
