import { data } from "react-router";
import { signedInView } from "../auth/current-user.server";
import { takeFlashToast } from "../http/flash-toast.server";
import { requireStaff } from "./console-guard.server";

/** Every console answer is private to one member of staff: never stored by a browser or a proxy. */
export const CONSOLE_HEADERS = { "Cache-Control": "no-store" } as const;

/** /lead_admin's layout: who is signed in, and the page's one-time toast (e.g. after a save). */
export async function consoleFrameLoader({ request }: { request: Request }) {
  const { signedIn } = await requireStaff(request);
  const { toast, headers } = await takeFlashToast(request);
  headers.set("Cache-Control", CONSOLE_HEADERS["Cache-Control"]);
  return data({ user: signedInView(signedIn), toast }, { headers });
}
