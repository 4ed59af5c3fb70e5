import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import type { TestOutcome } from "~/domain/integrations/endpoint-views";
import { Button, type ButtonProps } from "../ui/button";
import { cx } from "../ui/cx";
import { ScrollablePre } from "./endpoint-parts";

/** One plain post of the endpoint page: its intent, its fields, its button. */
export function IntentForm({
  intent,
  fields = {},
  label,
  variant = "secondary",
  pendingLabel,
  children,
}: {
  intent: string;
  fields?: Record<string, string>;
  label?: string;
  variant?: ButtonProps["variant"];
  pendingLabel?: string;
  children: ReactNode;
}) {
  const navigation = useNavigation();
  const pending =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === intent &&
    Object.entries(fields).every(
      ([name, value]) => navigation.formData?.get(name) === value,
    );
  return (
    <Form method="post" aria-label={label}>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button
        type="submit"
        variant={variant}
        pending={pending}
        pendingLabel={pendingLabel}
      >
        {children}
      </Button>
    </Form>
  );
}

/** What a test or a redelivery got back: the status or the error, and the answer's first lines. */
export function AttemptOutcome({
  title,
  outcome,
}: {
  title: string;
  outcome: TestOutcome;
}) {
  const success =
    outcome.statusCode !== null &&
    outcome.statusCode >= 200 &&
    outcome.statusCode < 300;
  return (
    <section
      aria-label={title}
      className={cx(
        "grid gap-2 rounded-lg border px-4 py-3 text-sm",
        success
          ? "border-success-700/30 bg-success-50"
          : "border-danger-700/30 bg-danger-50",
      )}
    >
      <h3 className="font-semibold text-ink-900">{title}</h3>
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-ink-900">Result</dt>
        <dd className={success ? "text-success-700" : "text-danger-700"}>
          {outcome.statusCode !== null
            ? `HTTP ${outcome.statusCode}`
            : (outcome.errorLabel ?? "No answer")}
          {outcome.statusCode !== null && outcome.errorLabel
            ? ` (${outcome.errorLabel})`
            : ""}
        </dd>
        <dt className="font-medium text-ink-900">Duration</dt>
        <dd className="text-ink-900 tabular-nums">{outcome.durationMs} ms</dd>
        {outcome.errorDetail ? (
          <>
            <dt className="font-medium text-ink-900">Detail</dt>
            <dd className="break-words text-ink-900">{outcome.errorDetail}</dd>
          </>
        ) : null}
      </dl>
      {outcome.answer ? (
        <>
          <p className="font-medium text-ink-900">The answer began with</p>
          <ScrollablePre
            label="The answer's first lines"
            className="max-h-48 overflow-auto rounded-md border border-line bg-surface p-3 font-mono text-xs whitespace-pre-wrap text-ink-900"
          >
            {outcome.answer}
          </ScrollablePre>
        </>
      ) : null}
    </section>
  );
}
