import { FolderKanban } from "lucide-react";
import { FormattedMessage, useIntl } from "react-intl";
import { ProjectCards } from "~/components/portal/project-cards";
import { PortalList } from "~/components/portal/portal-list";
import { PORTAL_HEADERS } from "~/server/portal/dashboard-frame.server";
import { projectsTabLoader } from "~/server/portal/projects-tab.handler.server";
import type { Route } from "./+types/projects-tab";

export const loader = (args: Route.LoaderArgs) => projectsTabLoader(args);

export const headers: Route.HeadersFunction = () => PORTAL_HEADERS;

export default function ProjectsTab({ loaderData }: Route.ComponentProps) {
  const { items, pageInfo, loadError } = loaderData;
  const intl = useIntl();
  return (
    <section aria-labelledby="projects-heading" className="grid gap-4">
      <h2 id="projects-heading" className="text-xl font-semibold text-ink-900">
        <FormattedMessage
          id="portal.projectsHeading"
          defaultMessage="Projects"
        />
      </h2>
      <PortalList
        basePath="/dashboard"
        loadErrorMessage={
          loadError
            ? intl.formatMessage({
                id: "portal.projectsLoadError",
                defaultMessage: "Error loading projects. Please try again.",
              })
            : null
        }
        isEmpty={items.length === 0}
        emptyIcon={FolderKanban}
        emptyMessage={intl.formatMessage({
          id: "portal.projectsEmpty",
          defaultMessage: "No projects available yet.",
        })}
        emptyBody={
          <FormattedMessage
            id="portal.projectsEmptyBody"
            defaultMessage="When we start work with your organisation, each project appears here with its updates and documents."
          />
        }
        pageInfo={pageInfo}
        pagesLabel={intl.formatMessage({
          id: "portal.projectsPages",
          defaultMessage: "Projects pages",
        })}
      >
        <ProjectCards projects={items} />
      </PortalList>
    </section>
  );
}
