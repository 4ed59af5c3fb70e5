/**
 * bench:portal's data: one large client (2,000 projects, 20,000 documents with small stored
 * files, 5,000 tickets — some with threads — team members and pending invitations) and nine
 * smaller ones, written straight into the database before the server starts (PGlite serves
 * one process). Bulk statements with generate_series: a few seconds, not minutes.
 *
 * Ids are derived (md5 of a label → uuid), so one statement can point a document at
 * "project number 17" of its client without reading ids back.
 */
import { createHash } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { insertPasswordAccount } from "../app/server/sample-data/password-account.server";
import { sql } from "drizzle-orm";
import type { Database } from "../app/server/db/client.server";
import { clients } from "../app/server/db/schema.server";
import type { PageTarget } from "./page-load";

export type ClientShape = {
  projects: number;
  documents: number;
  tickets: number;
  /** Every n-th ticket gets a thread of THREAD_LENGTH messages. */
  threadEvery: number;
  updatesPerProject: number;
  colleagues: number;
  invitations: number;
};

export const BIG_CLIENT: ClientShape = {
  projects: 2_000,
  documents: 20_000,
  tickets: 5_000,
  threadEvery: 5,
  updatesPerProject: 3,
  colleagues: 25,
  invitations: 5,
};

export const SMALL_CLIENT: ClientShape = {
  projects: 40,
  documents: 300,
  tickets: 60,
  threadEvery: 3,
  updatesPerProject: 2,
  colleagues: 4,
  invitations: 1,
};

const THREAD_LENGTH = 6;
/** The project and ticket the bench opens get a long timeline / thread of their own. */
const FEATURED_UPDATES = 24;
const FEATURED_MESSAGES = 40;

export const BENCH_ADMIN = {
  email: "bench.admin@example.org",
  name: "Noor Bench",
  password: "bench-harbour-lantern-77",
};

export type SeededPortal = {
  bigClientId: string;
  /** The big client's newest project (top of the Projects tab) with a long timeline. */
  featuredProjectId: string;
  featuredProjectName: string;
  /** The big client's newest ticket, with a long thread. */
  featuredTicketId: string;
  featuredTicketTitle: string;
  counts: Record<string, number>;
};

/** uuid derived from a label, the same in JavaScript and in SQL (md5(label)::uuid). */
export function derivedUuid(label: string): string {
  // Mirrors PostgreSQL's md5(text)::uuid: the 32 hex digits in 8-4-4-4-12 groups.
  const hex = createMd5(label);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function createMd5(text: string): string {
  return createHash("md5").update(text).digest("hex");
}

const projectLabel = (clientNo: number, n: number) =>
  `bench-project-${clientNo}-${n}`;
const ticketLabel = (clientNo: number, n: number) =>
  `bench-ticket-${clientNo}-${n}`;

async function seedClient(
  db: Database,
  clientNo: number,
  shape: ClientShape,
  passwordHash: string | null,
): Promise<string> {
  const clientId = derivedUuid(`bench-client-${clientNo}`);
  const company =
    clientNo === 0
      ? "Halvorsen Tax & Customs Directorate"
      : `Bench Ministry ${clientNo}`;
  await db.insert(clients).values({
    id: clientId,
    name: company,
    companyName: company,
    contactEmail: `it-${clientNo}@example.org`,
    status: "active",
  });

  // The signed-in admin (big client only) and colleagues without credentials (Team tab rows).
  let adminProfileId: string | null = null;
  if (passwordHash) {
    ({ profileId: adminProfileId } = await insertPasswordAccount(db, {
      name: BENCH_ADMIN.name,
      email: BENCH_ADMIN.email,
      passwordHash,
      role: "client_admin",
      clientId,
    }));
  }
  const c = clientNo;
  await db.execute(sql`
    insert into "user" (id, name, email, email_verified)
    select 'bench-user-' || ${c}::int || '-' || g, 'Colleague ' || g, 'colleague' || g || '.c' || ${c}::int || '@example.org', true
    from generate_series(1, ${shape.colleagues}::int) g`);
  await db.execute(sql`
    insert into profiles (user_id, email, full_name, role, client_id, created_at)
    select 'bench-user-' || ${c}::int || '-' || g, 'colleague' || g || '.c' || ${c}::int || '@example.org', 'Colleague ' || g,
      case when g % 5 = 0 then 'client_admin' else 'client_user' end, ${clientId}::uuid, now() - g * interval '1 day'
    from generate_series(1, ${shape.colleagues}::int) g`);
  await db.execute(sql`
    insert into client_invitations (client_id, email, role, token_hash, expires_at, created_at)
    select ${clientId}::uuid, 'invitee' || g || '.c' || ${c}::int || '@example.org', 'client_user',
      md5('bench-invitation-' || ${c}::int || '-' || g), now() + interval '7 days', now() - g * interval '1 hour'
    from generate_series(1, ${shape.invitations}::int) g`);

  // Projects: number 1 is the newest.
  await db.execute(sql`
    insert into projects (id, client_id, name, description, status, created_at, updated_at)
    select md5('bench-project-' || ${c}::int || '-' || g)::uuid, ${clientId}::uuid,
      'Sovereign AI platform workstream ' || g,
      'Landing zone, model gateway and evaluation harness for programme ' || g || ', run on the ministry''s own tenancy.',
      (array['active','completed','planning'])[1 + g % 3], now() - g * interval '1 hour', now() - g * interval '1 hour'
    from generate_series(1, ${shape.projects}::int) g`);
  await db.execute(sql`
    insert into project_updates (client_id, project_id, kind, title, body, created_at)
    select ${clientId}::uuid, md5('bench-project-' || ${c}::int || '-' || p)::uuid,
      (array['progress','milestone','next_steps'])[1 + u % 3], 'Update ' || u || ' on workstream ' || p,
      'Evaluation suite extended; latency budget held at the gateway; next: hand-over of the runbooks.',
      now() - p * interval '1 hour' + u * interval '1 minute'
    from generate_series(1, ${shape.projects}::int) p, generate_series(1, ${shape.updatesPerProject}::int) u`);

  // Documents: small stored files (a line of text each), every tenth without a project.
  await db.execute(sql`
    insert into stored_files (id, bucket, key, name, size, mime_type, sha256, content, created_at)
    select md5('bench-file-' || ${c}::int || '-' || g)::uuid, 'client-documents',
      ${clientId}::text || '/bench-' || g || '.txt', 'runbook-' || g || '.txt', octet_length(body), 'text/plain',
      encode(sha256(body), 'hex'), body, now() - g * interval '5 minutes'
    from (select g, convert_to('Runbook ' || g || ': restart order, owners and escalation contacts.', 'UTF8') as body
          from generate_series(1, ${shape.documents}::int) g) s`);
  await db.execute(sql`
    insert into documents (client_id, project_id, file_id, name, file_size, mime_type, uploaded_by_side, created_at)
    select ${clientId}::uuid,
      case when g % 10 = 0 then null else md5('bench-project-' || ${c}::int || '-' || (1 + g % ${shape.projects}::int))::uuid end,
      f.id, f.name, f.size, f.mime_type, case when g % 4 = 0 then 'client' else 'staff' end, f.created_at
    from generate_series(1, ${shape.documents}::int) g
    join stored_files f on f.id = md5('bench-file-' || ${c}::int || '-' || g)::uuid`);

  // Tickets: number 1 is the newest; every threadEvery-th one has a thread.
  await db.execute(sql`
    insert into support_tickets (id, client_id, created_by, title, description, priority, status, created_at, updated_at)
    select md5('bench-ticket-' || ${c}::int || '-' || g)::uuid, ${clientId}::uuid, ${adminProfileId}::uuid,
      'Model gateway returns 429 for batch job ' || g,
      'The nightly batch job ' || g || ' is throttled at the gateway after 02:00; please check the quota.',
      (array['low','medium','high'])[1 + g % 3], (array['open','in_progress','resolved','closed'])[1 + g % 4],
      now() - g * interval '30 minutes', now() - g * interval '30 minutes'
    from generate_series(1, ${shape.tickets}::int) g`);
  await db.execute(sql`
    insert into ticket_messages (client_id, ticket_id, kind, author_side, author_profile_id, body, from_status, to_status, created_at)
    select ${clientId}::uuid, md5('bench-ticket-' || ${c}::int || '-' || t)::uuid,
      case when m % 3 = 0 then 'status_change' else 'reply' end,
      case when m % 2 = 0 then 'staff' else 'client' end,
      case when m % 2 = 0 then null else ${adminProfileId}::uuid end,
      case when m % 3 = 0 then null else 'Reply ' || m || ': we raised the quota for the batch window and are watching the next run.' end,
      case when m % 3 = 0 then 'open' end, case when m % 3 = 0 then 'in_progress' end,
      now() - t * interval '30 minutes' + m * interval '1 minute'
    from generate_series(1, ${shape.tickets}::int) t, generate_series(1, ${THREAD_LENGTH}::int) m
    where t % ${shape.threadEvery}::int = 1`);
  return clientId;
}

/** Adds a long timeline to project 1 and a long thread to ticket 1 of the big client. */
async function feature(db: Database, clientId: string): Promise<void> {
  await db.execute(sql`
    insert into project_updates (client_id, project_id, kind, title, body, created_at)
    select ${clientId}::uuid, md5('bench-project-0-1')::uuid, (array['progress','milestone','next_steps'])[1 + u % 3],
      'Sprint ' || u || ' review', 'Shipped the policy engine changes; the red-team findings of sprint ' || u || ' are closed.',
      now() - u * interval '2 days'
    from generate_series(1, ${FEATURED_UPDATES}::int) u`);
  await db.execute(sql`
    insert into ticket_messages (client_id, ticket_id, kind, author_side, body, created_at)
    select ${clientId}::uuid, md5('bench-ticket-0-1')::uuid, 'reply', case when m % 2 = 0 then 'staff' else 'client' end,
      'Thread message ' || m || ': traces attached, the retry budget is now 3 with jitter.', now() - interval '1 day' + m * interval '1 minute'
    from generate_series(1, ${FEATURED_MESSAGES}::int) m`);
}

/** Seeds the big client (index 0, with the bench's sign-in) and `others` small ones. */
export async function seedPortalBench(
  db: Database,
  others = 9,
): Promise<SeededPortal> {
  const passwordHash = await hashPassword(BENCH_ADMIN.password);
  const bigClientId = await seedClient(db, 0, BIG_CLIENT, passwordHash);
  await feature(db, bigClientId);
  for (let n = 1; n <= others; n++) await seedClient(db, n, SMALL_CLIENT, null);

  const result = await db.execute(sql`
      select (select count(*) from projects)::int as projects, (select count(*) from documents)::int as documents,
        (select count(*) from stored_files)::int as stored_files, (select count(*) from support_tickets)::int as tickets,
        (select count(*) from ticket_messages)::int as ticket_messages, (select count(*) from project_updates)::int as project_updates,
        (select count(*) from profiles)::int as profiles, (select count(*) from client_invitations)::int as invitations`);
  const row = (result as unknown as { rows: Record<string, number>[] }).rows[0];
  await db.execute(sql`analyze`);
  return {
    bigClientId,
    featuredProjectId: derivedUuid(projectLabel(0, 1)),
    featuredProjectName: "Sovereign AI platform workstream 1",
    featuredTicketId: derivedUuid(ticketLabel(0, 1)),
    featuredTicketTitle: "Model gateway returns 429 for batch job 1",
    counts: row ?? {},
  };
}

/** The portal pages bench:portal measures (and bench:ab can compare), for the seeded data. */
export function portalTargets(seeded: SeededPortal): PageTarget[] {
  return [
    {
      label: "Projects tab",
      path: "/dashboard",
      marker: seeded.featuredProjectName,
    },
    {
      label: "Documents tab",
      path: "/dashboard/documents",
      marker: "runbook-",
    },
    {
      label: "Support tab",
      path: "/dashboard/support",
      marker: seeded.featuredTicketTitle,
    },
    { label: "Team tab", path: "/dashboard/team", marker: "Colleague 1" },
    {
      label: "Project page",
      path: `/dashboard/projects/${seeded.featuredProjectId}`,
      marker: "Sprint 1 review",
    },
    {
      label: "Ticket thread",
      path: `/dashboard/support/${seeded.featuredTicketId}`,
      marker: "Thread message 40",
    },
    // Not a portal page: the same signed-in shell with little data, to tell the fixed cost of
    // a signed-in page (session, shell, React rendering) from what each portal page adds.
    {
      label: "Account page (reference)",
      path: "/account",
      marker: BENCH_ADMIN.email,
      reference: true,
    },
  ];
}
