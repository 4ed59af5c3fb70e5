import { verifyEmailLoader } from "~/server/auth/verify-email.handler.server";
import type { Route } from "./+types/verify-email";

/** The link in the verification e-mail: always answers with a redirect (and a toast). */
export const loader = (args: Route.LoaderArgs) => verifyEmailLoader(args);
