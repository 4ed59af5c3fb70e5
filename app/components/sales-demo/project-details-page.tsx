import type { DemoProjectView } from "~/domain/sales-demo/demo-content";
import {
  DEMO_PROJECT_TABS,
  demoProjectPath,
  demoProjectTabLabel,
  type DemoProjectTab,
} from "~/domain/sales-demo/demo-project-tabs";
import { Badge } from "../ui/badge";
import { TabLinks } from "../ui/tab-links";
import { TitleWithBadge } from "../ui/title-with-badge";
import { projectTabIcons } from "./project-details-dialog";
import { ProjectDetailsSection } from "./project-details-sections";
import { BackArrowLink } from "../ui/back-arrow-link";

/**
 * A project's details as a page, /allied/projects/:id (the dialog's version for browsers
 * without JavaScript, and a URL staff can share): the same sections, as link tabs.
 */
export function ProjectDetailsPage({
  project,
  tab,
}: {
  project: DemoProjectView;
  tab: DemoProjectTab;
}) {
  const tabs = DEMO_PROJECT_TABS.map((t) => ({
    tab: t,
    label: demoProjectTabLabel[t],
    to: demoProjectPath(project.id, t),
    Icon: projectTabIcons[t],
  }));
  return (
    <article aria-labelledby="project-heading" className="grid gap-6">
      <BackArrowLink
        to="/allied/projects"
        className="inline-flex min-h-11 w-fit items-center gap-2 text-sm font-semibold text-brand-700 hover:underline"
      >
        Back to projects
      </BackArrowLink>
      <div className="grid gap-6 rounded-card border border-line bg-surface p-6 shadow-card sm:p-8">
        <div className="grid gap-3">
          <TitleWithBadge
            id="project-heading"
            title={project.name}
            badge={<Badge tone="brand">{project.stage}</Badge>}
          />
          <p className="max-w-3xl leading-7 text-text-muted">
            {project.summary}
          </p>
        </div>
        {/* Stacked on a phone, as in the dialog: three labels do not fit a 320 px row. */}
        <TabLinks
          label="Project details"
          tabs={tabs}
          current={tab}
          gridClassName="grid-cols-1 sm:grid-cols-3"
        />
        <section aria-label={demoProjectTabLabel[tab]}>
          <ProjectDetailsSection project={project} tab={tab} />
        </section>
      </div>
    </article>
  );
}
