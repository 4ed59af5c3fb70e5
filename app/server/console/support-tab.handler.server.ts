import { data } from "react-router";
import { supportQueueFiltersOf } from "~/domain/console/support-queue";
import { CONSOLE_HEADERS } from "./console-frame.server";
import { requireStaff } from "./console-guard.server";
import { unsafeListSupportQueue } from "./unsafe-support-queue.server";
import type { Route } from "../../routes/console/+types/support-tab";

/** /lead_admin/support: the queue, filtered by its query string (GET: nothing changes). */
export async function supportTabLoader({ request, context }: Route.LoaderArgs) {
  const { scope } = await requireStaff(request, context);
  const filters = supportQueueFiltersOf(new URL(request.url).searchParams);
  return data(await unsafeListSupportQueue(scope, filters), {
    headers: CONSOLE_HEADERS,
  });
}
