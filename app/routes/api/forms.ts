import { formsAction, formsLoader } from "~/server/api/forms.handler.server";
import type { Route } from "./+types/forms";

/**
 * POST /api/forms/:form — the enhanced public forms' submissions, answered in JSON
 * (app/server/api/forms.handler.server.ts). A resource route: it renders nothing.
 */
export const action = (args: Route.ActionArgs) => formsAction(args);
export const loader = (args: Route.LoaderArgs) => formsLoader(args);
