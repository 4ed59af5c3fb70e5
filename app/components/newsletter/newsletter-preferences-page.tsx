import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import type { NewsletterPreferencesCopy } from "~/content/newsletter-preferences";
import type {
  NewsletterPreferencesResult,
  NewsletterPreferencesView,
} from "~/domain/newsletter/newsletter-preferences";
import { Alert } from "../ui/alert";
import { ButtonLink, buttonClasses } from "../ui/button-link";
import { cx } from "../ui/cx";

/**
 * The newsletter's preferences page in each of its states. Plain forms posting to the page's own
 * URL: the public pages ship no React (docs/decisions/009), and nothing here needs a script.
 */
export function NewsletterPreferencesPage({
  view,
  result,
  copy,
}: {
  view: NewsletterPreferencesView;
  result: NewsletterPreferencesResult | undefined;
  copy: NewsletterPreferencesCopy;
}) {
  if (view.state === "invalid" || result?.result === "invalid")
    return (
      <Notice title={copy.invalidTitle} tone="error">
        <p>{copy.invalidBody}</p>
      </Notice>
    );
  if (view.state === "gone" || result?.result === "gone")
    return (
      <Notice title={copy.goneTitle}>
        <p>{copy.goneBody}</p>
        <BackLink label={copy.backToNewsletter} />
      </Notice>
    );
  if (view.state === "unsubscribed") {
    const justNow = result?.result === "unsubscribed";
    return (
      <Notice title={copy.unsubscribedTitle} tone="success" live={justNow}>
        <p>{justNow ? copy.unsubscribedNow : copy.unsubscribedBody}</p>
        <p className="text-ink-900">
          <strong>{view.email}</strong>
        </p>
        <p>{copy.alreadyUnsubscribedBody}</p>
        <BackLink label={copy.subscribeAgain} />
      </Notice>
    );
  }
  return <PreferencesForm view={view} result={result} copy={copy} />;
}

function PreferencesForm({
  view,
  result,
  copy,
}: {
  view: Extract<NewsletterPreferencesView, { state: "active" }>;
  result: NewsletterPreferencesResult | undefined;
  copy: NewsletterPreferencesCopy;
}) {
  const chosen = new Set(view.topicIds);
  return (
    <div className="page-container grid max-w-3xl gap-8 py-12 sm:py-16">
      {result?.result === "saved" ? (
        <Alert tone="success" role="status">
          {result.changed ? copy.saved : copy.unchanged}
        </Alert>
      ) : null}
      {result?.result === "problem" ? (
        <Alert tone="error" role="alert">
          {copy.problems[result.problem]}
        </Alert>
      ) : null}
      <dl className="grid gap-x-6 gap-y-2 rounded-card border border-line bg-white p-5 shadow-card sm:grid-cols-[auto_1fr] sm:p-6">
        <dt className="text-sm font-semibold text-text-muted">
          {copy.addressLabel}
        </dt>
        <dd className="break-all font-semibold text-ink-900">{view.email}</dd>
        <dt className="text-sm font-semibold text-text-muted">
          {copy.statusLabel}
        </dt>
        <dd className="text-ink-900">
          {copy.status[view.status]}
          {view.status === "pending" ? (
            <span className="mt-1 block text-sm text-text-muted">
              {copy.pendingNote}
            </span>
          ) : null}
        </dd>
      </dl>
      <form
        method="post"
        action={view.formAction}
        className="grid gap-8 rounded-card border border-line bg-white p-5 shadow-card sm:p-8"
      >
        <input type="hidden" name="intent" value="save" />
        <HintedFieldset
          legend={copy.topicsLegend}
          hintId="topics-hint"
          hint={copy.topicsHint}
        >
          <div className="grid gap-2 sm:grid-cols-2">
            {view.topics.map((topic) => (
              <label
                key={topic.id}
                className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-line px-3 py-2.5 text-sm text-ink-900 hover:bg-surface-muted"
              >
                <input
                  type="checkbox"
                  name="topic"
                  value={topic.id}
                  defaultChecked={chosen.has(topic.id)}
                  aria-describedby="topics-hint"
                  className="mt-0.5 size-4 shrink-0 accent-brand-700"
                />
                <span>{topic.name}</span>
              </label>
            ))}
          </div>
        </HintedFieldset>
        <HintedFieldset
          legend={copy.languageLegend}
          hintId="language-hint"
          hint={copy.languageHint}
        >
          <div className="flex flex-wrap gap-2">
            {(["en", "fr"] as const).map((locale) => (
              <label
                key={locale}
                lang={locale}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-line px-4 py-2.5 text-sm text-ink-900 hover:bg-surface-muted"
              >
                <input
                  type="radio"
                  name="locale"
                  value={locale}
                  defaultChecked={view.locale === locale}
                  aria-describedby="language-hint"
                  className="size-4 accent-brand-700"
                />
                {copy.languages[locale]}
              </label>
            ))}
          </div>
        </HintedFieldset>
        <div>
          <button
            type="submit"
            className={buttonClasses("primary", "cursor-pointer")}
          >
            {copy.save}
          </button>
        </div>
      </form>
      <form
        method="post"
        action={view.formAction}
        className="grid gap-3 rounded-card border border-line bg-white p-5 shadow-card sm:p-8"
      >
        <h2 className="text-lg font-semibold text-ink-900">
          {copy.leaveHeading}
        </h2>
        <p className="text-sm text-text-muted">{copy.leaveBody}</p>
        <input type="hidden" name="intent" value="unsubscribe" />
        <div>
          <button
            type="submit"
            className="inline-flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border border-danger-700/40 bg-surface px-5 py-2.5 text-sm font-semibold text-danger-700 transition-colors hover:bg-danger-50 focus-visible:outline-offset-2"
          >
            {copy.unsubscribe}
          </button>
        </div>
      </form>
    </div>
  );
}

function Notice({
  title,
  tone = "info",
  live = false,
  children,
}: {
  title: string;
  tone?: "info" | "success" | "error";
  live?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="page-container max-w-3xl py-12 sm:py-16">
      <div
        role={live ? "status" : undefined}
        data-notice={tone}
        className={cx(
          "grid gap-4 rounded-card border bg-white p-6 shadow-card sm:p-8",
          tone === "error"
            ? "border-danger-700/30"
            : tone === "success"
              ? "border-success-700/30"
              : "border-line",
        )}
      >
        <h2 className="text-2xl font-semibold text-ink-900">{title}</h2>
        <div className="grid gap-3 leading-7 text-text-muted">{children}</div>
      </div>
    </div>
  );
}

function BackLink({ label }: { label: string }) {
  return (
    <div>
      <ButtonLink to="/newsletter" className="mt-2">
        {label}
        <ArrowRight aria-hidden="true" className="size-4" />
      </ButtonLink>
    </div>
  );
}

/** A group of choices with its heading and the hint its inputs point at (aria-describedby). */
function HintedFieldset({
  legend,
  hintId,
  hint,
  children,
}: {
  legend: string;
  hintId: string;
  hint: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="grid gap-3">
      <legend className="text-lg font-semibold text-ink-900">{legend}</legend>
      <p id={hintId} className="text-sm text-text-muted">
        {hint}
      </p>
      {children}
    </fieldset>
  );
}
