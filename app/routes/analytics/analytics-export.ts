import { analyticsExportLoader } from "~/server/analytics/analytics-export.handler.server";
import type { Route } from "./+types/analytics-export";

// A resource route: the Analytics tab's period as CSV (admins and editors).
export const loader = (args: Route.LoaderArgs) => analyticsExportLoader(args);
