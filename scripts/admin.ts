// The operator's command for accounts: `npm run admin -- --help`. It creates invitations
// (never an account with a known password), so it is safe to run in production.
import { format } from "date-fns";
import { roleLabel } from "../app/domain/auth/auth-forms";
import type { UserRole } from "../app/domain/enums";
import {
  findClientByReference,
  listClients,
  type ClientSummary,
} from "../app/server/auth/client-directory.server";
import {
  createInvitation,
  InvitationError,
} from "../app/server/auth/invitations.server";
import type { Database } from "../app/server/db/client.server";
import { prepareDatabase } from "../app/server/db/prepare-database.server";
import { EnvError, parseEnv, type Env } from "../app/server/env.server";
import { ADMIN_HELP, parseAdminArgs, type AdminCommand } from "./admin-args";
import { OperatorError, openServerDatabase } from "./server-database";

const ADMIN_WHILE_SERVER_RUNS =
  "stop the server, run this command, then start the server again (the invitation e-mail is sent once it runs). " +
  "Or run the server on PostgreSQL (DATABASE_URL), where both can work at once.";

const print = (text: string) => process.stdout.write(`${text}\n`);
const complain = (text: string) => process.stderr.write(`${text}\n`);

function describeClients(all: ClientSummary[]): string {
  return all.length === 0
    ? "There are no clients yet."
    : `Known clients: ${all.map((client) => `"${client.name}"`).join(", ")}.`;
}

async function resolveClient(
  db: Database,
  reference: string,
): Promise<ClientSummary> {
  const found = await findClientByReference(db, reference);
  if (found.status === "found") return found.client;
  if (found.status === "ambiguous") {
    throw new OperatorError(
      `Several clients are named "${reference}": use one of their ids instead: ${found.ids.join(", ")}.`,
    );
  }
  throw new OperatorError(
    `There is no client with the id or name "${reference}". ${describeClients(await listClients(db))}`,
  );
}

async function invite(
  db: Database,
  env: Env,
  command: Extract<AdminCommand, { kind: "create-admin" | "invite" }>,
): Promise<void> {
  const client =
    command.kind === "invite" ? await resolveClient(db, command.client) : null;
  const role: UserRole = command.kind === "invite" ? command.role : "admin";
  const created = await createInvitation(
    db,
    {
      clientId: client?.id ?? null,
      email: command.email,
      role,
      invitedByProfileId: null,
      expiresInDays: command.expiresInDays,
    },
    {
      publicUrl: env.publicUrl,
      defaultTtlDays: env.invitationTtlDays,
      staffMfaRequired: env.staffMfaRequired,
    },
  );
  if (command.json) {
    print(
      JSON.stringify({
        url: created.url,
        expiresAt: created.expiresAt.toISOString(),
      }),
    );
    return;
  }
  const where = client
    ? `${client.companyName ?? client.name}`
    : "the staff console";
  print(`Invitation for ${command.email} as ${roleLabel(role)} (${where}).`);
  print(
    `One-time sign-up link, valid until ${format(created.expiresAt, "MMMM d, yyyy")} (${created.expiresAt.toISOString()}):`,
  );
  print("");
  print(`  ${created.url}`);
  print("");
  print(
    "The invitation e-mail with this link is queued: the server sends it while it runs (without SMTP_URL it is written to DATA_DIR/mail).",
  );
}

async function run(
  db: Database,
  env: Env,
  command: Exclude<AdminCommand, { kind: "help" }>,
): Promise<void> {
  if (command.kind !== "list-clients") return invite(db, env, command);
  const all = await listClients(db);
  if (command.json) {
    print(
      JSON.stringify(all.map(({ id, name, status }) => ({ id, name, status }))),
    );
    return;
  }
  if (all.length === 0) {
    print("There are no clients yet.");
    return;
  }
  const width = Math.max(...all.map((client) => client.name.length));
  for (const client of all)
    print(`${client.id}  ${client.name.padEnd(width)}  ${client.status}`);
}

async function main(argv: string[]): Promise<number> {
  const parsed = parseAdminArgs(argv);
  if (!parsed.ok) {
    complain(
      `${parsed.error}\nRun "npm run admin -- --help" for the commands.`,
    );
    return 1;
  }
  const { command } = parsed;
  if (command.kind === "help") {
    print(ADMIN_HELP);
    return 0;
  }
  try {
    const env = parseEnv(process.env);
    const database = await openServerDatabase(env, ADMIN_WHILE_SERVER_RUNS);
    try {
      // As the server starts: the schema up to date, and an empty database seeded the same way.
      const seeded = await prepareDatabase(database, {
        includeDemo: !env.isProduction,
      });
      if (seeded.content || seeded.demo)
        complain("The database was empty: seeded it as the server would.");
      await run(database.db, env, command);
    } finally {
      await database.close();
    }
    return 0;
  } catch (error) {
    if (error instanceof EnvError) complain(error.problems.join("\n"));
    else if (error instanceof OperatorError || error instanceof InvitationError)
      complain(error.message);
    else
      complain(
        `The command failed: ${(error as Error).message ?? String(error)}`,
      );
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
