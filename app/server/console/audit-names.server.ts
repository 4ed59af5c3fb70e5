import { inArray } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { REFERENCE_FIELDS, isRecord } from "~/domain/console/audit-values";
import {
  bookingHosts,
  bookings,
  capabilities,
  chatCuratedAnswers,
  clientInvitations,
  clients,
  contentTypes,
  demoClients,
  demoContacts,
  demoInvoices,
  demoProjects,
  documents,
  insights,
  leads,
  mediaAssets,
  profiles,
  projectUpdates,
  projects,
  sectors,
  supportTickets,
} from "../db/schema.server";
import { isUuid } from "../http/not-found-response.server";
import type { StaffScope } from "./staff-scope.server";

/**
 * The names behind the ids one page of the audit log mentions (docs/access-audit.md: the log reads
 * "Meridian Revenue Authority", not a uuid). Resolved now, on the server, from the rows as
 * they are today: one query per kind of row, only for the ids on the page. An id that no
 * longer resolves is simply absent; the caller falls back to what the entry itself recorded.
 * UNSAFE by name: it reads every client's rows, for the staff audit log only.
 */

/** The parts of an audit entry that say what it is about. */
export type AuditEntrySubject = {
  action: string;
  entityType: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  details: unknown;
};

type Kind =
  | "client"
  | "person"
  | "project"
  | "projectUpdate"
  | "document"
  | "invitation"
  | "lead"
  | "ticket"
  | "demoClient"
  | "demoContact"
  | "demoProject"
  | "demoInvoice"
  | "insight"
  | "media"
  | "sector"
  | "capability"
  | "contentType"
  | "curatedAnswer"
  | "booking"
  | "bookingHost";

/** Which kind of row an entry's own entity id names. */
export function entityKindOf(
  entry: Pick<AuditEntrySubject, "action" | "entityType">,
): Kind | null {
  switch (entry.entityType) {
    case "client":
      return "client";
    case "user":
      return "person";
    case "project":
      return "project";
    case "project_update":
      return "projectUpdate";
    case "document":
      return "document";
    case "invitation":
      return "invitation";
    case "lead":
      return "lead";
    case "ticket":
      return "ticket";
    case "insight":
      return "insight";
    case "media":
      return "media";
    case "sector":
      return "sector";
    case "capability":
      return "capability";
    case "content_type":
      return "contentType";
    case "curated_answer":
      return "curatedAnswer";
    case "booking":
      return "booking";
    case "booking_host":
      return "bookingHost";
    case "demo": {
      const part = entry.action.split(".")[1];
      if (part === "company") return "demoClient";
      if (part === "contact") return "demoContact";
      if (part === "project") return "demoProject";
      if (part === "invoice") return "demoInvoice";
      return null;
    }
    default:
      return null;
  }
}

const REFERENCE_KINDS: Readonly<Record<string, Kind>> = {
  clientId: "client",
  demoClientId: "demoClient",
  projectId: "project",
  ownerProfileId: "person",
  profileId: "person",
};

export type ResolvedNames = {
  byId: Record<string, string>;
  /** A demo client's currency, by its id. */
  currencyOf: Record<string, string>;
};

export async function unsafeResolveAuditNames(
  { db }: StaffScope,
  entries: AuditEntrySubject[],
): Promise<ResolvedNames> {
  const wanted = new Map<Kind, Set<string>>();
  const want = (kind: Kind | null, id: unknown) => {
    if (!kind || typeof id !== "string" || !isUuid(id)) return;
    if (!wanted.has(kind)) wanted.set(kind, new Set());
    wanted.get(kind)!.add(id);
  };
  for (const entry of entries) {
    want(entityKindOf(entry), entry.entityId);
    for (const side of [entry.before, entry.after, entry.details]) {
      if (!isRecord(side)) continue;
      for (const [field, value] of Object.entries(side))
        if (field in REFERENCE_FIELDS)
          want(REFERENCE_KINDS[field] ?? null, value);
    }
  }
  const ids = (kind: Kind) => [...(wanted.get(kind) ?? [])];
  const byId: Record<string, string> = {};
  const currencyOf: Record<string, string> = {};

  const lookup = async <T extends { id: string }>(
    kind: Kind,
    table: PgTable,
    idColumn: AnyPgColumn,
    columns: Record<string, AnyPgColumn>,
    nameOf: (row: T) => string,
  ) => {
    const list = ids(kind);
    if (list.length === 0) return;
    const rows = (await db
      .select({ id: idColumn, ...columns })
      .from(table)
      .where(inArray(idColumn, list))) as unknown as T[];
    for (const row of rows) byId[row.id] = nameOf(row);
  };

  await lookup<{ id: string; name: string }>(
    "client",
    clients,
    clients.id,
    { name: clients.name },
    (r) => r.name,
  );
  await lookup<{ id: string; fullName: string | null; email: string }>(
    "person",
    profiles,
    profiles.id,
    { fullName: profiles.fullName, email: profiles.email },
    (r) => r.fullName?.trim() || r.email,
  );
  await lookup<{ id: string; name: string }>(
    "project",
    projects,
    projects.id,
    { name: projects.name },
    (r) => r.name,
  );
  await lookup<{ id: string; title: string }>(
    "projectUpdate",
    projectUpdates,
    projectUpdates.id,
    { title: projectUpdates.title },
    (r) => r.title,
  );
  await lookup<{ id: string; name: string }>(
    "document",
    documents,
    documents.id,
    { name: documents.name },
    (r) => r.name,
  );
  await lookup<{ id: string; email: string }>(
    "invitation",
    clientInvitations,
    clientInvitations.id,
    { email: clientInvitations.email },
    (r) => r.email,
  );
  await lookup<{ id: string; fullName: string; company: string | null }>(
    "lead",
    leads,
    leads.id,
    { fullName: leads.fullName, company: leads.company },
    (r) => (r.company ? `${r.fullName} (${r.company})` : r.fullName),
  );
  await lookup<{ id: string; title: string }>(
    "ticket",
    supportTickets,
    supportTickets.id,
    { title: supportTickets.title },
    (r) => `Ticket #${r.id.slice(0, 8)} “${r.title}”`,
  );
  await lookup<{ id: string; name: string }>(
    "demoContact",
    demoContacts,
    demoContacts.id,
    { name: demoContacts.name },
    (r) => r.name,
  );
  await lookup<{ id: string; name: string }>(
    "demoProject",
    demoProjects,
    demoProjects.id,
    { name: demoProjects.name },
    (r) => r.name,
  );
  await lookup<{ id: string; number: string }>(
    "demoInvoice",
    demoInvoices,
    demoInvoices.id,
    { number: demoInvoices.number },
    (r) => `Invoice ${r.number}`,
  );
  await lookup<{ id: string; visitorName: string; organisation: string }>(
    "booking",
    bookings,
    bookings.id,
    {
      visitorName: bookings.visitorName,
      organisation: bookings.organisation,
    },
    (r) => `Booking of ${r.visitorName} (${r.organisation})`,
  );
  await lookup<{ id: string; displayName: string }>(
    "bookingHost",
    bookingHosts,
    bookingHosts.id,
    { displayName: bookingHosts.displayName },
    (r) => r.displayName,
  );
  await lookup<{ id: string; question: string }>(
    "curatedAnswer",
    chatCuratedAnswers,
    chatCuratedAnswers.id,
    { question: chatCuratedAnswers.question },
    (r) => r.question,
  );
  await lookup<{ id: string; title: string }>(
    "insight",
    insights,
    insights.id,
    { title: insights.title },
    (r) => `Insight “${r.title}”`,
  );
  await lookup<{ id: string; title: string }>(
    "media",
    mediaAssets,
    mediaAssets.id,
    { title: mediaAssets.title },
    (r) => `Image “${r.title}”`,
  );
  await lookup<{ id: string; name: string }>(
    "sector",
    sectors,
    sectors.id,
    { name: sectors.name },
    (r) => `Sector “${r.name}”`,
  );
  await lookup<{ id: string; name: string }>(
    "capability",
    capabilities,
    capabilities.id,
    { name: capabilities.name },
    (r) => `Capability “${r.name}”`,
  );
  await lookup<{ id: string; name: string }>(
    "contentType",
    contentTypes,
    contentTypes.id,
    { name: contentTypes.name },
    (r) => `Content type “${r.name}”`,
  );
  const demoIds = ids("demoClient");
  if (demoIds.length > 0) {
    const rows = await db
      .select({
        id: demoClients.id,
        name: demoClients.companyName,
        currency: demoClients.currency,
      })
      .from(demoClients)
      .where(inArray(demoClients.id, demoIds));
    for (const row of rows) {
      byId[row.id] = row.name;
      currencyOf[row.id] = row.currency;
    }
  }
  return { byId, currencyOf };
}
