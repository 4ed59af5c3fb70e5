import { lastUpdated } from "~/content/legal/legal-document";
import { localeFromPath } from "~/i18n/locale";
import type { Route } from "../../routes/legal/+types/privacy";

// Not prerendered: 'Last updated' is today's date, so the page is rendered per
// request, and like every server-rendered page it is not cached (entry.server.tsx). The date
// is written in the page's language (/fr/... is French).
export function privacyLoader({ request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  return { lastUpdated: lastUpdated(new Date(), locale) };
}
