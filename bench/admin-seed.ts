/**
 * bench:admin's data: 100,000 submissions across the four source tables, written with
 * generate_series so the AFTER INSERT triggers fill the `leads` inbox exactly as real
 * submissions do. Names, companies and e-mail domains repeat (a "common" search term hits
 * thousands of rows); a handful carry a rare surname; 3 % are spam-flagged; statuses follow
 * a pipeline-like spread; dates cover two years.
 *
 * For the console's pages (seedConsole), beside bench:portal's clients: the staff who sign in
 * and work the leads (one with a password and an authenticator app, as production requires),
 * the chat's conversations, a year of the audit log, and notes on the newest lead.
 */
import { randomBytes } from "node:crypto";
import { hashPassword, symmetricEncrypt } from "better-auth/crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../app/server/db/client.server";
import { derivedUuid, seedPortalBench } from "./portal-seed";

/** Seeding statements may run for minutes on PGlite; a connection is made within seconds. */
export const SEED_TIMEOUTS = { connectMs: 10_000, statementMs: 600_000 };
/** Clients beside bench:portal's big one in the pages' data. */
export const OTHER_CLIENTS = 9;

export const RARE_TERM = "zephyrine";
export const COMMON_TERM = "harbour";
export const SHORT_TERM = "an";

const FIRST = [
  "Ada",
  "Ben",
  "Chloe",
  "Dmitri",
  "Elena",
  "Farah",
  "Gustav",
  "Hana",
  "Ivan",
  "Jun",
  "Kemi",
  "Lars",
  "Maya",
  "Nikhil",
  "Olga",
  "Pedro",
  "Quinn",
  "Rosa",
  "Sami",
  "Tariq",
];
const LAST = [
  "Okafor",
  "Lindqvist",
  "Haddad",
  "Novak",
  "Silva",
  "Tanaka",
  "Moreau",
  "Kowalski",
  "Fischer",
  "Rossi",
  "Nguyen",
  "Costa",
  "Jensen",
  "Mensah",
  "Petrov",
  "Ibrahim",
  "Dubois",
  "Larsen",
  "Santos",
  "Weber",
  "Kim",
  "Ali",
  "Brown",
  "Garcia",
  "Ortiz",
];
const COMPANIES = [
  "Harbour Digital Ministry",
  "Northshore Health",
  "Eastvale Water",
  "Meridian Revenue",
  "Capital Transit",
  "Granite Customs",
  "Blue Ridge Tax Office",
  "Summit Immigration",
  "Lakeside Clinics",
  "Civic Records Agency",
  "Pioneer Construction",
  "Coastal Ports",
];

const sqlArray = (values: string[]) =>
  sql.raw(
    `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(",")}]`,
  );

/** Row i of `count`: first and last name, e-mail, company, status, spam and date expressions. */
function common(count: number, offset: number) {
  const first = sqlArray(FIRST);
  const last = sqlArray(LAST);
  const companies = sqlArray(COMPANIES);
  return {
    series: sql.raw(`generate_series(${offset + 1}, ${offset + count}) as i`),
    first: sql`(${first})[1 + i % ${FIRST.length}]`,
    last: sql`(case when i % 20011 = 7 then 'Zephyrine' else (${last})[1 + (i / ${FIRST.length}) % ${LAST.length}] end)`,
    email: sql`'lead' || i || '@' || (array['example.org','mail.example.com','agency.example.net','gov.example'])[1 + i % 4]`,
    company: sql`(${companies})[1 + (i / 7) % ${COMPANIES.length}]`,
    status: sql`(array['new','new','new','new','contacted','contacted','qualified','converted'])[1 + (i / 3) % 8]`,
    isSpam: sql`(i % 33 = 0)`,
    spamReason: sql`(case when i % 33 = 0 then 'honeypot field filled' end)`,
    createdAt: sql`now() - (i * interval '631 seconds')`,
  };
}

export type SeedCounts = Record<
  "blueprint" | "contact" | "get_started" | "job_application",
  number
>;

export function splitCounts(total: number): SeedCounts {
  const blueprint = Math.round(total * 0.4);
  const contact = Math.round(total * 0.25);
  const getStarted = Math.round(total * 0.25);
  return {
    blueprint,
    contact,
    get_started: getStarted,
    job_application: total - blueprint - contact - getStarted,
  };
}

/**
 * `vacuum`: PostgreSQL's autovacuum would soon process a table after 100,000 inserts (and set
 * the visibility map that index-only scans use); PGlite has no autovacuum, so it gets only
 * ANALYZE, as a real embedded database would.
 */
export async function seedLeads(
  db: Database,
  total: number,
  { vacuum = false }: { vacuum?: boolean } = {},
): Promise<SeedCounts> {
  const counts = splitCounts(total);
  let offset = 0;
  const take = (n: number) => {
    const c = common(n, offset);
    offset += n;
    return c;
  };
  let c = take(counts.blueprint);
  await db.execute(sql`
    insert into blueprint_leads (full_name, email, phone, company_name, company_size, primary_interest, message, status, is_spam, spam_reason, created_at)
    select ${c.first} || ' ' || ${c.last}, ${c.email}, '+1 555 0100', ${c.company},
      (array['1-50','51-200','201-1000','1000+'])[1 + i % 4],
      (array['discovery','blueprint','implementation','consultation'])[1 + i % 4],
      'We would like a blueprint for our services.', ${c.status}, ${c.isSpam}, ${c.spamReason}, ${c.createdAt}
    from ${c.series}`);
  c = take(counts.contact);
  await db.execute(sql`
    insert into contact_requests (first_name, last_name, email, company, interest, message, status, is_spam, spam_reason, created_at)
    select ${c.first}, ${c.last}, ${c.email}, ${c.company},
      (array['e-visa','governance','healthcare','aftrlife','construction','other'])[1 + i % 6],
      'Please get in touch about a platform.', ${c.status}, ${c.isSpam}, ${c.spamReason}, ${c.createdAt}
    from ${c.series}`);
  c = take(counts.get_started);
  await db.execute(sql`
    insert into get_started_requests (first_name, last_name, email, company, company_size, primary_interest, current_challenges, timeline, budget, status, is_spam, spam_reason, created_at)
    select ${c.first}, ${c.last}, ${c.email}, ${c.company},
      (array['1-10','11-50','51-200','201-1000','1000+'])[1 + i % 5],
      (array['e-visa','governance','healthcare','aftrlife','construction','custom'])[1 + i % 6],
      'Legacy systems and paper forms slow us down.', (array['immediate','short','medium','long','exploring'])[1 + i % 5],
      (array['50k-100k','100k-250k','250k-500k','500k-1m','1m+','not-sure'])[1 + i % 6],
      ${c.status}, ${c.isSpam}, ${c.spamReason}, ${c.createdAt}
    from ${c.series}`);
  c = take(counts.job_application);
  // One stored résumé shared by every application: the inbox never reads the file.
  await db.execute(sql`
    with resume as (
      insert into stored_files (bucket, key, name, size, mime_type, sha256, content)
      values ('resumes', 'bench/resume.pdf', 'resume.pdf', 4, 'application/pdf', 'bench', '\\x25504446'::bytea)
      returning id
    )
    insert into job_applications (job_title, first_name, last_name, email, phone, experience, cover_letter, resume_file_id, status, is_spam, spam_reason, created_at)
    select (array['Cloud Architect','Data Engineer','Product Designer','Site Reliability Engineer'])[1 + i % 4],
      ${c.first}, ${c.last}, ${c.email}, '+1 555 0101', '5 years', 'I would love to join.', (select id from resume),
      ${c.status}, ${c.isSpam}, ${c.spamReason}, ${c.createdAt}
    from ${c.series}`);
  await db.execute(vacuum ? sql`vacuum analyze` : sql`analyze`);
  return counts;
}

// ---------------------------------------------------------------------------------------
// The console's own data.

/** The staff account bench:admin signs in with: password, then a TOTP code. */
export const BENCH_STAFF = {
  email: "bench.staff@example.org",
  name: "Ines Bench",
  password: "bench-quarry-lantern-58",
};

export const CONSOLE_SHAPE = {
  /** Staff accounts besides BENCH_STAFF (lead owners, authors of notes and audit entries). */
  otherStaff: 4,
  conversations: 5_000,
  messagesPerConversation: 6,
  /** Every n-th conversation left contact details; every m-th was handed to a person. */
  contactEvery: 4,
  handedOffEvery: 10,
  auditEntries: 20_000,
  /** The newest lead, the one the bench opens, has this many notes. */
  featuredNotes: 12,
  /** The newest conversation, the one the bench opens, has this many messages. */
  featuredMessages: 40,
};

export type SeededConsole = {
  /** The TOTP secret as an authenticator app holds it (raw, not base32). */
  totpSecret: string;
  featuredLeadId: string;
  featuredLeadName: string;
  featuredConversationId: string;
  counts: Record<string, number>;
};

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The console's data, after seedLeads and bench:portal's clients. `authSecret` is the server's
 * BETTER_AUTH_SECRET: better-auth keeps the TOTP secret encrypted with it (its two-factor
 * plugin's format, decrypted with the same secret at sign-in), so the server must start with it.
 */
export async function seedConsole(
  db: Database,
  authSecret: string,
): Promise<SeededConsole> {
  const shape = CONSOLE_SHAPE;
  // What better-auth's enrolment stores: a random secret, encrypted; backup codes alike.
  const totpSecret = randomBytes(20).toString("hex");
  const userId = randomBytes(16).toString("hex");
  await db.execute(sql`
    insert into "user" (id, name, email, email_verified, two_factor_enabled)
    values (${userId}, ${BENCH_STAFF.name}, ${BENCH_STAFF.email}, true, true)`);
  await db.execute(sql`
    insert into account (id, account_id, provider_id, user_id, password)
    values (${randomBytes(16).toString("hex")}, ${userId}, 'credential', ${userId}, ${await hashPassword(BENCH_STAFF.password)})`);
  await db.execute(sql`
    insert into two_factor (id, secret, backup_codes, user_id, verified)
    values (${randomBytes(16).toString("hex")}, ${await symmetricEncrypt({ key: authSecret, data: totpSecret })},
      ${await symmetricEncrypt({ key: authSecret, data: "[]" })}, ${userId}, true)`);
  await db.execute(sql`
    insert into profiles (user_id, email, full_name, role, created_at)
    values (${userId}, ${BENCH_STAFF.email}, ${BENCH_STAFF.name}, 'admin', now() - interval '400 days')`);
  // Other staff, without credentials: owners, note and audit authors.
  await db.execute(sql`
    insert into "user" (id, name, email, email_verified)
    select 'bench-staff-' || g, 'Staff member ' || g, 'staff' || g || '@example.org', true
    from generate_series(1, ${shape.otherStaff}::int) g`);
  await db.execute(sql`
    insert into profiles (user_id, email, full_name, role, created_at)
    select 'bench-staff-' || g, 'staff' || g || '@example.org', 'Staff member ' || g, 'admin', now() - g * interval '30 days'
    from generate_series(1, ${shape.otherStaff}::int) g`);
  const staff = rowsOf<{ user_id: string; email: string; id: string }>(
    await db.execute(sql`
      select user_id, email, id::text as id from profiles where role = 'admin' order by created_at`),
  );
  const staffUsers = sql.raw(
    `array[${staff.map((row) => `'${row.user_id}'`).join(",")}]`,
  );
  const staffEmails = sql.raw(
    `array[${staff.map((row) => `'${row.email}'`).join(",")}]`,
  );
  const staffProfiles = sql.raw(
    `array[${staff.map((row) => `'${row.id}'::uuid`).join(",")}]`,
  );
  const staffCount = staff.length;

  // The newest lead: assigned to the bench's staff member, with a timeline of notes.
  const [lead] = rowsOf<{ id: string; full_name: string }>(
    await db.execute(sql`
      select id::text as id, full_name from leads where not is_spam order by created_at desc, id desc limit 1`),
  );
  if (!lead) throw new Error("seedConsole runs after seedLeads");
  await db.execute(sql`
    update leads set owner_profile_id = ${staff[0]!.id}::uuid where id = ${lead.id}::uuid`);
  await db.execute(sql`
    insert into lead_notes (lead_id, author_profile_id, body, created_at)
    select ${lead.id}::uuid, (${staffProfiles})[1 + g % ${staffCount}::int],
      'Call ' || g || ': walked through the landing zone and the evaluation plan; they want a costed proposal.',
      now() - (${shape.featuredNotes}::int - g) * interval '3 hours'
    from generate_series(1, ${shape.featuredNotes}::int) g`);

  // The chat's conversations: newest activity first is conversation 1, the one the bench opens.
  await db.execute(sql`
    insert into chat_conversations (id, session_id, status, started_on_path, visitor_name, visitor_email,
      visitor_organisation, consent_at, handed_off_at, message_count, last_message_at, created_at, updated_at)
    select md5('bench-conversation-' || g)::uuid, md5('bench-session-' || g),
      case when g % ${shape.handedOffEvery}::int = 0 then 'handed_off' else 'open' end,
      (array['/solutions/e-visa','/capabilities/ai-governance','/','/contact','/blueprint'])[1 + g % 5],
      case when g % ${shape.contactEvery}::int = 1 then 'Visitor ' || g end,
      case when g % ${shape.contactEvery}::int = 1 then 'visitor' || g || '@example.gov' end,
      case when g % ${shape.contactEvery}::int = 1 then 'Bench Ministry ' || (1 + g % 9) end,
      case when g % ${shape.contactEvery}::int = 1 then now() - g * interval '25 minutes' end,
      case when g % ${shape.handedOffEvery}::int = 0 then now() - g * interval '25 minutes' end,
      case when g = 1 then ${shape.featuredMessages}::int else ${shape.messagesPerConversation}::int end,
      now() - g * interval '25 minutes', now() - g * interval '25 minutes' - interval '10 minutes',
      now() - g * interval '25 minutes'
    from generate_series(1, ${shape.conversations}::int) g`);
  await db.execute(sql`
    insert into chat_messages (conversation_id, role, content, sources, intent, answered_by, created_at)
    select md5('bench-conversation-' || g)::uuid,
      case when m % 2 = 1 then 'user' else 'assistant' end,
      case when m % 2 = 1 then 'Message ' || m || ': can your platform run on our own tenancy, and how long does an e-visa pilot take?'
        else 'Message ' || m || ': yes — the landing zone runs in your tenancy; a pilot usually takes eight to twelve weeks, evaluation included.' end,
      case when m % 2 = 1 then '[]'::jsonb
        else '[{"title":"E-visa platforms","href":"/solutions/e-visa"},{"title":"AI governance","href":"/capabilities/ai-governance"}]'::jsonb end,
      case when m % 2 = 0 then 'services' end,
      case when m % 2 = 0 then 'offline' end,
      now() - g * interval '25 minutes' - interval '10 minutes' + m * interval '10 seconds'
    from generate_series(1, ${shape.conversations}::int) g,
      generate_series(1, ${shape.featuredMessages}::int) m
    where m <= case when g = 1 then ${shape.featuredMessages}::int else ${shape.messagesPerConversation}::int end`);

  // A year of the audit log: status changes of leads and tickets, by every staff member.
  const ticketEntries = Math.round(shape.auditEntries / 4);
  const leadEntries = shape.auditEntries - ticketEntries;
  await db.execute(sql`
    insert into audit_log (actor_user_id, actor_email, action, entity_type, entity_id, summary, before, after, details, ip_address, created_at)
    select (${staffUsers})[1 + g % ${staffCount}::int], (${staffEmails})[1 + g % ${staffCount}::int],
      'lead.status', 'lead', l.id::text, 'Moved ' || l.full_name || ' from New to Contacted',
      '{"status":"new"}'::jsonb, '{"status":"contacted"}'::jsonb,
      jsonb_build_object('source', l.source, 'sourceId', l.source_id), '203.0.113.' || (1 + g % 200),
      now() - g * interval '31 minutes'
    from (select id, full_name, source, source_id, row_number() over (order by created_at desc, id desc) as g
          from leads order by created_at desc, id desc limit ${leadEntries}::int) l`);
  await db.execute(sql`
    insert into audit_log (actor_user_id, actor_email, action, entity_type, entity_id, summary, before, after, details, ip_address, created_at)
    select (${staffUsers})[1 + g % ${staffCount}::int], (${staffEmails})[1 + g % ${staffCount}::int],
      'ticket.status', 'ticket', t.id::text, 'Moved “' || t.title || '” from Open to In progress',
      '{"status":"open"}'::jsonb, '{"status":"in_progress"}'::jsonb,
      jsonb_build_object('clientId', t.client_id), '203.0.113.' || (1 + g % 200),
      now() - g * interval '97 minutes'
    from (select id, title, client_id, row_number() over (order by created_at desc, id desc) as g
          from support_tickets order by created_at desc, id desc limit ${ticketEntries}::int) t`);

  const [counts] = rowsOf<Record<string, number>>(
    await db.execute(sql`
      select (select count(*) from profiles where role = 'admin')::int as staff,
        (select count(*) from chat_conversations)::int as conversations,
        (select count(*) from chat_messages)::int as chat_messages,
        (select count(*) from audit_log)::int as audit_entries,
        (select count(*) from lead_notes)::int as lead_notes`),
  );
  return {
    totpSecret,
    featuredLeadId: lead.id,
    featuredLeadName: lead.full_name,
    featuredConversationId: derivedUuid("bench-conversation-1"),
    counts: counts ?? {},
  };
}

/**
 * The data the console's and portal's pages are measured on, after seedLeads: bench:portal's
 * clients and the console's staff, conversations and audit entries, then statistics (`vacuum
 * analyze` on PostgreSQL, as autovacuum would have run; `analyze` on PGlite).
 */
export async function seedPagesData(
  db: Database,
  authSecret: string,
  options: { vacuum: boolean },
) {
  const portal = await seedPortalBench(db, OTHER_CLIENTS);
  const seeded = await seedConsole(db, authSecret);
  await db.execute(options.vacuum ? sql`vacuum analyze` : sql`analyze`);
  return { portal, seeded };
}
