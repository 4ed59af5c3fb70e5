import { sql, type SQL } from "drizzle-orm";
import type { FileStorage } from "~/domain/enums";
import type { ErasureAction } from "~/domain/privacy/erasure";
import { storedFiles } from "../db/schema.server";
import {
  inList,
  rowsOf,
  type ErasureSubject,
  type Runner,
} from "./erasure-subject.server";

export type StoredRef = { storage: FileStorage; bucket: string; key: string };

/** What a run carries from one step to the next: files whose rows it deleted, ids it must still delete. */
export type RunContext = {
  now: Date;
  deletedFiles: StoredRef[];
  resumeFileIds: string[];
  chatFileIds: string[];
};

/** One source the erasure deletes from or anonymises: how many rows it would touch, and touching them. */
export type StepDef = {
  source: string;
  label: string;
  action: Exclude<ErasureAction, "keep">;
  reason?: string;
  count(db: Runner, subject: ErasureSubject): Promise<number>;
  run(
    db: Runner,
    subject: ErasureSubject,
    context: RunContext,
  ): Promise<number>;
};

export async function countOf(db: Runner, query: SQL): Promise<number> {
  const rows = await rowsOf<{ n: number | string }>(db, query);
  return Number(rows[0]?.n ?? 0);
}

/** A step that deletes the rows of one table a condition picks. */
export function deleting(
  source: string,
  label: string,
  table: unknown,
  where: (subject: ErasureSubject) => SQL,
  reason?: string,
): StepDef {
  return {
    source,
    label,
    action: "delete",
    reason,
    count: (db, subject) =>
      countOf(
        db,
        sql`select count(*)::int as n from ${table} where ${where(subject)}`,
      ),
    run: async (db, subject) =>
      (
        await rowsOf(
          db,
          sql`delete from ${table} where ${where(subject)} returning 1 as deleted`,
        )
      ).length,
  };
}

/**
 * A step that deletes the rows of one table that own stored files, keeping the files' ids for
 * the files step after it: the file's row restricts the owner's delete the other way round, so
 * the owner goes first.
 */
export function deletingFileOwners(
  source: string,
  label: string,
  table: unknown,
  where: (subject: ErasureSubject) => SQL,
  file: { column: SQL; keptIn: (context: RunContext) => string[] },
): StepDef {
  return {
    ...deleting(source, label, table, where),
    run: async (db, subject, context) => {
      const rows = await rowsOf<{ file: string }>(
        db,
        sql`delete from ${table} where ${where(subject)} returning ${file.column} as file`,
      );
      file.keptIn(context).push(...rows.map((row) => String(row.file)));
      return rows.length;
    },
  };
}

/** A step that deletes stored files by id (the bytes in the database go with the row; S3 objects after commit). */
export function deletingFiles(
  source: string,
  label: string,
  preview: (subject: ErasureSubject) => SQL,
  pending: (context: RunContext, subject: ErasureSubject) => string[] | SQL,
): StepDef {
  return {
    source,
    label,
    action: "delete",
    count: (db, subject) =>
      countOf(
        db,
        sql`select count(*)::int as n from ${storedFiles} where id in (${preview(subject)})`,
      ),
    run: async (db, subject, context) => {
      const ids = pending(context, subject);
      const where = Array.isArray(ids)
        ? inList(sql`id::text`, ids)
        : sql`id in (${ids})`;
      const removed = await rowsOf<StoredRef>(
        db,
        sql`delete from ${storedFiles} where ${where} returning storage, bucket, key`,
      );
      context.deletedFiles.push(...removed);
      return removed.length;
    },
  };
}
