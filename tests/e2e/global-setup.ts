import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { PROJECT_ROOT, startServer, tempDataDir } from "../support/server-process";

/**
 * One production server for the whole run; its URL reaches the workers through the environment.
 * Before it starts, the invitations the account specs use are made on its data folder
 * (tests/support/e2e-accounts.ts; the embedded database serves one process at a time).
 * The second server (northgate) has a folder of its own, so it starts meanwhile
 * (docs/decisions/030-ci-playwright-speed.md).
 */
export default async function globalSetup() {
  // Every test posts from 127.0.0.1: the per-IP form and account-page limits are tested in the integration suite.
  const limitsOff = { FORM_RATE_LIMIT: "0", AUTH_RATE_LIMIT: "0", INVITE_RATE_LIMIT: "0", INVITE_CLIENT_RATE_LIMIT: "0", CHAT_ADDRESS_MESSAGE_LIMIT: "100000", DEMO_GATE_RATE_LIMIT: "0" };
  // The demo dashboard's second seeded client (issue 13), with invoices, is chosen by
  // configuration: a second server shows it.
  const northgateDataDir = tempDataDir();
  const northgateStarting = startServer({ DATA_DIR: northgateDataDir, LOG_LEVEL: "warn", ...limitsOff, DEMO_CLIENT: "northgate-revenue" });

  const dataDir = tempDataDir();
  const invitationsFile = path.join(dataDir, "e2e-invitations.json");
  const serverStarting = promisify(execFile)(process.execPath, ["--import", "tsx", "tests/support/e2e-accounts.ts", invitationsFile], {
    cwd: PROJECT_ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, LOG_LEVEL: "silent" },
    timeout: 180_000,
  }).then(({ stdout, stderr }) => {
    process.stdout.write(stdout);
    process.stderr.write(stderr);
    return startServer({ DATA_DIR: dataDir, LOG_LEVEL: "warn", ...limitsOff });
  });
  process.env.E2E_INVITATIONS_FILE = invitationsFile;

  // Both settle before either error is thrown, so a server that did start is not left running.
  const [server, northgate] = await Promise.allSettled([serverStarting, northgateStarting]);
  const stop = async () => {
    await Promise.all([server, northgate].map((started) => (started.status === "fulfilled" ? started.value.stop() : undefined)));
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(northgateDataDir, { recursive: true, force: true });
  };
  if (server.status === "rejected" || northgate.status === "rejected") {
    await stop();
    throw server.status === "rejected" ? server.reason : (northgate as PromiseRejectedResult).reason;
  }
  process.env.E2E_BASE_URL = server.value.url;
  process.env.E2E_NORTHGATE_URL = northgate.value.url;
  return stop;
}
