import { data } from "react-router";
import type { Route } from "../../routes/portal/+types/dashboard-layout";
import { signedInView } from "../auth/current-user.server";
import { takeFlashToast } from "../http/flash-toast.server";
import { PORTAL_HEADERS, portalFrame } from "./dashboard-frame.server";
import { requireTenantPage } from "./tenant-scope.server";

/** /dashboard's layout: who is signed in, for which client, and the page's one-time toast. */
export async function dashboardLayoutLoader({ request }: Route.LoaderArgs) {
  const { signedIn, scope } = await requireTenantPage(request);
  const { toast, headers } = await takeFlashToast(request);
  headers.set("Cache-Control", PORTAL_HEADERS["Cache-Control"]);
  return data(
    { user: signedInView(signedIn), frame: portalFrame(scope), toast },
    { headers },
  );
}
