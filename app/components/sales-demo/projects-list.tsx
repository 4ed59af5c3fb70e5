import { CalendarClock, FolderOpen, Wallet } from "lucide-react";
import type { DemoProjectView } from "~/domain/sales-demo/demo-content";
import { EmptyState } from "../ui/page-states";
import { Badge } from "../ui/badge";
import { ProgressBar } from "./progress-bar";
import { ProjectDetailsButton } from "./project-details-dialog";

/** The demo's Projects tab: a card per project, each with its progress and details. */
export function DemoProjectsList({
  projects,
}: {
  projects: DemoProjectView[];
}) {
  return (
    <section aria-labelledby="projects-heading" className="grid gap-4">
      <h2 id="projects-heading" className="sr-only">
        Projects
      </h2>
      {projects.length === 0 ? (
        <EmptyState Icon={FolderOpen} message="No projects to show yet">
          Once the scope of a first engagement is agreed, its progress, timeline
          and proposal appear here.
        </EmptyState>
      ) : (
        <ul className="grid gap-6 md:grid-cols-2">
          {projects.map((project) => (
            <li key={project.id} className="min-w-0">
              <ProjectCard project={project} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ProjectCard({ project }: { project: DemoProjectView }) {
  return (
    <article
      aria-labelledby={`project-${project.id}`}
      className="flex h-full flex-col gap-4 rounded-card border border-line bg-surface p-6 shadow-card"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3
          id={`project-${project.id}`}
          className="text-lg leading-7 font-semibold text-ink-900"
        >
          {project.name}
        </h3>
        <Badge tone="brand">{project.stage}</Badge>
      </div>
      <p className="leading-7 text-text">{project.summary}</p>
      <ProgressBar
        value={project.progress}
        label={`Progress of ${project.name}`}
        className="mt-auto"
      />
      <dl className="grid grid-cols-2 gap-4 border-t border-line pt-4 text-sm">
        {[
          { Icon: CalendarClock, label: "Timeline", value: project.timeline },
          { Icon: Wallet, label: "Budget", value: project.budget },
        ].map(({ Icon, label, value }) => (
          <div key={label} className="grid gap-0.5">
            <dt className="flex items-center gap-1.5 font-medium text-text-muted">
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </dt>
            <dd className="font-semibold text-ink-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div>
        <ProjectDetailsButton project={project} />
      </div>
    </article>
  );
}
