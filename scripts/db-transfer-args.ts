import { parseArgs } from "node:util";

/**
 * The command lines of `npm run db:export` and `npm run db:import`, parsed with no database
 * open so every mistake is reported first (and unit-tested).
 */
export type TransferCommand =
  | { kind: "help"; text: string }
  | { kind: "export"; out: string; force: boolean }
  | { kind: "import"; file: string };

export const EXPORT_HELP = `Usage: npm run db:export -- [--out <file>] [--force]

Writes every row of the server's database (DATABASE_URL, else the embedded one in DATA_DIR),
with every stored file's bytes, to one gzipped file, from one consistent snapshot.

Options:
  --out <file>   Where to write it (default: kestrel-export-<date>.jsonl.gz in the current folder).
  --force        Overwrite the file if it exists.
  -h, --help     Show this help.

The embedded database serves one process at a time: stop the server first.
`;

export const IMPORT_HELP = `Usage: npm run db:import -- <file>

Loads a file written by npm run db:export into the PostgreSQL database named by DATABASE_URL,
which must be new and empty: it is migrated, then every row is inserted in one transaction
(all or nothing), and each table's count and each file's SHA-256 are checked before commit.
With S3_ENDPOINT/S3_BUCKET set, stored files go to that bucket; otherwise into the database.
Run it before the app is first started on that database (a first start seeds demo content).
`;

export type ParsedTransferArgs =
  { ok: true; command: TransferCommand } | { ok: false; error: string };

export function parseTransferArgs(
  kind: "export" | "import",
  argv: string[],
  now = new Date(),
): ParsedTransferArgs {
  const help = kind === "export" ? EXPORT_HELP : IMPORT_HELP;
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: kind === "import",
      options:
        kind === "export"
          ? {
              out: { type: "string" },
              force: { type: "boolean", default: false },
              help: { type: "boolean", short: "h", default: false },
            }
          : { help: { type: "boolean", short: "h", default: false } },
      strict: true,
    });
  } catch (error) {
    return { ok: false, error: `${(error as Error).message}\n\n${help}` };
  }
  if (parsed.values.help)
    return { ok: true, command: { kind: "help", text: help } };
  if (kind === "export") {
    const stamp = now
      .toISOString()
      .slice(0, 19)
      .replace(/[-:]/g, "")
      .replace("T", "-");
    const out =
      typeof parsed.values.out === "string"
        ? parsed.values.out
        : `kestrel-export-${stamp}.jsonl.gz`;
    if (out.trim() === "")
      return { ok: false, error: "--out needs a file name." };
    return {
      ok: true,
      command: { kind: "export", out, force: parsed.values.force === true },
    };
  }
  const [file, ...rest] = parsed.positionals;
  if (!file)
    return { ok: false, error: `Name the export file to import.\n\n${help}` };
  if (rest.length > 0)
    return {
      ok: false,
      error: `One file at a time: got ${parsed.positionals.length}.`,
    };
  return { ok: true, command: { kind: "import", file } };
}
