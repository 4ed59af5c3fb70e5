import { newsletterExportLoader } from "~/server/console/newsletter-export.handler.server";
import type { Route } from "./+types/newsletter-export";

// A resource route: the confirmed subscribers as CSV, streamed (admins only: docs/decisions/060).
export const loader = (args: Route.LoaderArgs) => newsletterExportLoader(args);
