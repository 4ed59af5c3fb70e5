import type { Route } from "./+types/privacy-export-file";
import { privacyExportFileLoader } from "~/server/privacy/privacy-export-file.handler.server";

// A person's export zip, for the ticket its code step issued (decision 072).
export const loader = (args: Route.LoaderArgs) => privacyExportFileLoader(args);
