import { FolderKanban } from "lucide-react";
import { ProjectCards } from "~/components/portal/project-cards";
import { EmptyState, LoadError, Pagination } from "~/components/ui/page-states";
import { PORTAL_HEADERS } from "~/server/portal/dashboard-frame.server";
import { projectsTabLoader } from "~/server/portal/projects-tab.handler.server";
import type { Route } from "./+types/projects-tab";

export const loader = (args: Route.LoaderArgs) => projectsTabLoader(args);

export const headers: Route.HeadersFunction = () => PORTAL_HEADERS;

export default function ProjectsTab({ loaderData }: Route.ComponentProps) {
  const { items, pageInfo, loadError } = loaderData;
  return (
    <section aria-labelledby="projects-heading" className="grid gap-4">
      <h2 id="projects-heading" className="text-xl font-semibold text-ink-900">
        Projects
      </h2>
      {loadError ? (
        <LoadError message={loadError} retryTo="/dashboard" />
      ) : items.length === 0 ? (
        <EmptyState Icon={FolderKanban} message="No projects available yet.">
          When we start work with your organisation, each project appears here
          with its updates and documents.
        </EmptyState>
      ) : (
        <>
          <ProjectCards projects={items} />
          {pageInfo ? (
            <Pagination
              info={pageInfo}
              basePath="/dashboard"
              label="Projects pages"
            />
          ) : null}
        </>
      )}
    </section>
  );
}
