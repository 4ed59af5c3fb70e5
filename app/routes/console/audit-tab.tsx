import { AuditLogView } from "~/components/console/audit-log-view";
import { consolePageMeta } from "~/content/console-page-meta";
import { CONSOLE_HEADERS } from "~/server/console/console-frame.server";
import { auditTabLoader } from "~/server/console/audit-tab.handler.server";
import type { Route } from "./+types/audit-tab";

// Read-only by design: no action, so nothing in the console can edit or delete an entry.
export const loader = (args: Route.LoaderArgs) => auditTabLoader(args);

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;

export const meta: Route.MetaFunction = () => consolePageMeta("Audit log");

export default function AuditTabRoute({ loaderData }: Route.ComponentProps) {
  return <AuditLogView data={loaderData} />;
}
