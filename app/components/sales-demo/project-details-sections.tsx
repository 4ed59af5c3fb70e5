import type { ReactNode } from "react";
import type { DemoProjectView } from "~/domain/sales-demo/demo-content";
import type { DemoProjectTab } from "~/domain/sales-demo/demo-project-tabs";
import { Badge } from "../ui/badge";
import { ProgressBar } from "./progress-bar";

/**
 * The content of the project details' three tabs, one implementation each, shared
 * by the dialog (with JavaScript) and the project's page (without). Both put the project's
 * name in an h2, so the sections' own headings are h3.
 */

function Heading({ children }: { children: ReactNode }) {
  return <h3 className="text-base font-semibold text-ink-900">{children}</h3>;
}

function Facts({ facts }: { facts: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 rounded-lg bg-surface-muted p-4 ring-1 ring-line sm:grid-cols-3">
      {facts.map(([term, value]) => (
        <div key={term} className="grid min-w-0 gap-0.5">
          <dt className="text-sm font-medium text-text-muted">{term}</dt>
          <dd className="font-semibold break-words text-ink-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Bullets({ items }: { items: string[] }) {
  return (
    <ul className="grid list-disc gap-2 pl-5 leading-7 text-text marker:text-brand-700">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

export function ProjectOverview({ project }: { project: DemoProjectView }) {
  const { overview } = project;
  return (
    <div className="grid gap-6">
      <Facts
        facts={[
          ["Stage", project.stage],
          ["Timeline", project.timeline],
          ["Budget", project.budget],
        ]}
      />
      <ProgressBar
        value={project.progress}
        label={`Progress of ${project.name}`}
      />
      <div className="grid gap-2">
        <Heading>Objective</Heading>
        <p className="leading-7 text-text">{overview.objective}</p>
      </div>
      {overview.scope.length > 0 ? (
        <div className="grid gap-2">
          <Heading>Scope</Heading>
          <Bullets items={overview.scope} />
        </div>
      ) : null}
      {overview.milestones.length > 0 ? (
        <div className="grid gap-2">
          <Heading>Milestones</Heading>
          <ol className="grid gap-3">
            {overview.milestones.map((milestone) => (
              <li
                key={`${milestone.label}-${milestone.when}`}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-l-2 border-brand-600 pl-3"
              >
                <span className="text-text">{milestone.label}</span>
                <span className="text-sm font-semibold whitespace-nowrap text-ink-900">
                  {milestone.when}
                </span>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </div>
  );
}

export function ProjectAssessment({ project }: { project: DemoProjectView }) {
  const { assessment } = project;
  return (
    <div className="grid gap-6">
      <p className="leading-7 text-text">{assessment.summary}</p>
      <Facts facts={[["Duration", assessment.duration]]} />
      {assessment.findings.length > 0 ? (
        <div className="grid gap-2">
          <Heading>Findings</Heading>
          <Bullets items={assessment.findings} />
        </div>
      ) : null}
      {assessment.recommendations.length > 0 ? (
        <div className="grid gap-2">
          <Heading>Recommendations</Heading>
          <Bullets items={assessment.recommendations} />
        </div>
      ) : null}
    </div>
  );
}

export function ProjectProposal({ project }: { project: DemoProjectView }) {
  const { proposal } = project;
  return (
    <div className="grid gap-6">
      <p className="leading-7 text-text">{proposal.summary}</p>
      <div className="grid gap-3">
        <Heading>Phases</Heading>
        <ol className="grid gap-3">
          {proposal.phases.map((phase, index) => (
            <li
              key={`${phase.name}-${index}`}
              className="grid gap-1.5 rounded-lg border border-line p-4"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-semibold text-ink-900">
                  <span className="text-text-muted">Phase {index + 1}: </span>
                  {phase.name}
                </p>
                <Badge tone="info">{phase.duration}</Badge>
              </div>
              <p className="text-sm leading-6 text-text">{phase.outcome}</p>
            </li>
          ))}
        </ol>
      </div>
      <div className="grid gap-2">
        <Heading>Budget</Heading>
        <p className="text-2xl font-bold tracking-tight text-ink-900">
          {proposal.budget}
        </p>
        <p className="leading-7 text-text-muted">{proposal.budgetNote}</p>
      </div>
    </div>
  );
}

const sections: Record<
  DemoProjectTab,
  (props: { project: DemoProjectView }) => ReactNode
> = {
  overview: ProjectOverview,
  assessment: ProjectAssessment,
  proposal: ProjectProposal,
};

/** One tab's content, by name: the dialog's panels and the page's ?tab= both come through here. */
export function ProjectDetailsSection({
  project,
  tab,
}: {
  project: DemoProjectView;
  tab: DemoProjectTab;
}) {
  const Section = sections[tab];
  return <Section project={project} />;
}
