import { funnelBeaconAction } from "~/server/analytics/funnel-beacon.handler.server";
import type { Route } from "./+types/funnel-beacon";

export const action = (args: Route.ActionArgs) => funnelBeaconAction(args);
