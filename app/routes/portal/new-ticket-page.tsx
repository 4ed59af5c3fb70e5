// Being built on a branch of issue 10; replaced before it lands.
import { requireTenantPage } from "~/server/portal/tenant-scope.server";
import type { Route } from "./+types/new-ticket-page";

export const loader = async ({ request }: Route.LoaderArgs) => {
  await requireTenantPage(request);
  throw new Response("Not Found", { status: 404 });
};

export default function Pending() {
  return null;
}
