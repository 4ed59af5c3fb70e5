// Being built on a branch of issue 10; replaced before it lands.
import { requireTenantResource } from "~/server/portal/tenant-scope.server";
import type { Route } from "./+types/document-download";

export const loader = async ({ request }: Route.LoaderArgs) => {
  await requireTenantResource(request);
  throw new Response("Not Found", { status: 404 });
};
