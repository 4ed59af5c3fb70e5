import { leadsExportLoader } from "~/server/console/leads-export.handler.server";
import type { Route } from "./+types/leads-export";

// A resource route: the Leads tab's current filter as CSV, every page, streamed (staff only).
export const loader = (args: Route.LoaderArgs) => leadsExportLoader(args);
