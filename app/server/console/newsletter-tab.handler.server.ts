import { data } from "react-router";
import {
  parseSubscriberListParams,
  subscriberSortDirection,
  type NewsletterTabData,
} from "~/domain/console/newsletter-list";
import type { Route } from "../../routes/console/+types/newsletter-tab";
import { CONSOLE_HEADERS } from "./console-frame.server";
import { requireContentStaff } from "./console-guard.server";
import {
  unsafeCountBlockedDomains,
  unsafeListSubscribers,
  unsafeNewsletterCounts,
  unsafeNewsletterGrowth,
} from "./unsafe-newsletter-list.server";

/**
 * /lead_admin/newsletter (admins and editors): counts by status, the last 12 weeks' growth,
 * and one page of subscribers for the search and filters in the URL (a GET form, so it works
 * without JavaScript).
 */
export async function newsletterTabLoader({
  request,
  context,
}: Route.LoaderArgs) {
  const { signedIn, scope } = await requireContentStaff(request, context);
  const params = parseSubscriberListParams(new URL(request.url).searchParams);
  const [counts, growth, list, blockedDomains] = await Promise.all([
    unsafeNewsletterCounts(scope),
    unsafeNewsletterGrowth(scope),
    unsafeListSubscribers(scope, params),
    unsafeCountBlockedDomains(scope),
  ]);
  const body: NewsletterTabData = {
    params: {
      ...params,
      page: list.page,
      dir: subscriberSortDirection(params),
    },
    counts,
    growth,
    items: list.items,
    total: list.total,
    page: list.page,
    pageSize: list.pageSize,
    pageCount: list.pageCount,
    blockedDomains,
    canExport: signedIn.profile.role === "admin",
  };
  return data(body, { headers: CONSOLE_HEADERS });
}
