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
  DemoFieldGroups,
  type DemoFieldGroup,
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

/** The project form's panels: its card, then the three tabs of its details dialog. */
function projectPanels(projectName: string): {
  id: string;
  title: string;
  groups: readonly DemoFieldGroup[];
}[] {
  return [
    {
      id: "demo-project-card-heading",
      title: `${projectName}: the project card`,
      groups: [
        { fields: projectCardFields, columns: 2 },
        {
          fields: [
            { name: "summary", label: "Summary", rows: 3, maxLength: 1000 },
          ],
        },
      ],
    },
    {
      id: "demo-project-overview-heading",
      title: "Details dialog: Overview",
      groups: [{ fields: projectOverviewFields }],
    },
    {
      id: "demo-project-assessment-heading",
      title: "Details dialog: Assessment",
      groups: [{ fields: projectAssessmentFields }],
    },
    {
      id: "demo-project-proposal-heading",
      title: "Details dialog: Proposal",
      groups: [
        { fields: projectProposalFields },
        {
          fields: [
            {
              name: "proposalBudget",
              label: "Proposal budget",
              hint: "e.g. TBD.",
              maxLength: 60,
            },
          ],
          columns: 2,
        },
        {
          fields: [
            {
              name: "budgetNote",
              label: "Budget note",
              rows: 3,
              maxLength: 600,
            },
          ],
        },
      ],
    },
  ];
}

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
        {(form) =>
          projectPanels(project.name).map((panel) => (
            <DemoPanel key={panel.id} id={panel.id} title={panel.title}>
              <DemoFieldGroups
                form={form}
                values={project}
                groups={panel.groups}
              />
            </DemoPanel>
          ))
        }
      </DemoForm>
    </div>
  );
}
