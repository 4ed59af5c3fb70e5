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

/** How often each instance looks for due deliveries: a new lead reaches its endpoints within about a second. */
export const DELIVERY_POLL_MS = 1000;

export function startIntegrations(options: {
  db: Database;
  logger: Logger;
  appSecret: string;
  publicUrl: string;
  allowedHosts: string;
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
    pollMs: DELIVERY_POLL_MS,
    ...options.engine,
  });
  return { box, policy, engine, publicUrl: options.publicUrl };
}
