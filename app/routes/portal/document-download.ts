import { documentDownloadLoader } from "~/server/portal/document-download.server";
import type { Route } from "./+types/document-download";

// A resource route: the document's bytes, re-authorized on every request (GET and HEAD).
export const loader = ({ request, params }: Route.LoaderArgs) =>
  documentDownloadLoader({ request, params });
