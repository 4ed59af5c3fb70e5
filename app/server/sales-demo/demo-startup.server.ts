import type { Database } from "../db/client.server";
import { demoClients } from "../db/schema.server";
import type { Env } from "../env.server";
import type { Logger } from "../logger.server";

/**
 * Says at start-up whether /allied is on and, in a local demo run only, how to open it.
 * Configured credentials are never logged; a DEMO_CLIENT that names no demo is a warning
 * (the gate then answers 404), listing the keys that exist.
 */
export async function reportDemoDashboard(
  db: Database,
  env: Env,
  logger: Logger,
): Promise<void> {
  const { gate, clientKey } = env.demo;
  if (!gate) {
    logger.info(
      "the demo dashboard (/allied) is off: set DEMO_LOGIN_ID and DEMO_PASSWORD to turn it on",
    );
    return;
  }
  const keys = (
    await db.select({ key: demoClients.key }).from(demoClients)
  ).map((row) => row.key);
  if (!keys.includes(clientKey)) {
    logger.warn(
      { demoClient: clientKey, available: keys },
      "DEMO_CLIENT names no demo client: /allied answers 404",
    );
    return;
  }
  if (gate.isDefault) {
    logger.info(
      { loginId: gate.loginId, password: gate.password, demoClient: clientKey },
      "demo dashboard at /allied (local defaults; production needs DEMO_LOGIN_ID and DEMO_PASSWORD)",
    );
  } else {
    logger.info({ demoClient: clientKey }, "demo dashboard at /allied is on");
  }
}
