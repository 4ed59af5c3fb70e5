import { data } from "react-router";
import { conversationListParamsOf } from "~/domain/console/conversations";
import type { Route } from "../../routes/console/+types/conversations-tab";
import { CONSOLE_HEADERS } from "./console-frame.server";
import { requireStaff } from "./console-guard.server";
import { unsafeListConversations } from "./conversations-queries.server";

/** /lead_admin/conversations: one page of the chat's conversations for the filter in the URL. */
export async function conversationsTabLoader({
  request,
  context,
}: Route.LoaderArgs) {
  const { scope } = await requireStaff(request, context);
  const params = conversationListParamsOf(new URL(request.url).searchParams);
  return data(await unsafeListConversations(scope, params), {
    headers: CONSOLE_HEADERS,
  });
}
