import { KeyRound } from "lucide-react";
import { Alert } from "../ui/alert";

/**
 * A signing secret in the one answer that carries it: the page after "Add endpoint" or
 * "Rotate secret". It is not stored readable anywhere a later page could show it again.
 */
export function SecretOnce({ secret }: { secret: string }) {
  return (
    <Alert tone="success" role="status" title="Signing secret — shown once">
      <div className="grid gap-2">
        <p>
          Copy it into your receiver now: it is not shown again. It verifies the{" "}
          <code>webhook-signature</code> header (Standard Webhooks).
        </p>
        <div className="flex min-w-0 items-center gap-2 rounded-lg border border-line bg-surface px-3 py-2">
          <KeyRound
            aria-hidden="true"
            className="size-4 shrink-0 text-ink-700"
          />
          <code
            className="min-w-0 font-mono text-sm break-all text-ink-900 select-all"
            data-testid="signing-secret"
          >
            {secret}
          </code>
        </div>
      </div>
    </Alert>
  );
}
