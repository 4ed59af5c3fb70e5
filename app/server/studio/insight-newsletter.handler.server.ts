import { data } from "react-router";
import {
  newsletterSendIntentSchema,
  parseDeliveryFilter,
} from "~/domain/newsletter/newsletter-send-form";
import type { Toast } from "~/domain/forms/form-result";
import { CONTENT_LOCALE_LABELS } from "~/domain/studio/studio-list";
import type { Route } from "../../routes/studio/+types/insight-newsletter";
import { accountFormOf, textField } from "../auth/account-form.server";
import { CONSOLE_HEADERS } from "../console/console-frame.server";
import { requireContentStaff } from "../console/console-guard.server";
import type { ContentScope } from "../console/staff-scope.server";
import { redirectWithToast } from "../http/flash-toast.server";
import { isUuid, notFound } from "../http/not-found-response.server";
import { countNewsletterRecipients } from "../newsletter/newsletter-recipients.server";
import {
  listSendDeliveries,
  readSendProgress,
} from "../newsletter/newsletter-send-progress.server";
import {
  createNewsletterSend,
  NewsletterSendRefused,
  pauseNewsletterSend,
  resumeNewsletterSend,
} from "../newsletter/newsletter-sends.server";
import {
  previewNewsletterIssue,
  queueNewsletterTest,
  readNewsletterInsight,
  type NewsletterInsight,
} from "../newsletter/newsletter-studio.server";
import { getAppServices } from "../services.server";

/**
 * /lead_admin/insights/:insightId/newsletter — the studio's "Send to subscribers" page
 * (docs/newsletter.md): before a send, the recipients, the preview and a test to oneself; then
 * the send's progress, Pause/Resume and its recipients. Admins and editors; `no-store`.
 */
async function insightOr404(scope: ContentScope, id: string | undefined) {
  if (!isUuid(id)) throw notFound();
  const insight = await readNewsletterInsight(scope.db, id);
  if (!insight) throw notFound();
  return insight;
}

function pagePath(insightId: string) {
  return `/lead_admin/insights/${insightId}/newsletter`;
}

function linksOfEnv() {
  const { env } = getAppServices();
  return { origin: env.publicUrl, secret: env.authSecret };
}

export async function insightNewsletterLoader({
  request,
  context,
  params,
}: Route.LoaderArgs) {
  const { scope } = await requireContentStaff(request, context);
  const insight = await insightOr404(scope, params.insightId);
  const send = await readSendProgress(scope.db, insight.id);
  const base = {
    insight: {
      id: insight.id,
      title: insight.title,
      locale: insight.locale,
      localeLabel: CONTENT_LOCALE_LABELS[insight.locale],
      isPublished: insight.isPublished,
    },
    editorPath: `/lead_admin/insights/${insight.id}`,
    pagePath: pagePath(insight.id),
    staffEmail: scope.actor.email,
  };
  if (send) {
    const filter = parseDeliveryFilter(new URL(request.url).searchParams);
    const deliveries = await listSendDeliveries(scope.db, send.id, filter);
    return data(
      { ...base, state: "sent" as const, send, filter, deliveries },
      { headers: CONSOLE_HEADERS },
    );
  }
  if (!insight.isPublished)
    return data(
      { ...base, state: "unpublished" as const },
      { status: 409, headers: CONSOLE_HEADERS },
    );
  const recipientCount = await countNewsletterRecipients(scope.db, {
    insightId: insight.id,
    locale: insight.locale,
  });
  return data(
    {
      ...base,
      state: "ready" as const,
      recipientCount,
      preview: previewNewsletterIssue(insight, linksOfEnv()),
    },
    { headers: CONSOLE_HEADERS },
  );
}

function refusal(status: number, toast: Toast) {
  return data(
    { ok: false as const, toast, confirm: null },
    { status, headers: CONSOLE_HEADERS },
  );
}

async function redirectWith(insightId: string, toast: Toast) {
  return redirectWithToast(pagePath(insightId), toast, CONSOLE_HEADERS);
}

export async function insightNewsletterAction({
  request,
  context,
  params,
}: Route.ActionArgs) {
  const { scope } = await requireContentStaff(request, context);
  const insight = await insightOr404(scope, params.insightId);
  const intent = newsletterSendIntentSchema.safeParse(
    textField(accountFormOf(context), "intent"),
  );
  if (!intent.success)
    return refusal(400, {
      kind: "error",
      title: "Nothing done",
      description: "Choose one of the page’s buttons.",
    });
  switch (intent.data) {
    case "test":
      return sendTest(scope, insight);
    case "review":
    case "send":
      return startSend(scope, insight, intent.data);
    case "pause":
    case "resume":
      return pauseOrResume(scope, insight, intent.data);
  }
}

const NOT_PUBLISHED: Toast = {
  kind: "error",
  title: "Not sent",
  description:
    "Only a published insight can be sent to subscribers: publish it first.",
};

const ALREADY_SENT: Toast = {
  kind: "info",
  title: "Already sent",
  description:
    "This insight was sent before (an insight is sent once): here is that send.",
};

async function sendTest(scope: ContentScope, insight: NewsletterInsight) {
  if (!insight.isPublished) return refusal(409, NOT_PUBLISHED);
  await queueNewsletterTest(scope.db, {
    insight,
    actor: scope.actor,
    ...linksOfEnv(),
  });
  return redirectWith(insight.id, {
    kind: "success",
    title: "Test queued",
    description: `A test of this newsletter is on its way to ${scope.actor.email}.`,
  });
}

async function startSend(
  scope: ContentScope,
  insight: NewsletterInsight,
  intent: "review" | "send",
) {
  // A second post (Back, a second tab): an insight is sent once, so show that send.
  if (await readSendProgress(scope.db, insight.id))
    return redirectWith(insight.id, ALREADY_SENT);
  if (!insight.isPublished) return refusal(409, NOT_PUBLISHED);
  const recipientCount = await countNewsletterRecipients(scope.db, {
    insightId: insight.id,
    locale: insight.locale,
  });
  if (recipientCount === 0)
    return refusal(409, {
      kind: "error",
      title: "Not sent",
      description:
        "No confirmed subscriber of this language is interested in this insight’s topics.",
    });
  // The review step: the same page asks to confirm, with the number as it is now.
  if (intent === "review")
    return data(
      { ok: true as const, toast: null, confirm: { recipientCount } },
      { headers: CONSOLE_HEADERS },
    );
  try {
    const { send, created } = await createNewsletterSend(scope.db, {
      insightId: insight.id,
      actorUserId: scope.actor.userId,
      actorEmail: scope.actor.email,
      ipAddress: scope.actor.ipAddress,
      ratePerSecond: getAppServices().env.newsletterRatePerSecond,
    });
    return redirectWith(
      insight.id,
      created
        ? {
            kind: "success",
            title: "Sending",
            description: `“${insight.title}” is going to ${send.recipientCount.toLocaleString("en-CA")} subscribers.`,
          }
        : ALREADY_SENT,
    );
  } catch (error) {
    if (error instanceof NewsletterSendRefused)
      return refusal(409, {
        kind: "error",
        title: "Not sent",
        description: error.message,
      });
    throw error;
  }
}

async function pauseOrResume(
  scope: ContentScope,
  insight: NewsletterInsight,
  intent: "pause" | "resume",
) {
  const send = await readSendProgress(scope.db, insight.id);
  if (!send)
    return refusal(409, {
      kind: "error",
      title: "Nothing to pause or resume",
      description: "This insight has not been sent.",
    });
  const input = {
    sendId: send.id,
    actorUserId: scope.actor.userId,
    actorEmail: scope.actor.email,
    ipAddress: scope.actor.ipAddress,
  };
  const changed =
    intent === "pause"
      ? await pauseNewsletterSend(scope.db, input)
      : await resumeNewsletterSend(scope.db, input);
  if (!changed)
    return refusal(409, {
      kind: "error",
      title: intent === "pause" ? "Not paused" : "Not resumed",
      description:
        send.status === "complete"
          ? "The send is complete: every recipient has been handled."
          : `The send is already ${send.status === "paused" ? "paused" : "running"}. Reload the page to see where it stands.`,
    });
  return redirectWith(
    insight.id,
    intent === "pause"
      ? {
          kind: "success",
          title: "Send paused",
          description:
            "No further message goes until you resume (one already handed to the mail server may still arrive).",
        }
      : {
          kind: "success",
          title: "Send resumed",
          description: "The remaining recipients are being sent to.",
        },
  );
}
