import {
  lockAction,
  lockLoader,
} from "~/server/sales-demo/lock.handler.server";
import type { Route } from "./+types/lock";

/** POST /allied/lock closes the demo's gate for this browser; a GET changes nothing. */
export const action = (args: Route.ActionArgs) => lockAction(args);
export const loader = (args: Route.LoaderArgs) => lockLoader(args);
