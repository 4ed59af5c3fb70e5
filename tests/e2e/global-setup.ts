import fs from "node:fs";
import { startServer, tempDataDir } from "../support/server-process";

/** One production server for the whole run; its URL reaches the workers through the environment. */
export default async function globalSetup() {
  const dataDir = tempDataDir();
  // Every test posts from 127.0.0.1: the per-IP form and account-page limits are tested in the integration suite.
  const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: "warn", FORM_RATE_LIMIT: "0", AUTH_RATE_LIMIT: "0" });
  process.env.E2E_BASE_URL = server.url;
  return async () => {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
