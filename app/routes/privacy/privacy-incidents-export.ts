import { privacyIncidentsExportLoader } from "~/server/privacy/privacy-incidents-export.handler.server";
import type { Route } from "./+types/privacy-incidents-export";

// A resource route: the whole incident register as CSV (admins only).
export const loader = (args: Route.LoaderArgs) =>
  privacyIncidentsExportLoader(args);
