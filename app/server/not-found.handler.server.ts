import { data } from "react-router";
import type { Route } from "../routes/+types/not-found";
import { logNotFound } from "./not-found.server";

/** Every path no other route matches: 404, and the path logged (not-found.server.ts). */
export function notFoundLoader({ request }: Route.LoaderArgs) {
  logNotFound(request);
  return data(null, { status: 404 });
}
