import type { BodyPolicy } from "../http/body-limits.server";
import { documentUploadBodyPolicy } from "../client-work/document-upload-body-policy.server";

/** The console's upload for a client (/lead_admin/clients/:clientId/upload) and its data URL. */
const STAFF_UPLOAD_PAGE = /^\/lead_admin\/clients\/[^/]+\/upload$/;

/** Staff upload for a client from its workspace: the portal's one-document policy; requireStaff guards the route. */
export function clientUploadBodyPolicy(path: string): BodyPolicy | null {
  return STAFF_UPLOAD_PAGE.test(path) ? documentUploadBodyPolicy : null;
}
