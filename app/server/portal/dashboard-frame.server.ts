import { data } from "react-router";
import type { PortalFrame } from "~/domain/client-work/client-work-views";
import { signedInView } from "../auth/current-user.server";
import { takeFlashToast } from "../http/flash-toast.server";
import { requireTenantPage, type TenantScope } from "./tenant-scope.server";

/** Every portal answer is private to one person: never stored by a browser or a proxy. */
export const PORTAL_HEADERS = { "Cache-Control": "no-store" } as const;

export function portalFrame(scope: TenantScope): PortalFrame {
  return {
    clientLabel: scope.clientLabel,
    role: scope.role,
    canManageTeam: scope.role === "client_admin",
  };
}

/** /dashboard's layout: who is signed in, for which client, and the page's one-time toast. */
export async function dashboardFrameLoader({ request }: { request: Request }) {
  const { signedIn, scope } = await requireTenantPage(request);
  const { toast, headers } = await takeFlashToast(request);
  headers.set("Cache-Control", PORTAL_HEADERS["Cache-Control"]);
  return data(
    { user: signedInView(signedIn), frame: portalFrame(scope), toast },
    { headers },
  );
}
