import { data } from "react-router";
import { getDb } from "../services.server";
import { DEMO_HEADERS, requireDemoAccess } from "./demo-access.server";
import { listDemoProjects } from "./demo-content.server";
import type { Route } from "../../routes/sales-demo/+types/projects-tab";

/** /allied/projects: the configured demo's projects, and nothing of any other demo's. */
export async function projectsTabLoader({ request }: Route.LoaderArgs) {
  const { client } = await requireDemoAccess(request);
  const projects = await listDemoProjects(getDb(), client.id);
  return data({ projects }, { headers: DEMO_HEADERS });
}
