import { data } from "react-router";
import type { Route } from "../../routes/console/+types/console-layout";
import { signedInView } from "../auth/current-user.server";
import { takeFlashToast } from "../http/flash-toast.server";
import { stoppedIntegrations } from "../integrations/integration-banner.server";
import { getAppServices } from "../services.server";
import { CONSOLE_HEADERS } from "./console-frame.server";
import { requireContentStaff } from "./console-guard.server";

/**
 * /lead_admin's layout: who is signed in, their role (which tabs they see), the page's
 * one-time toast (e.g. after a save) and, for admins, the integrations the site stopped
 * sending to. It admits editors as well as admins, for the content studio's pages; each
 * page's own guard decides who gets that page (docs/console.md).
 */
export async function consoleLayoutLoader({ request }: Route.LoaderArgs) {
  const { signedIn } = await requireContentStaff(request);
  const role = signedIn.profile.role;
  const [{ toast, headers }, stopped] = await Promise.all([
    takeFlashToast(request),
    // Integrations are admins' to fix: an editor's pages skip the query.
    role === "admin"
      ? stoppedIntegrations(getAppServices().database.db)
      : Promise.resolve([]),
  ]);
  headers.set("Cache-Control", CONSOLE_HEADERS["Cache-Control"]);
  return data(
    {
      user: signedInView(signedIn),
      role,
      toast,
      stoppedIntegrations: stopped.map((integration) => ({
        id: integration.id,
        label: integration.label,
        reason: integration.reason,
        disabledAt: integration.disabledAt.toISOString(),
      })),
    },
    { headers },
  );
}
