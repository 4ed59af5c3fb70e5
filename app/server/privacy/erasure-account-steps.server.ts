import { sql, type SQL } from "drizzle-orm";
import {
  clients,
  documents,
  profiles,
  storedFiles,
  supportTickets,
  ticketMessages,
  user,
} from "../db/schema.server";
import {
  ERASED_NAME,
  erasedAddress,
  rowsOf,
  scrubbed,
  scrubPattern,
  type ErasureSubject,
  type Runner,
} from "./erasure-subject.server";
import { countOf, type StepDef } from "./erasure-step-kit.server";

/** An anonymising step: the rows a condition picks, and the SET that anonymises them. */
function anonymising(
  source: string,
  label: string,
  reason: string,
  table: unknown,
  where: (subject: ErasureSubject) => SQL,
  set: (subject: ErasureSubject) => SQL,
  after?: (db: Runner, subject: ErasureSubject) => Promise<void>,
): StepDef {
  return {
    source,
    label,
    action: "anonymise",
    reason,
    count: (db, subject) =>
      countOf(
        db,
        sql`select count(*)::int as n from ${table} where ${where(subject)}`,
      ),
    run: async (db, subject) => {
      const rows = await rowsOf(
        db,
        sql`update ${table} set ${set(subject)} where ${where(subject)} returning 1 as changed`,
      );
      await after?.(db, subject);
      return rows.length;
    },
  };
}

const byProfile = (column: SQL, subject: ErasureSubject) =>
  subject.profileId ? sql`${column} = ${subject.profileId}` : sql`false`;

/**
 * The portal account is anonymised, never deleted: the audit log's actor foreign key restricts,
 * and the client organisation's tickets and documents point at it. Its name and address become
 * placeholders, it is disabled and leaves its organisation's team; its secrets went in the
 * credential steps. A second run finds nothing left to change.
 */
export const accountSteps: StepDef[] = [
  anonymising(
    "portal-users",
    "Portal account",
    "Kept as a disabled, nameless account: audit entries and the organisation's records point at it.",
    user,
    (s) =>
      s.userId
        ? sql`id = ${s.userId} and not (name = ${ERASED_NAME} and email = ${erasedAddress("user", s.userId)}
            and image is null and disabled_at is not null and coalesce(two_factor_enabled, false) = false)`
        : sql`false`,
    (s) =>
      sql`name = ${ERASED_NAME}, email = ${erasedAddress("user", s.userId ?? "")}, image = null,
        email_verified = false, two_factor_enabled = false, disabled_at = coalesce(disabled_at, now()), updated_at = now()`,
  ),
  anonymising(
    "portal-profiles",
    "Portal profile",
    "Kept without name or address, and out of its organisation's team.",
    profiles,
    (s) =>
      s.userId
        ? sql`user_id = ${s.userId} and not (email = ${erasedAddress("user", s.userId)} and full_name is null
            and client_id is null and access_requested_at is null)`
        : sql`false`,
    (s) =>
      sql`email = ${erasedAddress("user", s.userId ?? "")}, full_name = null, client_id = null,
        access_requested_at = null, updated_at = now()`,
  ),
  // A ticket is the client organisation's record of its work with us: it stays, without its
  // author and with the person's name, address and number replaced by "[erased]" in its text.
  anonymising(
    "support-tickets",
    "Support tickets they opened",
    "The ticket belongs to the client organisation: kept, without its author and with the person's name, address and phone replaced.",
    supportTickets,
    (s) => {
      const pattern = scrubPattern(s);
      return sql`(${byProfile(sql`created_by`, s)} or title ~* ${pattern} or description ~* ${pattern})`;
    },
    (s) => {
      const pattern = scrubPattern(s);
      return sql`created_by = case when ${byProfile(sql`created_by`, s)} then null else created_by end,
        title = ${scrubbed(sql`title`, pattern)}, description = ${scrubbed(sql`description`, pattern)}`;
    },
  ),
  anonymising(
    "ticket-messages",
    "Ticket messages they wrote",
    "Kept in the organisation's ticket thread, without the author and with the person's identifiers replaced.",
    ticketMessages,
    (s) =>
      sql`(${byProfile(sql`author_profile_id`, s)} or body ~* ${scrubPattern(s)})`,
    (s) =>
      sql`author_profile_id = case when ${byProfile(sql`author_profile_id`, s)} then null else author_profile_id end,
        body = ${scrubbed(sql`body`, scrubPattern(s))}`,
  ),
  anonymising(
    "documents",
    "Documents they uploaded",
    "The file is the client organisation's record: kept, without its uploader; the person's name is replaced in its file name.",
    documents,
    (s) =>
      sql`(${byProfile(sql`uploaded_by`, s)} or name ~* ${scrubPattern(s)})`,
    (s) =>
      sql`uploaded_by = case when ${byProfile(sql`uploaded_by`, s)} then null else uploaded_by end,
        name = ${scrubbed(sql`name`, scrubPattern(s))}`,
    async (db, s) => {
      const pattern = scrubPattern(s);
      await db.execute(
        sql`update ${storedFiles} set name = ${scrubbed(sql`name`, pattern)}
          where name ~* ${pattern} and id in (select file_id from ${documents})`,
      );
    },
  ),
  anonymising(
    "clients",
    "Client organisation contact",
    "The organisation stays; the person's address and phone as its contact are removed, and their name from staff's notes.",
    clients,
    (s) =>
      sql`(lower(contact_email) = ${s.email} or contact_phone ~* ${scrubPattern(s)} or notes ~* ${scrubPattern(s)})`,
    (s) =>
      sql`contact_phone = case when lower(contact_email) = ${s.email} or contact_phone ~* ${scrubPattern(s)} then null else contact_phone end,
        contact_email = case when lower(contact_email) = ${s.email} then null else contact_email end,
        notes = ${scrubbed(sql`notes`, scrubPattern(s))}, updated_at = now()`,
  ),
];
