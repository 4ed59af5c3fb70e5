import { lastUpdated } from "~/content/legal/legal-document";
import type { Route } from "../../routes/legal/+types/privacy";

// Not prerendered: 'Last updated' is today's date, so the page is rendered per
// request, and like every server-rendered page it is not cached (entry.server.tsx).
export function privacyLoader(_args: Route.LoaderArgs) {
  return { lastUpdated: lastUpdated() };
}
