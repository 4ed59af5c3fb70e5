import { data } from "react-router";
import { requireStaff } from "~/server/staff/console-guard.server";
import type { Route } from "./+types/overview-tab";

// Foundation scaffold, replaced by helper D before issue 11 lands.
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  return data({}, { headers: { "Cache-Control": "no-store" } });
}

export default function Placeholder() {
  return <h2 className="text-2xl font-bold text-ink-900">Overview</h2>;
}
