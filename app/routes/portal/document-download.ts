import { documentDownloadLoader } from "~/server/portal/document-download.handler.server";
import type { Route } from "./+types/document-download";

// A resource route: the document's bytes, re-authorized on every request (GET and HEAD).
export const loader = (args: Route.LoaderArgs) => documentDownloadLoader(args);
