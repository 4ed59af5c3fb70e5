import net from "node:net";
import { z } from "zod";
import { envDocs } from "../env-docs.server";
import { emptyToUndefined } from "../env-fields.server";

/**
 * Who may read /metrics (docs/decisions/026). Nobody by default: the page is then a 404 like
 * any unknown one. METRICS_TOKEN opens it on the public listener to a bearer of the token;
 * METRICS_PORT starts a second listener (on METRICS_HOST, loopback by default) that serves
 * only /metrics — with the token too when both are set.
 */
export type MetricsEnv = ReturnType<typeof metricsEnvFrom>;

/** Header-safe: a token with spaces or control characters could never be sent as a bearer token. */
const TOKEN_SHAPE = /^[\x21-\x7e]+$/;
const HOST_NAME = /^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/i;
const DEFAULT_METRICS_HOST = "127.0.0.1";

export const metricsEnvSchema = z.object({
  METRICS_TOKEN: z
    .preprocess(
      emptyToUndefined,
      z
        .string()
        .min(32, {
          error:
            "must be at least 32 characters (generate one with: openssl rand -hex 32)",
        })
        .regex(TOKEN_SHAPE, {
          error:
            "must be printable ASCII without spaces (generate one with: openssl rand -hex 32)",
        })
        .optional(),
    )
    .register(envDocs, {
      meaning:
        "Opens `GET /metrics` (Prometheus text format) on the site's own listener to requests " +
        "with `Authorization: Bearer <token>`; anything else gets 401 with `WWW-Authenticate: " +
        "Bearer` and no metrics. At least 32 printable characters without spaces (`openssl rand " +
        "-hex 32`). Never logged. Without it and `METRICS_PORT`, `/metrics` is an ordinary 404. " +
        'See "Metrics".',
    }),
  METRICS_PORT: z
    .preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: "must be a whole number from 1 to 65535" })
        .int({ error: "must be a whole number from 1 to 65535" })
        .min(1, { error: "must be a whole number from 1 to 65535" })
        .max(65535, { error: "must be a whole number from 1 to 65535" })
        .optional(),
    )
    .register(envDocs, {
      meaning:
        "Starts a second listener that serves only `/metrics`, on `METRICS_HOST`; no token is " +
        "asked there unless `METRICS_TOKEN` is also set. 1–65535, not `PORT`. Closed with the " +
        "server on SIGTERM.",
    }),
  METRICS_HOST: z
    .preprocess(
      emptyToUndefined,
      z
        .string()
        .refine((host) => net.isIP(host) !== 0 || HOST_NAME.test(host), {
          error:
            "must be an IP address or a host name to listen on, e.g. 127.0.0.1 or 0.0.0.0",
        })
        .optional(),
    )
    .register(envDocs, {
      meaning:
        "Address of the `METRICS_PORT` listener (`0.0.0.0` to let a scraper on another machine " +
        "reach it — then firewall it or set `METRICS_TOKEN`). Only with `METRICS_PORT`.",
      default: `\`${DEFAULT_METRICS_HOST}\``,
    }),
});

type MetricsEnvInput = z.infer<typeof metricsEnvSchema> & { PORT: number };

/** Cross-variable rules, reported like the rest (one line per variable). */
export function checkMetricsEnv(
  env: MetricsEnvInput,
  ctx: z.RefinementCtx,
): void {
  if (env.METRICS_HOST !== undefined && env.METRICS_PORT === undefined) {
    ctx.addIssue({
      code: "custom",
      path: ["METRICS_HOST"],
      message:
        "has no effect without METRICS_PORT: set METRICS_PORT to start the metrics listener",
    });
  }
  if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT) {
    ctx.addIssue({
      code: "custom",
      path: ["METRICS_PORT"],
      message:
        "must differ from PORT: the metrics listener is a second listener beside the site",
    });
  }
}

export function metricsEnvFrom(env: z.infer<typeof metricsEnvSchema>) {
  return {
    token: env.METRICS_TOKEN ?? null,
    /** The separate listener, or null. */
    listener:
      env.METRICS_PORT === undefined
        ? null
        : {
            host: env.METRICS_HOST ?? DEFAULT_METRICS_HOST,
            port: env.METRICS_PORT,
          },
  };
}

/** Whether anyone can read the metrics: only then are requests timed. */
export function metricsExposed(metrics: MetricsEnv): boolean {
  return metrics.token !== null || metrics.listener !== null;
}
