import { isRecord } from "~/domain/console/audit-values";
import {
  entityKindOf,
  type AuditEntrySubject,
  type ResolvedNames,
} from "./audit-names.server";

/**
 * What one audit entry is about, as the log names it: the subject's current name, or — once
 * it was deleted — the name the entry itself recorded, marked "(deleted)", or "a deleted …".
 * Also the client it belongs to and the currency its money is in.
 */
export function auditSubjectOf(
  row: AuditEntrySubject,
  names: ResolvedNames,
): {
  name: string | null;
  exists: boolean;
  client: string | null;
  currency?: string;
} {
  const details = isRecord(row.details) ? row.details : {};
  const clientRef = stringOf(details.clientId);
  const demoRef =
    stringOf(details.demoClientId) ??
    (entityKindOf(row) === "demoClient" ? row.entityId : null);
  const client =
    (clientRef && (names.byId[clientRef] ?? "a deleted client")) ??
    (demoRef && demoRef !== row.entityId
      ? (names.byId[demoRef] ?? "a deleted demo client")
      : null);
  const currency = demoRef ? names.currencyOf[demoRef] : undefined;

  if (!row.entityId) return { name: null, exists: false, client, currency };
  const current = names.byId[row.entityId];
  if (current) return { name: current, exists: true, client, currency };
  const recorded = recordedName(row);
  return {
    name: recorded
      ? `${recorded} (deleted)`
      : `a deleted ${kindWord(row.entityType)}`,
    exists: false,
    client,
    currency,
  };
}

/** The name an entry carried itself (a removal keeps the row's fields in `before`). */
function recordedName(row: {
  before: unknown;
  after: unknown;
  details: unknown;
}): string | null {
  for (const side of [row.before, row.after, row.details]) {
    if (!isRecord(side)) continue;
    for (const key of [
      "name",
      "title",
      "number",
      "email",
      "fullName",
      "companyName",
    ]) {
      const value = stringOf(side[key]);
      if (value) return key === "number" ? `Invoice ${value}` : value;
    }
  }
  return null;
}

function kindWord(entityType: string): string {
  return entityType === "demo" ? "demo item" : entityType.replace(/_/g, " ");
}

function stringOf(value: unknown): string | null {
  return typeof value === "string" && value.length > 0 ? value : null;
}
