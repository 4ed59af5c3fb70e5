import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import {
  PROJECT_ROOT,
  SHORT_LIVED_NODE_FLAGS,
  startServer,
  tempDataDir,
} from "../support/server-process";
import {
  SEEDED_TEMPLATE_ENV,
  copyDatabaseFolder,
  seededDataDir,
} from "./seeded-data";

/**
 * One production server for the whole run; its URL reaches the workers through the environment.
 * Before it starts, the invitations the account specs use are made on its data folder
 * (tests/support/e2e-accounts.ts; the embedded database serves one process at a time).
 */
export default async function globalSetup() {
  const dataDir = tempDataDir();
  const invitationsFile = path.join(dataDir, "e2e-invitations.json");
  // The sample data's dates are "N days before seeding"; a test that checks one computes it
  // from this moment, not its own (a run that crosses midnight would be a day off).
  process.env.E2E_SEEDED_AT = String(Date.now());
  execFileSync(
    process.execPath,
    [
      ...SHORT_LIVED_NODE_FLAGS,
      "--import",
      "tsx",
      "tests/support/e2e-accounts.ts",
      invitationsFile,
    ],
    {
      cwd: PROJECT_ROOT,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DATA_DIR: dataDir,
        LOG_LEVEL: "silent",
      },
      stdio: ["ignore", "inherit", "inherit"],
      timeout: 180_000,
    },
  );
  process.env.E2E_INVITATIONS_FILE = invitationsFile;
  // Every test posts from 127.0.0.1: the per-IP form and account-page limits are tested in the integration suite.
  // A form sent at a browser's speed is not taken for a bot's here: the minimum fill time is
  // tested with its real value in tests/integration/lead-capture.test.ts and
  // newsletter-signup-abuse.test.ts, so no spec has to wait it out.
  const limitsOff = {
    FORM_MIN_FILL_MS: "0",
    FORM_RATE_LIMIT: "0",
    AUTH_RATE_LIMIT: "0",
    SEARCH_RATE_LIMIT: "0",
    INVITE_RATE_LIMIT: "0",
    INVITE_CLIENT_RATE_LIMIT: "0",
    CHAT_ADDRESS_MESSAGE_LIMIT: "100000",
    DEMO_GATE_RATE_LIMIT: "0",
  };
  // Every other server of the run (the northgate one below, and those a spec starts with a
  // setting of its own) starts on a copy of the folder just migrated and seeded, taken before the
  // main server changes it: migrating and seeding an empty folder costs a server's start about 7 s
  // of CPU, and starting on an empty folder is tested in tests/integration/startup.test.ts.
  const seededTemplateDir = tempDataDir();
  copyDatabaseFolder(dataDir, seededTemplateDir);
  process.env[SEEDED_TEMPLATE_ENV] = seededTemplateDir;
  // The demo dashboard's second seeded client, with invoices, is chosen by
  // configuration: a second server shows it (both clients are in the demo seed). Both start at once.
  const northgateDataDir = seededDataDir();
  const [server, northgate] = await Promise.all([
    // The run's main server lives as long as the suite and answers most of its requests: V8's
    // optimising compiler pays off there (SHORT_LIVED_NODE_FLAGS are for the others).
    startServer(
      { DATA_DIR: dataDir, LOG_LEVEL: "warn", ...limitsOff },
      { nodeFlags: [] },
    ),
    startServer({
      DATA_DIR: northgateDataDir,
      LOG_LEVEL: "warn",
      ...limitsOff,
      DEMO_CLIENT: "northgate-revenue",
    }),
  ]);
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_NORTHGATE_URL = northgate.url;
  return async () => {
    await Promise.all([server.stop(), northgate.stop()]);
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(northgateDataDir, { recursive: true, force: true });
    fs.rmSync(seededTemplateDir, { recursive: true, force: true });
  };
}
