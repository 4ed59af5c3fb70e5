import { createHash, randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import {
  CODE_MINUTES,
  CODE_TRIES,
  dueDateOf,
  hasLapsed,
} from "~/domain/privacy/privacy-clock";
import type { PrivacyRequestKind } from "~/domain/privacy/privacy-enums";
import type { Locale } from "~/i18n/locale";
import type { Database, Transaction } from "../db/client.server";
import { privacyRequests, storedFiles } from "../db/schema.server";
import { getAppServices } from "../services.server";
import { codeHashOf, codeMatches, newCode } from "./privacy-codes.server";
import {
  codeEmail,
  queuePrivacyMail,
  receivedEmail,
  requestPerson,
  staffNoticeEmail,
} from "./privacy-mail.server";

/**
 * A person's privacy requests from the public side (decision 072): opened unverified with an
 * e-mailed code, or received at once for a portal user signed in with two-factor
 * authentication; the code proves the address and starts the 30-day clock. Nothing here says
 * whether the address is known to us: every request gets the same answer and the same e-mail.
 */
export type PrivacyMailSettings = {
  secret: string;
  publicUrl: string;
  staffRecipients: string[];
};

export type NewPrivacyRequest = {
  kind: PrivacyRequestKind;
  email: string;
  name: string;
  details: string;
  locale: Locale;
  clientKeyHash: string | null;
  /** A portal user signed in with two-factor authentication, asking about their own address. */
  verifiedUserId: string | null;
};

async function markReceived(
  tx: Transaction,
  row: { id: string; kind: PrivacyRequestKind; email: string; locale: Locale },
  now: Date,
  settings: PrivacyMailSettings,
) {
  const dueAt = dueDateOf(now);
  await tx
    .update(privacyRequests)
    .set({
      status: "verified",
      receivedAt: now,
      dueAt,
      codeHash: null,
      codeExpiresAt: null,
      codeAttempts: 0,
      updatedAt: now,
    })
    .where(eq(privacyRequests.id, row.id));
  await queuePrivacyMail(tx, receivedEmail({ ...row, dueAt }));
  if (settings.staffRecipients.length > 0)
    await queuePrivacyMail(
      tx,
      staffNoticeEmail({
        to: settings.staffRecipients,
        id: row.id,
        kind: row.kind,
        dueAt,
        publicUrl: settings.publicUrl,
      }),
    );
  return dueAt;
}

/** Opens a request; returns its id and whether it is received already (no code needed). */
export async function openPrivacyRequest(
  db: Database,
  request: NewPrivacyRequest,
  settings: PrivacyMailSettings,
  now = new Date(),
): Promise<{ id: string; received: boolean }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(privacyRequests)
      .values({
        kind: request.kind,
        email: request.email,
        fullName: request.name,
        details: request.details,
        locale: request.locale,
        clientKeyHash: request.clientKeyHash,
        userId: request.verifiedUserId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: privacyRequests.id });
    const id = row!.id;
    const person = {
      id,
      kind: request.kind,
      email: request.email,
      locale: request.locale,
    };
    if (request.verifiedUserId) {
      await markReceived(tx, person, now, settings);
      return { id, received: true };
    }
    await issueCode(tx, person, "verify", now, settings.secret);
    return { id, received: false };
  });
}

async function issueCode(
  tx: Pick<Database, "update" | "insert">,
  person: { id: string; email: string; locale: Locale },
  purpose: "verify" | "download",
  now: Date,
  secret: string,
) {
  const code = newCode();
  await tx
    .update(privacyRequests)
    .set({
      codeHash: codeHashOf(secret, person.id, code),
      codeExpiresAt: new Date(now.getTime() + CODE_MINUTES * 60_000),
      codeAttempts: 0,
      updatedAt: now,
    })
    .where(eq(privacyRequests.id, person.id));
  await queuePrivacyMail(tx, codeEmail(person, code, CODE_MINUTES, purpose));
}

export type CodeCheck =
  | { kind: "accepted"; dueAt: Date | null }
  | { kind: "wrong"; triesLeft: number }
  /** No live code: it expired, or its tries were used up (a new one must be sent). */
  | { kind: "no-code" }
  /** The request cannot take a code any more: lapsed, answered, or not this step's. */
  | { kind: "closed" }
  | { kind: "unknown" };

type RequestRow = typeof privacyRequests.$inferSelect;

async function lockedRequest(
  tx: Transaction,
  id: string,
): Promise<RequestRow | null> {
  const [row] = await tx
    .select()
    .from(privacyRequests)
    .where(eq(privacyRequests.id, id))
    .for("update");
  return row ?? null;
}

/**
 * Judges a code under the row's lock, so parallel guesses count one by one: a right code
 * within its minutes is accepted; the third wrong one purges the code (a new one must be sent).
 */
async function judgeCode(
  tx: Transaction,
  row: RequestRow,
  code: string,
  now: Date,
  secret: string,
): Promise<"accepted" | CodeCheck> {
  if (!row.codeHash || !row.codeExpiresAt || row.codeExpiresAt <= now)
    return { kind: "no-code" };
  if (codeMatches(secret, row.id, code, row.codeHash)) return "accepted";
  const attempts = row.codeAttempts + 1;
  const spent = attempts >= CODE_TRIES;
  await tx
    .update(privacyRequests)
    .set(
      spent
        ? {
            codeHash: null,
            codeExpiresAt: null,
            codeAttempts: 0,
            updatedAt: now,
          }
        : { codeAttempts: attempts, updatedAt: now },
    )
    .where(eq(privacyRequests.id, row.id));
  return spent
    ? { kind: "no-code" }
    : { kind: "wrong", triesLeft: CODE_TRIES - attempts };
}

/** The code step of an unverified request. */
export async function verifyPrivacyRequest(
  db: Database,
  options: {
    id: string;
    code: string;
    settings: PrivacyMailSettings;
    now?: Date;
  },
): Promise<CodeCheck> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const row = await lockedRequest(tx, options.id);
    if (!row) return { kind: "unknown" };
    if (row.status !== "unverified")
      return row.receivedAt
        ? { kind: "accepted", dueAt: row.dueAt }
        : { kind: "closed" };
    if (hasLapsed(row, now)) return { kind: "closed" };
    const judged = await judgeCode(
      tx,
      row,
      options.code,
      now,
      options.settings.secret,
    );
    if (judged !== "accepted") return judged;
    const dueAt = await markReceived(
      tx,
      { ...requestPerson(row), kind: row.kind as PrivacyRequestKind },
      now,
      options.settings,
    );
    return { kind: "accepted", dueAt };
  });
}

/** Sends a fresh code for an unverified request (the old one stops working). */
export async function resendVerificationCode(
  db: Database,
  options: { id: string; secret: string; now?: Date },
): Promise<"sent" | "closed" | "unknown"> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const row = await lockedRequest(tx, options.id);
    if (!row) return "unknown";
    if (row.status !== "unverified" || hasLapsed(row, now)) return "closed";
    await issueCode(tx, requestPerson(row), "verify", now, options.secret);
    return "sent";
  });
}

/** What the code page shows: never the full address, only enough to recognise it. */
export async function requestForCodePage(
  db: Database,
  id: string,
): Promise<Pick<
  RequestRow,
  "id" | "email" | "status" | "createdAt" | "dueAt" | "locale"
> | null> {
  const [row] = await db
    .select({
      id: privacyRequests.id,
      email: privacyRequests.email,
      status: privacyRequests.status,
      createdAt: privacyRequests.createdAt,
      dueAt: privacyRequests.dueAt,
      locale: privacyRequests.locale,
    })
    .from(privacyRequests)
    .where(eq(privacyRequests.id, id));
  return row ?? null;
}

// --- The export download: a link from the e-mail, then a fresh code ------------------------

export type ExportForDownload = {
  id: string;
  email: string;
  locale: Locale;
  exportFileId: string;
  exportExpiresAt: Date;
};

/** The live export a link names, or null (unknown, deleted or past its 7 days). */
export async function exportOfToken(
  db: Pick<Database, "select">,
  tokenHash: string,
  now: Date,
): Promise<ExportForDownload | null> {
  const [row] = await db
    .select({
      id: privacyRequests.id,
      email: privacyRequests.email,
      locale: privacyRequests.locale,
      exportFileId: privacyRequests.exportFileId,
      exportExpiresAt: privacyRequests.exportExpiresAt,
    })
    .from(privacyRequests)
    .where(
      and(
        eq(privacyRequests.exportTokenHash, tokenHash),
        sql`${privacyRequests.exportExpiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    );
  if (!row?.exportFileId || !row.exportExpiresAt) return null;
  return {
    ...requestPerson(row),
    exportFileId: row.exportFileId,
    exportExpiresAt: row.exportExpiresAt,
  };
}

export async function sendDownloadCode(
  db: Database,
  options: { id: string; secret: string; now?: Date },
): Promise<void> {
  const now = options.now ?? new Date();
  await db.transaction(async (tx) => {
    const row = await lockedRequest(tx, options.id);
    if (!row) return;
    await issueCode(tx, requestPerson(row), "download", now, options.secret);
  });
}

/** Judges a download code; an accepted code is spent (one code, one download). */
export async function checkDownloadCode(
  db: Database,
  options: { id: string; code: string; secret: string; now?: Date },
): Promise<CodeCheck> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const row = await lockedRequest(tx, options.id);
    if (!row) return { kind: "unknown" };
    const judged = await judgeCode(tx, row, options.code, now, options.secret);
    if (judged !== "accepted") return judged;
    await tx
      .update(privacyRequests)
      .set({
        codeHash: null,
        codeExpiresAt: null,
        codeAttempts: 0,
        updatedAt: now,
      })
      .where(eq(privacyRequests.id, row.id));
    return { kind: "accepted", dueAt: row.dueAt };
  });
}

/** The settings privacy e-mails need, from the running services. */
export function privacyMailSettings(): PrivacyMailSettings {
  const { env } = getAppServices();
  return {
    secret: env.authSecret,
    publicUrl: env.publicUrl,
    staffRecipients: env.leadsNotifyTo,
  };
}

/** An export link: 32 random bytes; the database keeps only its SHA-256. */
export function newExportLink(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: exportTokenHash(token) };
}

export function exportTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** What a link names, live or not: the page says "expired" rather than a bare 404 for 7 days' links. */
export async function exportLinkState(
  db: Pick<Database, "select">,
  token: string,
  now: Date,
): Promise<
  | { kind: "live"; export: ExportForDownload; size: number }
  | { kind: "expired" }
  | { kind: "unknown" }
> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return { kind: "unknown" };
  const tokenHash = exportTokenHash(token);
  const live = await exportOfToken(db, tokenHash, now);
  if (live) {
    const [file] = await db
      .select({ size: storedFiles.size })
      .from(storedFiles)
      .where(eq(storedFiles.id, live.exportFileId));
    if (file) return { kind: "live", export: live, size: file.size };
  }
  const [known] = await db
    .select({ id: privacyRequests.id })
    .from(privacyRequests)
    .where(eq(privacyRequests.exportTokenHash, tokenHash));
  return known ? { kind: "expired" } : { kind: "unknown" };
}
