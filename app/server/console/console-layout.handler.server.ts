import { data } from "react-router";
import type { Route } from "../../routes/console/+types/console-layout";
import { signedInView } from "../auth/current-user.server";
import { takeFlashToast } from "../http/flash-toast.server";
import { CONSOLE_HEADERS } from "./console-frame.server";
import { requireStaff } from "./console-guard.server";

/** /lead_admin's layout: who is signed in, and the page's one-time toast (e.g. after a save). */
export async function consoleLayoutLoader({ request }: Route.LoaderArgs) {
  const { signedIn } = await requireStaff(request);
  const { toast, headers } = await takeFlashToast(request);
  headers.set("Cache-Control", CONSOLE_HEADERS["Cache-Control"]);
  return data({ user: signedInView(signedIn), toast }, { headers });
}
