import { clientDocumentDownloadLoader } from "~/server/console/client-document-download.handler.server";
import type { Route } from "./+types/client-document-download";

// A resource route: a client's document for staff, re-authorized on every request.
export const loader = (args: Route.LoaderArgs) =>
  clientDocumentDownloadLoader(args);
