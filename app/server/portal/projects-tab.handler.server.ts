import { data } from "react-router";
import { logRecoveredFailure } from "../log-failure.server";
import { listDocuments } from "./documents.server";
import { pageOf } from "../http/pagination.server";
import { getProject, listProjects } from "./projects.server";
import { PORTAL_HEADERS } from "./dashboard-frame.server";
import {
  notFound,
  requireTenantPage,
  requireTenantResource,
} from "./tenant-scope.server";

export const projectsLoadError = "Error loading projects. Please try again.";

/** /dashboard: the Projects tab. A failed read shows the spec's message in the tab, not an error page. */
export async function projectsTabLoader({ request }: { request: Request }) {
  const { scope } = await requireTenantPage(request);
  try {
    const projects = await listProjects(scope, { page: pageOf(request) });
    return data({ ...projects, loadError: null }, { headers: PORTAL_HEADERS });
  } catch (error) {
    // Logged with the stack for us; the reader sees the spec's sentence and a way to retry.
    logRecoveredFailure(error, "projects could not be listed");
    return data(
      { items: [], pageInfo: null, loadError: projectsLoadError },
      { headers: PORTAL_HEADERS },
    );
  }
}

/** /dashboard/projects/:projectId: the project, its timeline and its documents; 404 unless it is the caller's. */
export async function projectPageLoader({
  request,
  params,
}: {
  request: Request;
  params: { projectId?: string };
}) {
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
