import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import type { Toast } from "~/domain/forms/form-result";
import type {
  InsightNewsletterData,
  IssuePreview,
  NewsletterPageBase,
} from "~/domain/newsletter/newsletter-send-views";
import { BackLink } from "../content/back-link";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { PageToast } from "../ui/toaster";
import { EditorPanel } from "./studio-editor-frame";
import { NewsletterProgress } from "./newsletter-progress";

export type InsightNewsletterResult =
  | {
      ok: boolean;
      toast: Toast | null;
      confirm: { recipientCount: number } | null;
    }
  | undefined;

export const formatCount = (n: number) => n.toLocaleString("en-CA");

/**
 * /lead_admin/insights/:insightId/newsletter — sending a published insight to its subscribers.
 * Every button is a plain form post, so the page works without JavaScript; the send asks to be
 * confirmed on a second step (the review answer) rather than in a script's dialog.
 */
export function InsightNewsletter({
  data,
  result,
}: {
  data: InsightNewsletterData;
  result: InsightNewsletterResult;
}) {
  return (
    <div className="grid gap-5">
      <BackLink to={data.editorPath} label="Back to the editor" />
      <header className="grid gap-1">
        <h2 className="text-2xl font-bold tracking-tight break-words text-ink-900">
          Send to subscribers
        </h2>
        <p className="text-sm text-text-muted">
          “{data.insight.title}” · {data.insight.localeLabel} edition
        </p>
      </header>
      <PageToast toast={result?.toast} />
      {data.state === "unpublished" ? (
        <Alert tone="warning" title="This insight is not published">
          Only a published insight can be sent to subscribers. Publish it from
          the editor, then come back here.
        </Alert>
      ) : data.state === "ready" ? (
        <BeforeSending data={data} result={result} />
      ) : (
        <NewsletterProgress
          send={data.send}
          filter={data.filter}
          deliveries={data.deliveries}
          pagePath={data.pagePath}
        />
      )}
    </div>
  );
}

function BeforeSending({
  data,
  result,
}: {
  data: NewsletterPageBase & { recipientCount: number; preview: IssuePreview };
  result: InsightNewsletterResult;
}) {
  const navigation = useNavigation();
  const pending = navigation.formData?.get("intent");
  const count = data.recipientCount;
  const audience = `confirmed subscriber${count === 1 ? "" : "s"} of the ${data.insight.localeLabel} edition interested in this insight’s topics`;
  const confirm = result?.confirm;
  // The question replaces the button that asked it: take focus there, so it is read next.
  const confirmRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (confirm) confirmRef.current?.focus();
  }, [confirm]);
  return (
    <>
      {/* Look first, then send: the preview and the test come before the send button. */}
      <EditorPanel id="newsletter-preview-heading" title="Preview">
        <p className="text-sm text-ink-900">
          <span className="font-semibold">Subject:</span> {data.preview.subject}
        </p>
        <iframe
          title={`Preview of the e-mail “${data.preview.subject}”`}
          srcDoc={data.preview.html}
          sandbox=""
          className="h-[28rem] w-full rounded-lg border border-line bg-white"
        />
        <details className="text-sm">
          <summary className="min-h-11 cursor-pointer py-2 font-semibold text-brand-700">
            Plain-text version
          </summary>
          <pre className="overflow-x-auto rounded-lg border border-line bg-surface-muted p-3 font-mono text-xs whitespace-pre-wrap text-ink-900">
            {data.preview.text}
          </pre>
        </details>
        <p className="text-sm text-text-muted">
          Its preferences and unsubscribe links belong to no subscriber here:
          each subscriber’s message carries their own.
        </p>
        <Form method="post" className="grid justify-items-start gap-2">
          <Button
            type="submit"
            name="intent"
            value="test"
            variant="secondary"
            pending={pending === "test"}
            pendingLabel="Queuing the test…"
          >
            Send a test to me
          </Button>
          <p className="text-sm text-text-muted">
            To {data.staffEmail}, marked “[Test]”, with the same one-click
            unsubscribe headers as a real issue (they unsubscribe nobody).
          </p>
        </Form>
      </EditorPanel>
      <EditorPanel id="newsletter-send-heading" title="Recipients">
        <p className="text-base text-ink-900" data-recipient-count={count}>
          <strong>{formatCount(count)}</strong> {audience}.
        </p>
        {confirm ? (
          <div
            ref={confirmRef}
            tabIndex={-1}
            role="alertdialog"
            aria-labelledby="newsletter-confirm-title"
            className="grid gap-3 rounded-card border border-accent-500/50 bg-accent-50 p-4"
          >
            <p
              id="newsletter-confirm-title"
              className="font-semibold text-ink-900"
            >
              Send “{data.insight.title}” to{" "}
              {formatCount(confirm.recipientCount)} subscriber
              {confirm.recipientCount === 1 ? "" : "s"}? This cannot be undone.
            </p>
            <Form method="post" className="flex flex-wrap gap-2">
              <Button
                type="submit"
                name="intent"
                value="send"
                pending={pending === "send"}
                pendingLabel="Starting the send…"
              >
                Yes, send to {formatCount(confirm.recipientCount)} subscriber
                {confirm.recipientCount === 1 ? "" : "s"}
              </Button>
              <a
                href={data.pagePath}
                className="inline-flex min-h-11 items-center rounded-lg border border-line bg-surface px-5 text-sm font-semibold text-ink-900 hover:bg-surface-muted"
              >
                Cancel
              </a>
            </Form>
          </div>
        ) : (
          <Form method="post" className="grid justify-items-start gap-2">
            <Button
              type="submit"
              name="intent"
              value="review"
              disabled={count === 0}
              aria-describedby={count === 0 ? "newsletter-none" : undefined}
              pending={pending === "review"}
              pendingLabel="Checking…"
            >
              Send to {formatCount(count)} subscriber{count === 1 ? "" : "s"}
            </Button>
            {count === 0 ? (
              <p id="newsletter-none" className="text-sm text-text-muted">
                Nobody to send to: no {audience}.
              </p>
            ) : (
              <p className="text-sm text-text-muted">
                You will be asked to confirm. Each subscriber gets one message,
                sent over the next minutes.
              </p>
            )}
          </Form>
        )}
      </EditorPanel>
    </>
  );
}
