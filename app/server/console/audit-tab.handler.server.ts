import { data } from "react-router";
import { auditFiltersOf } from "~/domain/console/audit-log";
import { CONSOLE_HEADERS } from "./console-frame.server";
import { requireStaff } from "./console-guard.server";
import { unsafeListAuditLog } from "./unsafe-audit-log.server";
import type { Route } from "../../routes/console/+types/audit-tab";

/** /lead_admin/audit: the log, filtered by its query string. Read-only: there is no action. */
export async function auditTabLoader({ request, context }: Route.LoaderArgs) {
  const { scope } = await requireStaff(request, context);
  const filters = auditFiltersOf(new URL(request.url).searchParams);
  return data(await unsafeListAuditLog(scope, filters), {
    headers: CONSOLE_HEADERS,
  });
}
