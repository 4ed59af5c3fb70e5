import { redirect } from "react-router";
import { DEMO_HEADERS, demoOrNotFound } from "./demo-access.server";
import { lockCookie } from "./demo-gate.server";
import type { Route } from "../../routes/sales-demo/+types/lock";

/** POST /allied/lock: closes the gate for this browser. */
export async function lockAction(_args: Route.ActionArgs) {
  const { env } = await demoOrNotFound();
  const headers = new Headers(DEMO_HEADERS);
  headers.append("Set-Cookie", await lockCookie(env));
  throw redirect("/allied", { headers });
}

/** GET /allied/lock changes nothing: back to the demo (or the same 404 while it is off). */
export async function lockLoader(_args: Route.LoaderArgs) {
  await demoOrNotFound();
  throw redirect("/allied", { headers: DEMO_HEADERS });
}
