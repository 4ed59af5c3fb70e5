import { notFound } from "~/server/http/not-found-response.server";
import { requireDemoAccess } from "~/server/demo/demo-access.server";
import type { Route } from "./+types/invoice-pdf";

// Built by the issue 13 helpers (see /work/briefs).
export async function loader({ request }: Route.LoaderArgs) {
  await requireDemoAccess(request);
  throw notFound();
}
