import { data } from "react-router";
import { fieldErrorsOf } from "~/domain/forms/field-errors";
import type { StaffToast } from "~/domain/forms/form-result";
import {
  endpointFormValues,
  replaySinceSchema,
  utcDateTimeLocal,
} from "~/domain/integrations/endpoint-form";
import {
  endpointPath,
  INTEGRATIONS_PATH,
} from "~/domain/integrations/endpoint-display";
import {
  parseDeliveryLogFilters,
  type EndpointActionData,
  type EndpointPageData,
} from "~/domain/integrations/endpoint-views";
import type { Route } from "../../routes/integrations/+types/integrations-endpoint";
import { accountFormOf, textField } from "../auth/account-form.server";
import {
  CONSOLE_HEADERS,
  consoleFormRefusal,
  unknownConsoleAction,
} from "../console/console-frame.server";
import { requireStaff } from "../console/console-guard.server";
import { redirectWithToast } from "../http/flash-toast.server";
import { isUuid, notFound } from "../http/not-found-response.server";
import { getAppServices } from "../services.server";
import { deliveryLogOf } from "./delivery-log.server";
import {
  currentUrlOf,
  deleteEndpoint,
  getEndpoint,
  turnOffEndpoint,
  updateEndpoint,
} from "./endpoint-admin.server";
import {
  backlogOf,
  replayFailedSince,
  turnOnEndpoint,
} from "./endpoint-deliveries.server";
import { rotateSecret, secretViewOf } from "./endpoint-secrets.server";
import { redeliver, sendTest, type SendOutcome } from "./endpoint-sends.server";
import { endpointPreview } from "./endpoint-preview.server";
import { readEndpointPost } from "./endpoint-post.server";

/**
 * /lead_admin/integrations/:endpointId (admins): one endpoint's state, settings, preview,
 * signing secret, backlog and delivery log (filtered by the page's GET form).
 */
export async function integrationsEndpointLoader({
  request,
  context,
  params,
}: Route.LoaderArgs) {
  const { scope } = await requireStaff(request, context);
  if (!isUuid(params.endpointId)) throw notFound();
  const endpoint = await getEndpoint(scope, params.endpointId);
  if (!endpoint) throw notFound();
  const { integrations } = getAppServices();
  const filters = parseDeliveryLogFilters(new URL(request.url).searchParams);
  const now = new Date();
  const [secret, backlog, preview, log] = await Promise.all([
    endpoint.kind === "webhook"
      ? secretViewOf(scope, integrations.box, endpoint.id, now)
      : null,
    endpoint.state.kind === "off"
      ? backlogOf(scope, endpoint.id)
      : { total: 0, replayable: 0 },
    endpointPreview(scope.db, endpoint, integrations.publicUrl, now),
    deliveryLogOf(scope, endpoint, filters),
  ]);
  const body: EndpointPageData = {
    endpoint: {
      id: endpoint.id,
      kind: endpoint.kind,
      urlDisplay: endpoint.urlDisplay,
      description: endpoint.description,
      eventTypes: endpoint.eventTypes,
      state: endpoint.state,
      lastSuccessAt: endpoint.lastSuccessAt,
      failingSince: endpoint.failingSince,
      pending: endpoint.pending,
      failed30d: endpoint.failed30d,
      includeSpam: endpoint.includeSpam,
      settings: endpoint.settings,
      createdAt: endpoint.createdAt,
    },
    formValues: endpointFormValues(endpoint),
    secret,
    backlog,
    preview,
    log,
    filters,
    replaySinceDefault: utcDateTimeLocal(
      new Date(now.getTime() - 24 * 3_600_000),
    ),
  };
  return data(body, { headers: CONSOLE_HEADERS });
}

function answer(body: EndpointActionData, status = 200) {
  return data(body, { status, headers: CONSOLE_HEADERS });
}

function sendAnswer(
  intent: "test" | "redeliver",
  sent: SendOutcome,
  deliveryId?: string,
) {
  if (sent.kind === "not-found") throw notFound();
  if (sent.kind !== "sent")
    return answer(
      {
        ok: false,
        intent,
        toast: {
          kind: "error",
          title: intent === "test" ? "Test not sent" : "Not sent again",
          description: sent.message,
        },
      },
      sent.kind === "refused" ? 400 : 409,
    );
  const { outcome } = sent;
  const success =
    outcome.statusCode !== null &&
    outcome.statusCode >= 200 &&
    outcome.statusCode < 300;
  return answer({
    ok: success,
    intent,
    outcome,
    deliveryId,
    toast: {
      kind: success ? "success" : "error",
      title: success
        ? intent === "test"
          ? "Test delivered"
          : "Delivered again"
        : intent === "test"
          ? "The test failed"
          : "The redelivery failed",
      description: outcome.statusCode
        ? `The receiver answered ${outcome.statusCode} in ${outcome.durationMs} ms.`
        : `${outcome.errorLabel ?? "No answer"}${outcome.errorDetail ? `: ${outcome.errorDetail}` : ""}`,
    },
  });
}

/**
 * The page's posts, each a plain form post with an `intent`: `save`, `delete`, `test`,
 * `rotate`, `turn-off`, `turn-on` (with `backlog=replay|skip`), `redeliver` (a delivery's
 * id) and `replay` (a date and time in UTC).
 */
export async function integrationsEndpointAction({
  request,
  context,
  params,
}: Route.ActionArgs) {
  const { scope } = await requireStaff(request, context);
  if (!isUuid(params.endpointId)) throw notFound();
  const id = params.endpointId;
  const endpoint = await getEndpoint(scope, id);
  if (!endpoint) throw notFound();
  const { integrations } = getAppServices();
  const form = accountFormOf(context);
  const intent = textField(form, "intent");
  const back = (toast: StaffToast) =>
    redirectWithToast(endpointPath(id), toast, CONSOLE_HEADERS);

  switch (intent) {
    case "save": {
      const post = await readEndpointPost(form, {
        mode: "edit",
        kind: endpoint.kind,
        currentUrl: await currentUrlOf(scope, integrations.box, id),
        policy: integrations.policy,
        title: "Changes not saved",
      });
      if (!post.ok) return post.answer;
      const saved = await updateEndpoint(
        scope,
        integrations.box,
        id,
        post.input,
      );
      if (saved === "not-found") throw notFound();
      return back(
        saved === "saved"
          ? { kind: "success", title: "Changes saved" }
          : {
              kind: "info",
              title: "Nothing changed",
              description: "The endpoint already says this.",
            },
      );
    }
    case "delete": {
      const deleted = await deleteEndpoint(scope, id);
      if (!deleted) throw notFound();
      return redirectWithToast(
        INTEGRATIONS_PATH,
        {
          kind: "success",
          title: "Endpoint deleted",
          description: `${deleted.label} receives nothing more; its delivery log is gone with it.`,
        },
        CONSOLE_HEADERS,
      );
    }
    case "test":
      return sendAnswer("test", await sendTest(scope, integrations, id));
    case "redeliver": {
      const deliveryId = textField(form, "deliveryId");
      if (!isUuid(deliveryId)) throw notFound();
      return sendAnswer(
        "redeliver",
        await redeliver(scope, integrations, id, deliveryId),
        deliveryId,
      );
    }
    case "rotate": {
      const rotated = await rotateSecret(scope, integrations.box, id);
      if (!rotated) return unknownConsoleAction();
      return answer({
        ok: true,
        intent,
        secret: rotated.secret,
        toast: {
          kind: "success",
          title: "Secret rotated",
          description:
            "Copy the new secret now: it is shown only this once. The previous one keeps signing for 24 hours.",
        },
      });
    }
    case "turn-off": {
      const outcome = await turnOffEndpoint(scope, id);
      if (outcome === "not-found") throw notFound();
      return back(
        outcome === "turned-off"
          ? {
              kind: "success",
              title: "Endpoint turned off",
              description:
                "New events wait as a backlog: when you turn it on, you choose whether to send them.",
            }
          : { kind: "info", title: "The endpoint was already off" },
      );
    }
    case "turn-on": {
      const outcome = await turnOnEndpoint(
        scope,
        id,
        textField(form, "backlog") === "replay",
      );
      if (outcome.kind === "not-found") throw notFound();
      if (outcome.kind === "already-on")
        return back({ kind: "info", title: "The endpoint was already on" });
      return back({
        kind: "success",
        title: "Endpoint turned on",
        description: outcome.replayed
          ? `${outcome.replayed} waiting ${outcome.replayed === 1 ? "event is" : "events are"} being sent again.`
          : outcome.skipped
            ? `${outcome.skipped} waiting ${outcome.skipped === 1 ? "event was" : "events were"} skipped; new events are sent from now on.`
            : "New events are sent from now on.",
      });
    }
    case "replay": {
      const values = { since: textField(form, "since") };
      const parsed = replaySinceSchema.safeParse(values);
      if (!parsed.success)
        return consoleFormRefusal(
          { intent },
          {
            title: "Nothing replayed",
            fieldErrors: fieldErrorsOf(parsed.error),
            values,
            fallback: "Check the date.",
          },
        );
      const replayed = await replayFailedSince(scope, id, parsed.data.since);
      if (!replayed) throw notFound();
      return back({
        kind: replayed.replayed ? "success" : "info",
        title: replayed.replayed
          ? `${replayed.replayed} failed ${replayed.replayed === 1 ? "delivery" : "deliveries"} replayed`
          : "Nothing to replay",
        description: replayed.replayed
          ? replayed.endpointOff
            ? "They wait until the endpoint is turned on."
            : "They are sent again from the start of the retry schedule."
          : "No failed delivery since then may be sent again.",
      });
    }
    default:
      return unknownConsoleAction();
  }
}
