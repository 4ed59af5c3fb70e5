import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { renderRoute } from "../../../tests/support/render-route";
import type { DemoProjectView } from "~/domain/sales-demo/demo-content";
import type { DemoProjectTab } from "~/domain/sales-demo/demo-project-tabs";
import { ProjectDetailsButton } from "./project-details-dialog";
import { ProjectDetailsSection } from "./project-details-sections";

const project: DemoProjectView = {
  id: "6f1c2a9e-0b7d-4c55-9a1e-3d2f8b7c6a10",
  name: "Harbour Gate Appointments",
  stage: "Assessment",
  summary: "Truck appointment slots shared by the terminals and the hauliers.",
  progress: 62,
  timeline: "16+ weeks",
  budget: "TBD",
  overview: {
    objective:
      "Cut gate queues at peak hours by booking every truck into a slot.",
    scope: ["Slot booking for hauliers"],
    milestones: [{ label: "Pilot at Terminal 2", when: "March 2027" }],
  },
  assessment: {
    summary: "We timed 1,800 gate visits over two weeks.",
    duration: "3 to 4 weeks",
    findings: ["Queues peak between 06:00 and 08:00."],
    recommendations: ["Release slots 48 hours ahead."],
  },
  proposal: {
    summary: "Two releases, terminal by terminal.",
    phases: [
      {
        name: "Slot engine",
        duration: "16+ weeks",
        outcome: "Booking live at two terminals.",
      },
    ],
    budget: "TBD",
    budgetNote:
      "Set once the number of terminals in the first release is agreed.",
  },
};

// The server's render, which is also what a browser without JavaScript keeps.
function renderButton(): string {
  return renderRoute(() => <ProjectDetailsButton project={project} />, {
    path: "/allied/projects",
  });
}

describe("ProjectDetailsButton before hydration", () => {
  it("is a link to the project's page, named with the project so two cards differ", () => {
    const html = renderButton();
    expect(html).toContain(`href="/allied/projects/${project.id}"`);
    expect(html).toContain(
      `View details<span class="sr-only"> of ${project.name}</span>`,
    );
    expect(html).not.toContain("<button");
  });
});

describe("ProjectDetailsSection", () => {
  const render = (tab: DemoProjectTab) =>
    renderToStaticMarkup(<ProjectDetailsSection project={project} tab={tab} />);

  it("Overview holds the objective, scope, milestones, stage, timeline, budget and progress", () => {
    const html = render("overview");
    for (const text of [
      "Cut gate queues",
      "Slot booking for hauliers",
      "Pilot at Terminal 2",
      "March 2027",
      "Assessment",
      "16+ weeks",
      "TBD",
      "62% complete",
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain('data-tone="yellow"');
    expect(html).not.toContain("Queues peak");
  });

  it("Assessment holds the summary, duration, findings and recommendations, and nothing of the others", () => {
    const html = render("assessment");
    for (const text of [
      "1,800 gate visits",
      "3 to 4 weeks",
      "Queues peak",
      "Release slots 48 hours ahead.",
    ])
      expect(html).toContain(text);
    expect(html).not.toContain("Cut gate queues");
    expect(html).not.toContain("Slot engine");
  });

  it("Proposal holds the phases with their durations and the budget with its note", () => {
    const html = render("proposal");
    for (const text of [
      "Two releases",
      "Slot engine",
      "16+ weeks",
      "Booking live at two terminals.",
      "TBD",
      "Set once the number of terminals",
    ]) {
      expect(html).toContain(text);
    }
    expect(html).not.toContain("Queues peak");
  });
});
