import type { PortalFrame } from "~/domain/client-work/client-work-views";
import type { TenantScope } from "./tenant-scope.server";

/** Every portal answer is private to one person: never stored by a browser or a proxy. */
export const PORTAL_HEADERS = { "Cache-Control": "no-store" } as const;

export function portalFrame(scope: TenantScope): PortalFrame {
  return {
    clientLabel: scope.clientLabel,
    role: scope.role,
    canManageTeam: scope.role === "client_admin",
  };
}
