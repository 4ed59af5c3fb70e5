import { parseArgs } from "node:util";
import { z } from "zod";

/**
 * The command line of `npm run admin`: parsed and checked here, with no database, so every
 * mistake is reported before anything is opened (and is unit-tested).
 */

export type InviteRole = "client_admin" | "client_user";

export type AdminCommand =
  | { kind: "help" }
  | {
      kind: "create-admin";
      email: string;
      expiresInDays?: number;
      json: boolean;
    }
  | {
      kind: "invite";
      client: string;
      email: string;
      role: InviteRole;
      expiresInDays?: number;
      json: boolean;
    }
  | { kind: "list-clients"; json: boolean };

export type ParsedAdminArgs =
  { ok: true; command: AdminCommand } | { ok: false; error: string };

export const ADMIN_HELP = `Usage: npm run admin -- <command> [options]

Creates account invitations without any known password: each prints a one-time sign-up
link (and queues the invitation e-mail). The invitee chooses their own password.

Commands:
  create-admin --email <address>
      Invite a staff administrator: the first one (later ones can also be invited from the
      console's Users tab, Invite staff).
  invite --client <client id or exact name> --email <address> --role client_admin|client_user
      Invite a person to a client's portal.
  list-clients
      List the clients (id, name, status), to pick one for invite.

Options:
  --expires-in-days <n>  Days the link stays valid, 1 to 90 (default: INVITATION_TTL_DAYS, 7).
  --json                 Print only JSON: {"url": ..., "expiresAt": ...} (list-clients: the list).
  -h, --help             Show this help.

The database is the server's (DATABASE_URL, else the embedded one in DATA_DIR). The embedded
database serves one process at a time: stop the server first, or run it on PostgreSQL.
`;

const COMMAND_OPTIONS: Record<
  Exclude<AdminCommand["kind"], "help">,
  string[]
> = {
  "create-admin": ["email", "expires-in-days", "json"],
  invite: ["client", "email", "role", "expires-in-days", "json"],
  "list-clients": ["json"],
};

const email = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email())
  .transform((value) => value.toLowerCase());

function isCommand(name: string): name is keyof typeof COMMAND_OPTIONS {
  return Object.hasOwn(COMMAND_OPTIONS, name);
}

function readArgs(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      email: { type: "string" },
      client: { type: "string" },
      role: { type: "string" },
      "expires-in-days": { type: "string" },
      json: { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
  });
}

function checkEmail(
  value: string | undefined,
): { ok: true; email: string } | { ok: false; error: string } {
  if (value === undefined || value.trim() === "")
    return { ok: false, error: "Missing --email <address>." };
  const parsed = email.safeParse(value);
  return parsed.success
    ? { ok: true, email: parsed.data }
    : { ok: false, error: `"${value}" is not a valid e-mail address.` };
}

function checkDays(
  value: string | undefined,
): { ok: true; days?: number } | { ok: false; error: string } {
  if (value === undefined) return { ok: true };
  const days = /^\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
  if (!Number.isInteger(days) || days < 1 || days > 90) {
    return {
      ok: false,
      error: `--expires-in-days must be a whole number of days from 1 to 90 (got "${value}").`,
    };
  }
  return { ok: true, days };
}

export function parseAdminArgs(argv: string[]): ParsedAdminArgs {
  let args: ReturnType<typeof readArgs>;
  try {
    args = readArgs(argv);
  } catch (error) {
    // node:util names the option and what is wrong with it ("Unknown option '--mail'", a missing value).
    return { ok: false, error: (error as Error).message };
  }
  const { values, positionals } = args;
  if (values.help) return { ok: true, command: { kind: "help" } };
  const [name, ...extra] = positionals;
  if (name === undefined)
    return {
      ok: false,
      error: "Missing command: create-admin, invite or list-clients.",
    };
  if (!isCommand(name))
    return {
      ok: false,
      error: `Unknown command "${name}": use create-admin, invite or list-clients.`,
    };
  if (extra.length > 0)
    return {
      ok: false,
      error: `Unexpected argument "${extra[0]}" after ${name}.`,
    };
  const allowed = COMMAND_OPTIONS[name];
  const misplaced = Object.keys(values).find(
    (option) => !allowed.includes(option),
  );
  if (misplaced)
    return { ok: false, error: `${name} does not take --${misplaced}.` };
  const json = values.json === true;

  if (name === "list-clients")
    return { ok: true, command: { kind: "list-clients", json } };

  const address = checkEmail(values.email);
  if (!address.ok) return address;
  const days = checkDays(values["expires-in-days"]);
  if (!days.ok) return days;

  if (name === "create-admin") {
    return {
      ok: true,
      command: {
        kind: "create-admin",
        email: address.email,
        expiresInDays: days.days,
        json,
      },
    };
  }

  const client = values.client?.trim();
  if (!client)
    return {
      ok: false,
      error:
        "Missing --client <client id or exact name> (see: npm run admin -- list-clients).",
    };
  const role = values.role?.trim();
  if (!role)
    return { ok: false, error: "Missing --role client_admin|client_user." };
  if (role === "admin")
    return {
      ok: false,
      error:
        "Staff administrators belong to no client: use create-admin --email <address>.",
    };
  if (role !== "client_admin" && role !== "client_user") {
    return {
      ok: false,
      error: `"${role}" is not a client role: use client_admin or client_user.`,
    };
  }
  return {
    ok: true,
    command: {
      kind: "invite",
      client,
      email: address.email,
      role,
      expiresInDays: days.days,
      json,
    },
  };
}
