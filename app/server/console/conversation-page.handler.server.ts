import { data } from "react-router";
import type { Route } from "../../routes/console/+types/conversation-page";
import { isUuid, notFound } from "../http/not-found-response.server";
import { CONSOLE_HEADERS } from "./console-frame.server";
import { requireStaff } from "./console-guard.server";
import { unsafeGetConversationTranscript } from "./conversations-queries.server";

/** /lead_admin/conversations/:conversationId: the transcript; a foreign or malformed id is 404. */
export async function conversationPageLoader({
  request,
  context,
  params,
}: Route.LoaderArgs) {
  const { scope } = await requireStaff(request, context);
  if (!isUuid(params.conversationId)) throw notFound();
  const transcript = await unsafeGetConversationTranscript(
    scope,
    params.conversationId,
  );
  if (!transcript) throw notFound();
  return data({ transcript }, { headers: CONSOLE_HEADERS });
}
