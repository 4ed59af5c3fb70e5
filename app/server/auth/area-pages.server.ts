import { data } from "react-router";
import { takeFlashToast } from "../http/flash-toast.server";
import { signedInView } from "./current-user.server";
import { requireAdmin } from "./guards.server";

/** /lead_admin: the staff console's door (issue 11 fills the room). */
export async function leadAdminLoader({ request }: { request: Request }) {
  const signedIn = await requireAdmin(request);
  const { toast, headers } = await takeFlashToast(request);
  return data({ user: signedInView(signedIn), toast }, { headers });
}
