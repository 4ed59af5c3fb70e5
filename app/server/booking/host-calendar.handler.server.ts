import { data } from "react-router";
import { busySourceUrlSchema } from "~/domain/booking/busy-source";
import type { Toast } from "~/domain/forms/form-result";
import type { Route } from "../../routes/booking/+types/host-calendar";
import { accountFormOf, textField } from "../auth/account-form.server";
import {
  CONSOLE_HEADERS,
  consoleFormRefusal,
  unknownConsoleAction,
} from "../console/console-frame.server";
import { requireConsoleAdmin } from "../console/console-guard.server";
import { getAppServices } from "../services.server";
import {
  hostCalendarView,
  rotateHostFeed,
  setHostBusySource,
  syncHostNow,
} from "./host-calendar.server";

/** /lead_admin/bookings/hosts/:hostId/calendar — a host's feed link and busy calendar (admins). */
export async function hostCalendarLoader({
  request,
  context,
  params,
}: Route.LoaderArgs) {
  const { scope } = await requireConsoleAdmin(request, context);
  const host = await hostCalendarView(scope, params.hostId);
  if (!host) throw data("Not found", { status: 404, headers: CONSOLE_HEADERS });
  return data({ host }, { headers: CONSOLE_HEADERS });
}

type CalendarActionData = {
  ok: boolean;
  toast?: Toast<string>;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
  /** Shown once, after "Create/rotate feed link": only its hash is kept. */
  feedUrl?: string;
};

function answer(body: CalendarActionData, status = 200) {
  return data(body, { status, headers: CONSOLE_HEADERS });
}

/**
 * The page's posts, each a plain form post with an `intent`: `rotate-feed`, `save-source`
 * (an https URL or empty) and `sync-now`.
 */
export async function hostCalendarAction({
  request,
  context,
  params,
}: Route.ActionArgs) {
  const { scope } = await requireConsoleAdmin(request, context);
  const form = accountFormOf(context);
  const intent = textField(form, "intent");
  const notFound = () =>
    answer(
      {
        ok: false,
        toast: {
          kind: "error",
          title: "Host not found",
          description: "This host no longer exists.",
        },
      },
      404,
    );
  if (intent === "rotate-feed") {
    const url = await rotateHostFeed(
      scope,
      params.hostId,
      getAppServices().env.publicUrl,
    );
    if (!url) return notFound();
    return answer({
      ok: true,
      feedUrl: url,
      toast: {
        kind: "success",
        title: "New feed link created",
        description:
          "Copy it now: it is shown only once. Any earlier link has stopped working.",
      },
    });
  }
  if (intent === "save-source") {
    const raw = textField(form, "busySourceUrl");
    const parsed = busySourceUrlSchema.safeParse(raw);
    if (!parsed.success)
      return consoleFormRefusal(
        { intent },
        {
          title: "Busy calendar not saved",
          fieldErrors: {
            busySourceUrl:
              parsed.error.issues[0]?.message ?? "Check the address.",
          },
          values: { busySourceUrl: raw },
        },
      );
    const saved = await setHostBusySource(scope, params.hostId, parsed.data);
    if (saved === "not-found") return notFound();
    if (saved === "unchanged" || parsed.data === "")
      return answer({
        ok: true,
        toast: {
          kind: saved === "unchanged" ? "info" : "success",
          title:
            saved === "unchanged" ? "Nothing changed" : "Busy calendar removed",
          description:
            saved === "unchanged"
              ? "That is already the busy calendar."
              : "Slots follow this host's hours and meetings only.",
        },
      });
    // Read it at once, so the host's slots are not hidden until the next run.
    const outcome = await syncHostNow(scope, params.hostId);
    return answer({
      ok: outcome.status === "synced",
      toast:
        outcome.status === "failed"
          ? {
              kind: "error",
              title: "Saved, but the calendar could not be read",
              description: `${outcome.error}. This host's slots are hidden until it can be read.`,
            }
          : {
              kind: "success",
              title: "Busy calendar saved and read",
              description: "Its busy time now blocks this host's slots.",
            },
    });
  }
  if (intent === "sync-now") {
    const outcome = await syncHostNow(scope, params.hostId);
    if (outcome.status === "not-found") return notFound();
    if (outcome.status === "no-source")
      return answer({
        ok: false,
        toast: {
          kind: "info",
          title: "No busy calendar",
          description: "Add the calendar's address first.",
        },
      });
    return answer({
      ok: outcome.status === "synced",
      toast:
        outcome.status === "failed"
          ? {
              kind: "error",
              title: "The calendar could not be read",
              description: `${outcome.error}. This host's slots stay hidden until it can be read.`,
            }
          : {
              kind: "success",
              title: "Busy calendar read",
              description: `${outcome.busyTimes} busy period${outcome.busyTimes === 1 ? "" : "s"} now block this host's slots.`,
            },
    });
  }
  return unknownConsoleAction();
}
