import { DEMO_HEADERS, requireDemoAccess } from "~/server/demo/demo-access.server";
import type { Route } from "./+types/project-page";

// Built by the issue 13 helpers (see /work/briefs); the guard is the part that must not change.
export async function loader({ request }: Route.LoaderArgs) {
  await requireDemoAccess(request);
  return null;
}

export const headers: Route.HeadersFunction = () => DEMO_HEADERS;

export default function Page() {
  return null;
}
