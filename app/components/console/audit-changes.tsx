import type { AuditChange } from "~/domain/console/audit-log";
import type { AuditTable, AuditValue } from "~/domain/console/audit-values";

/**
 * An entry's before → after, one line per field ("Status: open → resolved"), in words: names
 * instead of ids, money as currency, a list of rows (invoice lines) as a small table. A long
 * value folds into a native details/summary: it opens without JavaScript and by keyboard.
 */
export function AuditChanges({ changes }: { changes: AuditChange[] }) {
  if (changes.length === 0)
    return <span className="text-text-muted">No field changes</span>;
  return (
    <dl className="grid gap-1.5">
      {changes.map((change) => (
        <div key={change.field} className="min-w-0">
          <dt className="inline text-xs font-semibold text-ink-800">
            {change.label}:
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
  // A creation or a removal has one side only: show the value, not "none → value".
  if (change.before === null && change.after !== null)
    return <Value value={change.after} field={change.label} />;
  if (change.after === null && change.before !== null)
    return (
      <span className="break-words">
        <Value value={change.before} field={change.label} />
        <span className="text-text-muted"> (removed)</span>
      </span>
    );
  return (
    <span className="break-words">
      <Value value={change.before} field={change.label} />
      <span aria-hidden="true"> → </span>
      <span className="sr-only"> changed to </span>
      <Value value={change.after} field={change.label} />
    </span>
  );
}

function Value({ value, field }: { value: AuditValue; field: string }) {
  if (value === null) return <em className="text-text-muted">none</em>;
  if (typeof value !== "string")
    return <ValueTable table={value} field={field} />;
  return (
    <span className="rounded bg-surface-muted px-1 text-ink-900">{value}</span>
  );
}

function ValueTable({ table, field }: { table: AuditTable; field: string }) {
  return (
    <table className="my-1 w-full border-collapse text-xs">
      <caption className="sr-only">{field}</caption>
      <thead>
        <tr>
          {table.columns.map((column) => (
            <th
              key={column}
              scope="col"
              className="border-b border-line px-1.5 py-1 text-left font-semibold text-ink-800"
            >
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row, index) => (
          <tr key={index} className="align-top">
            {row.map((cell, column) => (
              <td
                key={column}
                className="border-b border-line/60 px-1.5 py-1 text-ink-900"
              >
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
