import { data } from "react-router";
import type { Route } from "../../routes/portal/+types/project-page";
import { pageOf } from "../http/pagination.server";
import { PORTAL_HEADERS } from "./dashboard-frame.server";
import { listDocuments } from "./documents.server";
import { getProject } from "./projects.server";
import { notFound, requireTenantResource } from "./tenant-scope.server";

/** /dashboard/projects/:projectId: the project, its timeline and its documents; 404 unless it is the caller's. */
export async function projectPageLoader({ request, params }: Route.LoaderArgs) {
  const { scope } = await requireTenantResource(request);
  const project = await getProject(scope, params.projectId ?? "", {
    page: pageOf(request),
  });
  if (!project) throw notFound();
  // The project's latest documents; every document, this project's included, is in the Documents tab.
  const projectDocuments = await listDocuments(scope, {
    projectId: project.id,
    page: 1,
  });
  return data(
    {
      project,
      documents: projectDocuments.items,
      documentCount: projectDocuments.pageInfo.total,
    },
    { headers: PORTAL_HEADERS },
  );
}
