import { createHash } from "node:crypto";
import type { FormKind } from "~/domain/forms/consent";

/**
 * The idempotency key of a submission: the rendered form's random token key AND what was
 * submitted. The same post sent twice (a double click, a network retry, nginx retrying on
 * another instance) has the same key and is stored once; a different submission carrying
 * the same token — two visitors served one cached page, or one visitor sending a second
 * lead from a form that was not reset — is a different key and is stored as its own lead.
 */

/**
 * A stable text of the submitted values: the form kind, then every field in name order.
 * Empty fields count as absent (the schema turns "" into undefined) and files count by
 * their SHA-256, so a résumé's bytes take part without the text growing with them.
 */
export async function canonicalSubmission(
  form: FormKind,
  values: Readonly<Record<string, unknown>>,
): Promise<string> {
  const names = Object.keys(values)
    .filter((name) => values[name] !== undefined && values[name] !== null)
    .sort();
  const fields: [string, unknown][] = [];
  for (const name of names) {
    const value = values[name];
    fields.push([
      name,
      value instanceof Blob ? { sha256: await sha256OfBlob(value) } : value,
    ]);
  }
  return JSON.stringify([form, fields]);
}

/** `<form>:<hex sha256>` — the form prefix keeps keys readable in the lead tables. */
export function submissionIdempotencyKey(
  form: FormKind,
  tokenKey: string,
  canonical: string,
): string {
  return `${form}:${createHash("sha256").update(tokenKey).update("\n").update(canonical).digest("hex")}`;
}

async function sha256OfBlob(blob: Blob): Promise<string> {
  return createHash("sha256")
    .update(new Uint8Array(await blob.arrayBuffer()))
    .digest("hex");
}
