import {
  newsletterAction,
  newsletterLoader,
} from "~/server/api/newsletter.handler.server";
import type { Route } from "./+types/newsletter";

export const loader = (args: Route.LoaderArgs) => newsletterLoader(args);
export const action = (args: Route.ActionArgs) => newsletterAction(args);
