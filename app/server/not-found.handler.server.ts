import { data } from "react-router";
import type { Route } from "../routes/+types/not-found";
import { logNotFound } from "./not-found.server";
import { templateScope } from "./page-templates/template-scope.server";

/** Every path no other route matches: 404, and the path logged (not-found.server.ts). */
export function notFoundLoader({ request, context }: Route.LoaderArgs) {
  // A page template of the 404 is no visitor's request: the front door logs each one it serves.
  if (!templateScope()) logNotFound(request, context);
  return data(null, { status: 404 });
}
