import type { AuditChange } from "~/domain/staff/audit-log";

/**
 * An entry's before → after, one line per field ("status: open → resolved"). A long value
 * folds into a native details/summary: it opens without JavaScript and by keyboard.
 */
export function AuditChanges({ changes }: { changes: AuditChange[] }) {
  if (changes.length === 0)
    return <span className="text-text-muted">No field changes</span>;
  return (
    <dl className="grid gap-1.5">
      {changes.map((change) => (
        <div key={change.field} className="min-w-0">
          <dt className="inline font-mono text-xs font-semibold text-ink-800">
            {change.field}:
          </dt>{" "}
          <dd className="inline break-words">
            {change.long ? (
              <details className="inline-block max-w-full align-top">
                <summary className="cursor-pointer text-brand-700 underline-offset-2 hover:underline">
                  Show the change
                </summary>
                <ChangeText change={change} />
              </details>
            ) : (
              <ChangeText change={change} />
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function ChangeText({ change }: { change: AuditChange }) {
  return (
    <span className="break-words">
      <Value text={change.before} />
      <span aria-hidden="true"> → </span>
      <span className="sr-only"> changed to </span>
      <Value text={change.after} />
    </span>
  );
}

function Value({ text }: { text: string | null }) {
  if (text === null) return <em className="text-text-muted">none</em>;
  return (
    <span className="rounded bg-surface-muted px-1 font-mono text-xs text-ink-900">
      {text}
    </span>
  );
}
