import type { Database } from "../db/client.server";
import type { Logger } from "../logger.server";
import {
  createDeliveryEngine,
  type DeliveryEngine,
  type DeliveryEngineOptions,
} from "./delivery-engine.server";
import {
  parseAllowedHosts,
  systemResolver,
  type DestinationPolicy,
} from "./destination-guard.server";
import { createSecretBox, type SecretBox } from "./secret-box.server";

/**
 * What the console's Integrations pages and the delivery worker share: the secret box, the
 * destination policy and the engine (docs/integrations.md). One per process, in AppServices.
 */
export type Integrations = {
  box: SecretBox;
  policy: DestinationPolicy;
  engine: DeliveryEngine;
  publicUrl: string;
};

export function startIntegrations(options: {
  db: Database;
  logger: Logger;
  appSecret: string;
  publicUrl: string;
  allowedHosts: string;
  /** How often the worker looks for due deliveries (WEBHOOK_POLL_MS). */
  pollMs: number;
  alertFallbackTo: string;
  engine?: Partial<DeliveryEngineOptions>;
}): Integrations {
  const box = createSecretBox(options.appSecret);
  const policy: DestinationPolicy = {
    allowedHosts: parseAllowedHosts(options.allowedHosts),
    resolve: systemResolver,
  };
  const engine = createDeliveryEngine({
    db: options.db,
    logger: options.logger,
    box,
    policy,
    publicUrl: options.publicUrl,
    alertFallbackTo: options.alertFallbackTo,
    pollMs: options.pollMs,
    ...options.engine,
  });
  return { box, policy, engine, publicUrl: options.publicUrl };
}
