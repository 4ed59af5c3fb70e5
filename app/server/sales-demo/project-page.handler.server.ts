import { data } from "react-router";
import { demoProjectTab } from "~/domain/sales-demo/demo-project-tabs";
import { isUuid, notFound } from "../http/not-found-response.server";
import { getDb } from "../services.server";
import { DEMO_HEADERS, requireDemoAccess } from "./demo-access.server";
import { findDemoProject } from "./demo-content.server";
import type { Route } from "../../routes/sales-demo/+types/project-page";

/**
 * /allied/projects/:projectId?tab=…: one project's details as a page. An id that is not a
 * UUID, or is another demo's project, is the same 404 as an unknown one; an unknown tab shows
 * Overview.
 */
export async function projectPageLoader({ request, params }: Route.LoaderArgs) {
  const { client } = await requireDemoAccess(request);
  if (!isUuid(params.projectId)) throw notFound();
  const project = await findDemoProject(getDb(), client.id, params.projectId);
  if (!project) throw notFound();
  const tab = demoProjectTab(new URL(request.url).searchParams.get("tab"));
  return data({ project, tab }, { headers: DEMO_HEADERS });
}
