import { staffDocumentDownloadLoader } from "~/server/console/staff-document-download.server";
import type { Route } from "./+types/client-document-download";

// A resource route: a client's document for staff, re-authorized on every request.
export const loader = ({ request, params }: Route.LoaderArgs) =>
  staffDocumentDownloadLoader({ request, params });
