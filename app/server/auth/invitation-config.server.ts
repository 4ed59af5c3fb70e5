import { getAppServices } from "../services.server";

/**
 * What creating an invitation needs from the configuration (link origin, validity), for
 * callers that must not reach the services themselves (the portal's modules, by lint rule).
 */
export function invitationConfig(): {
  publicUrl: string;
  defaultTtlDays: number;
} {
  const { env } = getAppServices();
  return { publicUrl: env.publicUrl, defaultTtlDays: env.invitationTtlDays };
}
