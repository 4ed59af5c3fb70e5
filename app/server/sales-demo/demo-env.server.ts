import { z } from "zod";
import { envDocs } from "../env-docs.server";
import { emptyToUndefined } from "../env-fields.server";

/**
 * The demo dashboard's configuration. The gate's login ID and password live only
 * here, on the server: they are never rendered, never bundled. In production /allied exists
 * only when both are set; elsewhere a local demo run falls back to the defaults below, which
 * the start-up log prints.
 */
export type DemoEnv = ReturnType<typeof demoEnvFrom>;

/** Outside production only: the local demo run's credentials (printed at start-up). */
export const DEFAULT_DEMO_LOGIN_ID = "allied-demo";
export const DEFAULT_DEMO_PASSWORD = "harbour-lights-2026";
export const DEFAULT_DEMO_CLIENT = "allied-maritime";
const PRODUCTION_MIN_PASSWORD = 12;

/** The gate's login ID and password: unset, or text of at most 200 characters. */
const gateCredential = () =>
  z.preprocess(
    emptyToUndefined,
    z.string().max(200, { error: "must be at most 200 characters" }).optional(),
  );

export const demoEnvSchema = z.object({
  DEMO_LOGIN_ID: gateCredential().register(envDocs, {
    meaning:
      "The demo dashboard's (`/allied`) login ID. Compared on the server, never sent to a " +
      "browser. Set it together with `DEMO_PASSWORD`, or neither: in production without both, " +
      "every `/allied` URL answers 404. The local defaults are printed in the start-up log.",
    default: `\`${DEFAULT_DEMO_LOGIN_ID}\` outside production; none in production`,
  }),
  DEMO_PASSWORD: gateCredential().register(envDocs, {
    meaning:
      `The demo dashboard's password; at least ${PRODUCTION_MIN_PASSWORD} characters in production. ` +
      "Changing it locks every browser that had opened the demo. Never logged.",
    default: `\`${DEFAULT_DEMO_PASSWORD}\` outside production; none in production`,
  }),
  DEMO_CLIENT: z
    .preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^[a-z0-9][a-z0-9-]{0,62}$/, {
          error:
            "must be a demo client's key (lower-case letters, digits and -), e.g. allied-maritime",
        })
        .default(DEFAULT_DEMO_CLIENT),
    )
    .register(envDocs, {
      meaning:
        "Which seeded demo client `/allied` shows: `allied-maritime` (projects in assessment, no " +
        "invoices yet) or `northgate-revenue` (paid, pending and overdue invoices). A key that " +
        "names no demo makes `/allied` answer 404 and is logged as a warning.",
    }),
  DEMO_GATE_RATE_LIMIT: z
    .preprocess(
      emptyToUndefined,
      z.coerce
        .number({
          error:
            "must be a whole number of failed attempts per 10 minutes from 0 (no limit) to 10000",
        })
        .int({
          error:
            "must be a whole number of failed attempts per 10 minutes from 0 (no limit) to 10000",
        })
        .min(0, {
          error:
            "must be a whole number of failed attempts per 10 minutes from 0 (no limit) to 10000",
        })
        .max(10_000, {
          error:
            "must be a whole number of failed attempts per 10 minutes from 0 (no limit) to 10000",
        })
        .default(10),
    )
    .register(envDocs, {
      meaning:
        "Failed demo-gate attempts allowed per client address per 10 minutes (only failures " +
        "count); beyond it a 429 with `Retry-After`, even for the right password. `0` turns it " +
        "off. Counted in the rate-limit store (`RATE_LIMIT_STORE`): one limit across instances.",
    }),
});

export type DemoEnvSource = z.infer<typeof demoEnvSchema> & {
  /** Only `production` (a real deployment, docs/decisions/042) turns the local defaults off. */
  DEPLOYMENT?: string;
};

/** Cross-field rules, added to the environment's superRefine: both or neither, and strong in production. */
export function checkDemoEnv(env: DemoEnvSource, ctx: z.RefinementCtx): void {
  if (Boolean(env.DEMO_LOGIN_ID) !== Boolean(env.DEMO_PASSWORD)) {
    const missing = env.DEMO_LOGIN_ID ? "DEMO_PASSWORD" : "DEMO_LOGIN_ID";
    ctx.addIssue({
      code: "custom",
      path: [missing],
      message:
        "must be set together with the other demo gate variable (DEMO_LOGIN_ID and DEMO_PASSWORD), or neither to turn the demo off in production",
    });
  }
  if (
    env.DEPLOYMENT === "production" &&
    env.DEMO_PASSWORD &&
    env.DEMO_PASSWORD.length < PRODUCTION_MIN_PASSWORD
  ) {
    ctx.addIssue({
      code: "custom",
      path: ["DEMO_PASSWORD"],
      message: `must be at least ${PRODUCTION_MIN_PASSWORD} characters in production`,
    });
  }
}

export function demoEnvFrom(env: DemoEnvSource) {
  const production = env.DEPLOYMENT === "production";
  const configured =
    env.DEMO_LOGIN_ID && env.DEMO_PASSWORD
      ? {
          loginId: env.DEMO_LOGIN_ID,
          password: env.DEMO_PASSWORD,
          isDefault: false,
        }
      : null;
  return {
    /** null: the demo is off and every /allied URL answers 404. */
    gate:
      configured ??
      (production
        ? null
        : {
            loginId: DEFAULT_DEMO_LOGIN_ID,
            password: DEFAULT_DEMO_PASSWORD,
            isDefault: true,
          }),
    /** Which seeded demo client the gate opens (demo_clients.key). */
    clientKey: env.DEMO_CLIENT,
    /** Failed gate attempts one client address may make per 10 minutes (0: unlimited). */
    failedAttemptsPerAddress: env.DEMO_GATE_RATE_LIMIT,
  };
}
