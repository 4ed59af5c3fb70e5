import { spawn } from "node:child_process";
import fs from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashInvitationToken } from "~/server/auth/invitation-token.server";
import { findInvitation } from "~/server/auth/invitations.server";
import {
  openDatabase,
  type DatabaseConnection,
} from "~/server/db/client.server";
import { lockDataDir } from "~/server/db/data-dir-lock.server";
import { clientInvitations, outbox } from "~/server/db/schema.server";
import {
  ADMIN_ENTRY,
  PROJECT_ROOT,
  requireBuild,
  SHORT_LIVED_NODE_FLAGS,
  tempDataDir,
} from "../support/server-process";
import { serverDatabaseEnv, testDbKind } from "../support/test-database";

/** `npm run admin` as an operator runs it: a separate process on the server's database. */
function runAdmin(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(
    process.execPath,
    [...SHORT_LIVED_NODE_FLAGS, ADMIN_ENTRY, ...args],
    {
      cwd: PROJECT_ROOT,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        LOG_LEVEL: "silent",
        PUBLIC_URL: "https://portal.example.org",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) =>
    // "close": every line the command wrote has been read (at "exit" some may not have).
    child.once("close", (code) => resolve({ code, stdout, stderr })),
  );
}

const LINK =
  /https:\/\/portal\.example\.org\/auth\?invitation=([A-Za-z0-9_-]{43})/;

let dataDir: string;
let env: Record<string, string>;
let dropDatabase: () => Promise<void>;

beforeAll(async () => {
  requireBuild();
  dataDir = tempDataDir();
  const database = await serverDatabaseEnv(dataDir);
  env = database.env;
  dropDatabase = database.cleanup;
});

afterAll(async () => {
  await dropDatabase?.();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The CLI's database, opened after the CLI has exited (PGlite allows one process). */
async function withDatabase<T>(
  work: (connection: DatabaseConnection) => Promise<T>,
): Promise<T> {
  const connection = await openDatabase(
    env.DATABASE_URL
      ? { kind: "postgres", url: env.DATABASE_URL }
      : { kind: "pglite", dataDir },
  );
  try {
    return await work(connection);
  } finally {
    await connection.close();
  }
}

describe(`npm run admin on ${testDbKind()}`, () => {
  it("create-admin --json prints the one-time link of a stored staff invitation, and only that", async () => {
    const result = await runAdmin(
      ["create-admin", "--email", "Ops@Kestrel.example", "--json"],
      env,
    );
    expect(result.stderr).not.toMatch(/failed|error/i);
    expect(result.code).toBe(0);
    const printed = JSON.parse(result.stdout) as {
      url: string;
      expiresAt: string;
    };
    expect(Object.keys(printed).sort()).toEqual(["expiresAt", "url"]);
    const token = LINK.exec(printed.url)?.[1];
    expect(printed.url).toBe(
      `https://portal.example.org/auth?invitation=${token}`,
    );

    await withDatabase(async ({ db }) => {
      const [row] = await db
        .select()
        .from(clientInvitations)
        .where(eq(clientInvitations.tokenHash, hashInvitationToken(token!)));
      expect(row).toMatchObject({
        email: "ops@kestrel.example",
        role: "admin",
        clientId: null,
        usedAt: null,
      });
      expect(row!.expiresAt.toISOString()).toBe(printed.expiresAt);
      expect(await findInvitation(db, token!)).toMatchObject({
        status: "valid",
        invitation: { role: "admin" },
      });
      const mails = await db
        .select()
        .from(outbox)
        .where(eq(outbox.kind, "account_invitation"));
      expect(
        mails.some((mail) =>
          (mail.payload as { text: string }).text.includes(printed.url),
        ),
      ).toBe(true);
    });
  });

  it("invite --client <name> prints the link for the client's role; an unknown client lists the known ones", async () => {
    const result = await runAdmin(
      [
        "invite",
        "--client",
        "Meridian Revenue Authority",
        "--email",
        "amina@meridian.example",
        "--role",
        "client_user",
        "--expires-in-days",
        "3",
      ],
      env,
    );
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      "Invitation for amina@meridian.example as client user (Meridian Revenue Authority",
    );
    const token = LINK.exec(result.stdout)?.[1];
    expect(token).toBeDefined();

    const unknown = await runAdmin(
      [
        "invite",
        "--client",
        "Atlantis Ministry",
        "--email",
        "x@atlantis.example",
        "--role",
        "client_user",
      ],
      env,
    );
    expect(unknown.code).toBe(1);
    expect(unknown.stdout).toBe("");
    expect(unknown.stderr).toMatch(
      /There is no client with the id or name "Atlantis Ministry"\. Known clients: .*"Meridian Revenue Authority"/,
    );

    await withDatabase(async ({ db }) => {
      const found = await findInvitation(db, token!);
      expect(found).toMatchObject({
        status: "valid",
        invitation: { email: "amina@meridian.example", role: "client_user" },
      });
      const [row] = await db
        .select()
        .from(clientInvitations)
        .where(eq(clientInvitations.tokenHash, hashInvitationToken(token!)));
      const days =
        (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 86_400_000;
      expect(days).toBeCloseTo(3, 3);
      expect(
        await db
          .select()
          .from(clientInvitations)
          .where(eq(clientInvitations.email, "x@atlantis.example")),
      ).toHaveLength(0);
    });
  });

  it("refuses a mistake before opening the database, with exit code 1", async () => {
    const result = await runAdmin(
      [
        "invite",
        "--client",
        "Meridian Revenue Authority",
        "--email",
        "amina",
        "--role",
        "client_user",
      ],
      env,
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('"amina" is not a valid e-mail address.');
    expect(result.stderr).toContain(
      'Run "npm run admin -- --help" for the commands.',
    );
  });

  it.runIf(testDbKind() === "pglite")(
    "tells the operator to stop the server when it holds the embedded database",
    async () => {
      const lock = lockDataDir(dataDir);
      try {
        const result = await runAdmin(
          ["create-admin", "--email", "ops2@kestrel.example"],
          env,
        );
        expect(result.code).toBe(1);
        expect(result.stderr).toMatch(
          /in use by another process \(pid \d+\).*stop the server.*DATABASE_URL/s,
        );
      } finally {
        lock.release();
      }
    },
  );
});
