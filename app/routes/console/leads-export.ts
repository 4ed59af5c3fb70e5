import { leadsExportLoader } from "~/server/console/lead-export.server";
import type { Route } from "./+types/leads-export";

// A resource route: the Leads tab's current filter as CSV, every page, streamed (staff only).
export const loader = ({ request, context }: Route.LoaderArgs) =>
  leadsExportLoader({ request, context });
