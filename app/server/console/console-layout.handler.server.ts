import { data } from "react-router";
import type { Route } from "../../routes/console/+types/console-layout";
import { signedInView } from "../auth/current-user.server";
import { takeFlashToast } from "../http/flash-toast.server";
import { CONSOLE_HEADERS } from "./console-frame.server";
import { requireContentStaff } from "./console-guard.server";

/**
 * /lead_admin's layout: who is signed in, their role (which tabs they see) and the page's
 * one-time toast (e.g. after a save). It admits editors as well as admins, for the content
 * studio's pages; each page's own guard decides who gets that page (docs/console.md).
 */
export async function consoleLayoutLoader({ request }: Route.LoaderArgs) {
  const { signedIn } = await requireContentStaff(request);
  const { toast, headers } = await takeFlashToast(request);
  headers.set("Cache-Control", CONSOLE_HEADERS["Cache-Control"]);
  return data(
    { user: signedInView(signedIn), role: signedIn.profile.role, toast },
    { headers },
  );
}
