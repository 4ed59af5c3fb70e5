import { data } from "react-router";
import {
  parsePrivacyQueueParams,
  type PrivacyQueueData,
} from "~/domain/privacy/privacy-queue";
import type { Route } from "../../routes/privacy/+types/privacy-queue";
import { CONSOLE_HEADERS } from "../console/console-frame.server";
import { requireStaff } from "../console/console-guard.server";
import {
  unsafeCountOverdue,
  unsafeListPrivacyRequests,
} from "./unsafe-privacy-requests.server";

/** /lead_admin/privacy (admins): people's privacy requests and the law's clock (decision 072). */
export async function privacyQueueLoader({
  request,
  context,
}: Route.LoaderArgs) {
  const { scope } = await requireStaff(request, context);
  const params = parsePrivacyQueueParams(new URL(request.url).searchParams);
  const now = new Date();
  const [list, overdue] = await Promise.all([
    unsafeListPrivacyRequests(scope, params, now),
    unsafeCountOverdue(scope, now),
  ]);
  const body: PrivacyQueueData = {
    ...list,
    params: { ...params, page: list.page },
    overdue,
  };
  return data(body, { headers: CONSOLE_HEADERS });
}
