import {
  signOutAction,
  signOutLoader,
} from "~/server/account/sign-out.handler.server";
import type { Route } from "./+types/sign-out";

/** POST ends the session; a GET changes nothing (a link must never sign anyone out). */
export const action = (args: Route.ActionArgs) => signOutAction(args);
export const loader = (args: Route.LoaderArgs) => signOutLoader(args);
