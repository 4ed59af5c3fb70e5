import {
  ClipboardList,
  FileText,
  type LucideIcon,
  SearchCheck,
} from "lucide-react";
import type { DemoProjectView } from "~/domain/sales-demo/demo-content";
import {
  DEMO_PROJECT_TABS,
  demoProjectPath,
  demoProjectTabLabel,
  type DemoProjectTab,
} from "~/domain/sales-demo/demo-project-tabs";
import { Button } from "../ui/button";
import { ButtonLink } from "../ui/button-link";
import { Dialog, DialogContent, DialogTrigger } from "../ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../ui/tabs";
import { useHydrated } from "../ui/use-hydrated";
import { ProjectDetailsSection } from "./project-details-sections";

export const projectTabIcons: Record<DemoProjectTab, LucideIcon> = {
  overview: ClipboardList,
  assessment: SearchCheck,
  proposal: FileText,
};

/**
 * "View details". Without JavaScript it is a link to the project's page, which shows the same
 * three sections as link tabs; once hydrated it opens a dialog titled with the project's name,
 * its sections in Radix tabs. Link and button share one look, so nothing moves on hydration.
 * The name is in the accessible label because every card has a "View details".
 */
export function ProjectDetailsButton({
  project,
}: {
  project: DemoProjectView;
}) {
  const hydrated = useHydrated();
  const label = (
    <>
      View details<span className="sr-only"> of {project.name}</span>
    </>
  );
  if (!hydrated) {
    return (
      <ButtonLink
        to={demoProjectPath(project.id)}
        variant="secondary"
        className="w-full sm:w-auto"
      >
        {label}
      </ButtonLink>
    );
  }
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="secondary" className="w-full sm:w-auto">
          {label}
        </Button>
      </DialogTrigger>
      {/* Wider than the kit's default for three tabs of prose; a little less padding on a phone. */}
      <DialogContent
        title={project.name}
        description={project.summary}
        className="max-sm:p-4 sm:max-w-2xl"
      >
        <Tabs defaultValue="overview">
          {/* Stacked on a phone: "Assessment" does not fit a third of a 320 px dialog. */}
          <TabsList
            aria-label="Project details"
            className="max-sm:grid-flow-row"
          >
            {DEMO_PROJECT_TABS.map((tab) => {
              const Icon = projectTabIcons[tab];
              return (
                <TabsTrigger key={tab} value={tab} className="gap-2">
                  <Icon aria-hidden="true" className="size-4" />
                  {demoProjectTabLabel[tab]}
                </TabsTrigger>
              );
            })}
          </TabsList>
          {DEMO_PROJECT_TABS.map((tab) => (
            <TabsContent key={tab} value={tab}>
              <ProjectDetailsSection project={project} tab={tab} />
            </TabsContent>
          ))}
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
