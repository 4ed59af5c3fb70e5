import { data } from "react-router";
import type { Route } from "../../routes/portal/+types/projects-tab";
import { logRecoveredFailure } from "../log-failure.server";
import { pageOf } from "../http/pagination.server";
import { listProjects } from "./projects.server";
import { PORTAL_HEADERS } from "./dashboard-frame.server";
import { requireTenantPage } from "./tenant-scope.server";

export const projectsLoadError = "Error loading projects. Please try again.";

/** /dashboard: the Projects tab. A failed read shows the spec's message in the tab, not an error page. */
export async function projectsTabLoader({ request }: Route.LoaderArgs) {
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
