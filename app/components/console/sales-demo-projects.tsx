import { FolderKanban } from "lucide-react";
import { Link } from "react-router";
import {
  demoProjectFields,
  demoProjectSchema,
} from "~/domain/console/sales-demo-forms";
import { EmptyState } from "../ui/page-states";
import {
  DemoForm,
  DemoPanel,
  DemoTextField,
  DemoTextFields,
  type DemoFieldSpec,
  type DemoEditResult,
} from "./sales-demo-form";

export type DemoProjectValues = { id: string } & Record<
  (typeof demoProjectFields)[number],
  string
>;

const ONE_PER_LINE = "One item per line.";

const projectCardFields: readonly DemoFieldSpec[] = [
  {
    name: "name",
    label: "Project name",
    maxLength: 200,
  },
  {
    name: "stage",
    label: "Stage",
    hint: "The badge on the card, e.g. Assessment.",
    maxLength: 80,
  },
  {
    name: "progress",
    label: "Progress (%)",
    hint: "A whole number from 0 to 100: 80 and over shows green, 50 and over yellow, otherwise blue.",
    inputMode: "numeric",
    maxLength: 3,
  },
  {
    name: "timeline",
    label: "Timeline",
    hint: "Free text, e.g. 16+ weeks.",
    maxLength: 60,
  },
  {
    name: "budget",
    label: "Budget",
    hint: "Free text, e.g. TBD.",
    maxLength: 60,
  },
];

const projectOverviewFields: readonly DemoFieldSpec[] = [
  {
    name: "objective",
    label: "Objective",
    rows: 4,
    maxLength: 1500,
  },
  {
    name: "scope",
    label: "Scope",
    hint: `${ONE_PER_LINE} At most 12.`,
    rows: 5,
  },
  {
    name: "milestones",
    label: "Milestones",
    hint: "One per line as label | when, e.g. Assessment read-out | Week 4. At most 12.",
    rows: 5,
  },
];

const projectAssessmentFields: readonly DemoFieldSpec[] = [
  {
    name: "assessmentSummary",
    label: "Assessment summary",
    rows: 4,
    maxLength: 1500,
  },
  {
    name: "duration",
    label: "Assessment duration",
    hint: "e.g. 3 to 4 weeks.",
    maxLength: 60,
  },
  {
    name: "findings",
    label: "Findings",
    hint: `${ONE_PER_LINE} At most 12.`,
    rows: 5,
  },
  {
    name: "recommendations",
    label: "Recommendations",
    hint: `${ONE_PER_LINE} At most 12.`,
    rows: 5,
  },
];

const projectProposalFields: readonly DemoFieldSpec[] = [
  {
    name: "proposalSummary",
    label: "Proposal summary",
    rows: 4,
    maxLength: 1500,
  },
  {
    name: "phases",
    label: "Phases",
    hint: "One per line as name | duration | outcome, e.g. Foundation | 3 to 4 weeks | Landing zone live. From 1 to 8.",
    rows: 5,
  },
];

/**
 * Projects: pick one (a link per project, so it works without JavaScript), then edit its card
 * and the three tabs of its details dialog. The lists are textareas, one item per line.
 */
export function DemoProjects({
  demoClientId,
  projects,
  projectId,
  result,
}: {
  demoClientId: string;
  projects: DemoProjectValues[];
  projectId: string | null;
  result: DemoEditResult | undefined;
}) {
  const project = projects.find((p) => p.id === projectId);
  if (!project)
    return (
      <EmptyState
        Icon={FolderKanban}
        message="This demo has no projects. Its seed defines them."
      />
    );
  return (
    <div className="grid gap-6">
      <nav aria-label="Demo projects">
        <ul className="flex flex-wrap gap-2">
          {projects.map((p) => (
            <li key={p.id}>
              <Link
                to={`/lead_admin/demo/${demoClientId}?section=projects&project=${p.id}`}
                aria-current={p.id === project.id ? "page" : undefined}
                className="inline-flex min-h-11 items-center rounded-lg border border-line bg-white px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-50"
              >
                {p.name} ({p.progress}%)
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <DemoForm
        key={project.id}
        intent="update-project"
        rowId={project.id}
        schema={demoProjectSchema}
        fields={demoProjectFields}
        result={result}
        submit="Save project"
        label={`Project ${project.name}`}
        className="gap-6"
      >
        {(form) => (
          <>
            <DemoPanel
              id="demo-project-card-heading"
              title={`${project.name}: the project card`}
            >
              <div className="grid items-end gap-x-4 sm:grid-cols-2">
                <DemoTextFields
                  form={form}
                  values={project}
                  fields={projectCardFields}
                />
              </div>
              <DemoTextField
                form={form}
                name="summary"
                label="Summary"
                rows={3}
                value={project.summary}
                maxLength={1000}
              />
            </DemoPanel>
            <DemoPanel
              id="demo-project-overview-heading"
              title="Details dialog: Overview"
            >
              <DemoTextFields
                form={form}
                values={project}
                fields={projectOverviewFields}
              />
            </DemoPanel>
            <DemoPanel
              id="demo-project-assessment-heading"
              title="Details dialog: Assessment"
            >
              <DemoTextFields
                form={form}
                values={project}
                fields={projectAssessmentFields}
              />
            </DemoPanel>
            <DemoPanel
              id="demo-project-proposal-heading"
              title="Details dialog: Proposal"
            >
              <DemoTextFields
                form={form}
                values={project}
                fields={projectProposalFields}
              />
              <div className="grid items-end gap-x-4 sm:grid-cols-2">
                <DemoTextField
                  form={form}
                  name="proposalBudget"
                  label="Proposal budget"
                  hint="e.g. TBD."
                  value={project.proposalBudget}
                  maxLength={60}
                />
              </div>
              <DemoTextField
                form={form}
                name="budgetNote"
                label="Budget note"
                rows={3}
                value={project.budgetNote}
                maxLength={600}
              />
            </DemoPanel>
          </>
        )}
      </DemoForm>
    </div>
  );
}
