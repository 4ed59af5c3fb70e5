import { data } from "react-router";
import { getDb } from "../services.server";
import { DEMO_HEADERS, requireDemoAccess } from "./demo-access.server";
import { loadDemoProfile } from "./demo-content.server";
import type { Route } from "../../routes/sales-demo/+types/profile-tab";

/** /allied (Profile): the company and its key contacts; null while locked (the layout draws the gate). */
export async function profileTabLoader({ request }: Route.LoaderArgs) {
  const access = await requireDemoAccess(request, { gateHere: true });
  const profile = access ? await loadDemoProfile(getDb(), access.client) : null;
  return data({ profile }, { headers: DEMO_HEADERS });
}
