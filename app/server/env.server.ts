import path from "node:path";
import { chatEnvFrom, chatEnvSchema, type ChatEnv } from "./chat/chat-env.server";
import { checkDemoEnv, demoEnvFrom, demoEnvSchema, type DemoEnv } from "./sales-demo/demo-env.server";
import { checkMetricsEnv, metricsEnvFrom, metricsEnvSchema, type MetricsEnv } from "./metrics/metrics-env.server";
import { checkLimiterEnv, limiterEnvFrom, limiterEnvSchema, type LimiterEnv } from "./security/limiter-env.server";
import { checkStorageEnv, storageEnvFrom, storageEnvSchema } from "./storage/storage-env.server";
import type { S3Config } from "./storage/s3-file-store.server";
import { z } from "zod";
import { site } from "~/content/site";
import { parseTrustProxy, type TrustProxy } from "./http/trust-proxy.server";

/**
 * Configuration, validated once at boot. Every variable has a default that makes a
 * fresh `npm start` work; production refuses defaults that would be unsafe there.
 * Documented variable by variable in docs/configuration.md.
 */

// A value copied from an example file is as bad as no value: it signs cookies.
const PLACEHOLDER_SECRETS = [
  "change-me",
  "changeme",
  "replace-me",
  "secret",
  "your-secret",
  "your-secret-here",
  "dev-only-insecure-secret-do-not-use-in-production",
];
/** The one value of EMBEDDED_DATABASE_IN_PRODUCTION: it has to say what it accepts. */
export const ACCEPT_DATA_LOSS = "accept-data-loss";
export const DEVELOPMENT_AUTH_SECRET =
  "dev-only-insecure-secret-do-not-use-in-production";

const emptyToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

const portField = z.preprocess(
  emptyToUndefined,
  z.coerce
    .number({ error: "must be a whole number from 0 to 65535" })
    .int({ error: "must be a whole number from 0 to 65535" })
    .min(0, { error: "must be a whole number from 0 to 65535" })
    .max(65535, { error: "must be a whole number from 0 to 65535" })
    .default(3000),
);
const publicUrlField = z.preprocess(
  emptyToUndefined,
  z
    .url({
      protocol: /^https?$/,
      error: "must be an absolute http(s) URL such as https://example.org",
    })
    .optional(),
);

const emailList = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((address) => address.trim())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(
        z.email({
          error: "must be one or more e-mail addresses separated by commas",
        }),
      )
      .min(1),
  );

/**
 * A number from the environment: one message for every way it can be wrong, so the start-up
 * line says what is expected whatever was given.
 */
function numberField(options: {
  message: string;
  min: number;
  max?: number;
  fallback: number;
  whole?: boolean;
}) {
  const { message, min, max, fallback, whole = true } = options;
  let field = z.coerce.number({ error: message });
  if (whole) field = field.int({ error: message });
  field = field.min(min, { error: message });
  if (max !== undefined) field = field.max(max, { error: message });
  return z.preprocess(emptyToUndefined, field.default(fallback));
}

function millisecondsField(min: number, fallback: number) {
  return numberField({
    message: `must be a whole number of milliseconds, at least ${min}`,
    min,
    fallback,
  });
}

const envSchema = z
  .object({
    NODE_ENV: z.preprocess(
      emptyToUndefined,
      z
        .enum(["development", "production", "test"], {
          error: "must be one of development, production, test",
        })
        .default("development"),
    ),
    HOST: z.preprocess(emptyToUndefined, z.string().default("0.0.0.0")),
    PORT: portField,
    PUBLIC_URL: publicUrlField,
    DATA_DIR: z.preprocess(emptyToUndefined, z.string().default("./data")),
    DATABASE_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\/.+/, {
          error:
            "must be a PostgreSQL URL such as postgres://user@127.0.0.1:5432/dbname",
        })
        .optional(),
    ),
    EMBEDDED_DATABASE_IN_PRODUCTION: z.preprocess(
      emptyToUndefined,
      z
        .literal(ACCEPT_DATA_LOSS, {
          error: `must be "${ACCEPT_DATA_LOSS}" (to run production on the embedded database knowingly) or unset`,
        })
        .optional(),
    ),
    BETTER_AUTH_SECRET: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .min(32, {
          error:
            "must be at least 32 characters (generate one with: openssl rand -base64 48)",
        })
        .optional(),
    ),
    LOG_LEVEL: z.preprocess(
      emptyToUndefined,
      z
        .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
          error:
            "must be one of fatal, error, warn, info, debug, trace, silent",
        })
        .default("info"),
    ),
    TRUST_PROXY: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .default("false")
        .transform((value, ctx) => {
          const parsed = parseTrustProxy(value);
          if ("error" in parsed) {
            ctx.addIssue({ code: "custom", message: parsed.error });
            return z.NEVER;
          }
          return parsed.value;
        }),
    ),
    ALLOWED_HOSTS: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .default("")
        .transform((value) =>
          value
            .split(",")
            .map((host) => host.trim().toLowerCase())
            .filter(Boolean),
        )
        .pipe(
          z.array(
            z
              .string()
              .regex(/^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/, {
                error:
                  "must be host names (optionally with :port) separated by commas, e.g. www.example.org,example.org",
              }),
          ),
        ),
    ),
    HEADERS_TIMEOUT_MS: millisecondsField(1000, 15_000),
    REQUEST_TIMEOUT_MS: millisecondsField(1000, 30_000),
    UPLOAD_TIMEOUT_MS: millisecondsField(1000, 120_000),
    MAX_CONNECTIONS: numberField({
      message: "must be a whole number of connections, at least 10",
      min: 10,
      fallback: 1000,
    }),
    DB_CONNECT_TIMEOUT_MS: millisecondsField(100, 5000),
    DB_STATEMENT_TIMEOUT_MS: millisecondsField(100, 15_000),
    SMTP_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^smtps?:\/\/.+/, {
          error:
            "must be an SMTP URL such as smtp://user:pass@mail.example.org:587",
        })
        .optional(),
    ),
    MAIL_FROM: z.preprocess(
      emptyToUndefined,
      z.string().min(3).default(`"${site.name}" <no-reply@kestrelcivic.com>`),
    ),
    LEADS_NOTIFY_TO: z.preprocess(
      emptyToUndefined,
      emailList.default([site.contactEmail]),
    ),
    CAREERS_NOTIFY_TO: z.preprocess(emptyToUndefined, emailList.optional()),
    PORTAL_NOTIFY_TO: z.preprocess(emptyToUndefined, emailList.optional()),
    FORM_RATE_LIMIT: numberField({
      message:
        "must be a whole number (posts per IP per form per 10 minutes; 0 turns the limit off)",
      min: 0,
      fallback: 10,
    }),
    AUTH_RATE_LIMIT: numberField({
      message:
        "must be a whole number (posts to the account pages per IP per 10 minutes; 0 turns the limit off)",
      min: 0,
      fallback: 60,
    }),
    INVITE_RATE_LIMIT: numberField({
      message:
        "must be a whole number (team invitations per client admin per hour; 0 turns the limit off)",
      min: 0,
      fallback: 10,
    }),
    INVITE_CLIENT_RATE_LIMIT: numberField({
      message:
        "must be a whole number (team invitations per client organisation per hour; 0 turns the limit off)",
      min: 0,
      fallback: 20,
    }),
    UPLOAD_CONCURRENCY: numberField({
      message:
        "must be a whole number from 1 to 64 (uploads read at once per process)",
      min: 1,
      max: 64,
      fallback: 4,
    }),
    FORM_MIN_FILL_MS: millisecondsField(0, 3000),
    FORM_TOKEN_MAX_AGE_HOURS: numberField({
      message: "must be a number of hours from 1 to 720 (e.g. 24)",
      min: 1,
      max: 720,
      fallback: 24,
      whole: false,
    }),
    ACK_LIMIT_PER_ADDRESS: numberField({
      message:
        "must be a whole number (acknowledgements per e-mail address per 24 hours; 0 sends none)",
      min: 0,
      max: 1000,
      fallback: 3,
    }),
    OUTBOX_POLL_MS: millisecondsField(50, 2000),
    // The public pages' cache (app/server/page-cache/): 0 turns it off.
    PAGE_CACHE_MAX_MB: numberField({
      message: "must be a whole number of megabytes from 0 (no page cache) to 4096",
      min: 0,
      max: 4096,
      fallback: 32,
    }),
    PAGE_CACHE_VERSION_CHECK_MS: millisecondsField(100, 5000),
    OUTBOX_MAX_ATTEMPTS: numberField({
      message: "must be a whole number of attempts from 1 to 50",
      min: 1,
      max: 50,
      fallback: 8,
    }),
    SCHEDULING_URL: z.preprocess(
      emptyToUndefined,
      z
        .url({
          protocol: /^https$/,
          error: "must be an https URL of the scheduling page",
        })
        .optional(),
    ),
    SHUTDOWN_TIMEOUT_MS: millisecondsField(100, 10_000),
    // Accounts (docs/decisions/017): a session ends after this much inactivity…
    SESSION_IDLE_MINUTES: numberField({
      message: "must be a whole number of minutes from 5 to 1440",
      min: 5,
      max: 1440,
      fallback: 30,
    }),
    // …and in any case this long after sign-in.
    SESSION_MAX_HOURS: numberField({
      message: "must be a whole number of hours from 1 to 720",
      min: 1,
      max: 720,
      fallback: 12,
    }),
    // Staff need a second factor before the console: always in production, optional in the demo.
    STAFF_MFA: z.preprocess(
      emptyToUndefined,
      z.enum(["required", "optional"], { error: 'must be "required" or "optional"' }).optional(),
    ),
    INVITATION_TTL_DAYS: numberField({
      message: "must be a whole number of days from 1 to 90",
      min: 1,
      max: 90,
      fallback: 7,
    }),
    // The chat assistant's provider, limits and retention (app/server/chat/chat-env.server.ts).
    ...chatEnvSchema.shape,
    // The demo dashboard's gate and which demo it opens (app/server/sales-demo/demo-env.server.ts).
    ...demoEnvSchema.shape,
    // Who may read /metrics (app/server/metrics/metrics-env.server.ts, docs/decisions/026).
    ...metricsEnvSchema.shape,
    // Where rate limits are counted: Redis, PostgreSQL or memory (app/server/security/limiter-env.server.ts).
    ...limiterEnvSchema.shape,
    // Files on an S3-compatible store, or in the database (app/server/storage/storage-env.server.ts).
    ...storageEnvSchema.shape,
  })
  .superRefine((env, ctx) => {
    checkDemoEnv(env, ctx);
    checkMetricsEnv(env, ctx);
    checkLimiterEnv(env, ctx);
    checkStorageEnv(env, ctx);
    if (env.NODE_ENV === "production" && env.STAFF_MFA === "optional") {
      ctx.addIssue({
        code: "custom",
        path: ["STAFF_MFA"],
        message: "cannot be optional in production: staff reach every client's data, so the console needs a second factor",
      });
    }
    // Node refuses a header deadline longer than the request deadline.
    if (env.HEADERS_TIMEOUT_MS > env.REQUEST_TIMEOUT_MS) {
      ctx.addIssue({
        code: "custom",
        path: ["HEADERS_TIMEOUT_MS"],
        message: "must not be longer than REQUEST_TIMEOUT_MS",
      });
    }
    if (env.UPLOAD_TIMEOUT_MS < env.REQUEST_TIMEOUT_MS) {
      ctx.addIssue({
        code: "custom",
        path: ["UPLOAD_TIMEOUT_MS"],
        message: "must not be shorter than REQUEST_TIMEOUT_MS",
      });
    }
    if (env.NODE_ENV !== "production") return;
    if (!env.BETTER_AUTH_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["BETTER_AUTH_SECRET"],
        message:
          "is required in production (generate one with: openssl rand -base64 48)",
      });
    } else if (
      PLACEHOLDER_SECRETS.includes(env.BETTER_AUTH_SECRET.toLowerCase())
    ) {
      ctx.addIssue({
        code: "custom",
        path: ["BETTER_AUTH_SECRET"],
        message:
          "is a placeholder value; set a random secret in production (openssl rand -base64 48)",
      });
    }
    // PGlite never calls fsync: a power cut or kernel crash can lose rows whose commit the
    // visitor was already shown. Production must choose PostgreSQL, or say it accepts that.
    if (
      !env.DATABASE_URL &&
      env.EMBEDDED_DATABASE_IN_PRODUCTION !== ACCEPT_DATA_LOSS
    ) {
      ctx.addIssue({
        code: "custom",
        path: ["DATABASE_URL"],
        message:
          "is required in production: the embedded database (PGlite) never flushes its writes to disk (no fsync), " +
          "so a power cut or system crash can lose leads visitors were told were saved. Set DATABASE_URL to a " +
          `PostgreSQL server, or set EMBEDDED_DATABASE_IN_PRODUCTION=${ACCEPT_DATA_LOSS} to run on the embedded database anyway`,
      });
    }
    if (!env.PUBLIC_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["PUBLIC_URL"],
        message:
          "is required in production (the site's public origin, e.g. https://www.example.org)",
      });
    }
  });

export type Env = {
  nodeEnv: "development" | "production" | "test";
  isProduction: boolean;
  host: string;
  port: number;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Production on the embedded database was acknowledged (EMBEDDED_DATABASE_IN_PRODUCTION). */
  embeddedDatabaseAcceptsDataLoss: boolean;
  authSecret: string;
  logLevel: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
  /** Who may set X-Forwarded-For: nobody, the last N hops, or these proxy addresses/CIDRs. */
  trustProxy: TrustProxy;
  /** Host headers accepted besides PUBLIC_URL's host (lower case, optionally with :port). */
  allowedHosts: string[];
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  uploadTimeoutMs: number;
  maxConnections: number;
  dbConnectTimeoutMs: number;
  dbStatementTimeoutMs: number;
  shutdownTimeoutMs: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  leadsNotifyTo: string[];
  careersNotifyTo: string[];
  /** Staff told of client activity in the portal: uploads, new tickets, replies (PORTAL_NOTIFY_TO, else LEADS_NOTIFY_TO). */
  portalNotifyTo: string[];
  formRateLimit: number;
  /** Posts to the account pages per client per 10 minutes, counted before the body is read (AUTH_RATE_LIMIT). */
  authRateLimit: number;
  /**
   * Team invitations a client admin may send per hour, and their organisation altogether,
   * counted before the body is read (INVITE_RATE_LIMIT, INVITE_CLIENT_RATE_LIMIT; docs/access-audit.md).
   */
  inviteRateLimit: { perAccount: number; perClient: number };
  uploadConcurrency: number;
  formMinFillMs: number;
  /** How long a rendered form's token is accepted (FORM_TOKEN_MAX_AGE_HOURS). */
  formTokenMaxAgeMs: number;
  /** Acknowledgements queued per visitor address per 24 hours (ACK_LIMIT_PER_ADDRESS). */
  ackLimitPerAddress: number;
  outboxPollMs: number;
  /** Memory for cached public pages, all encodings counted (PAGE_CACHE_MAX_MB; 0: no cache). */
  pageCacheMaxBytes: number;
  /** How often each instance reads the content version, in case a NOTIFY was missed. */
  pageCacheVersionCheckMs: number;
  /** Delivery attempts before an outbox message is dead (decision 012). */
  outboxMaxAttempts: number;
  schedulingUrl: string | undefined;
  /** Inactivity after which a session ends (SESSION_IDLE_MINUTES). */
  sessionIdleMs: number;
  /** Time after sign-in after which a session ends whatever its activity (SESSION_MAX_HOURS). */
  sessionMaxAgeMs: number;
  /** Whether staff must use TOTP before reaching the console (STAFF_MFA; required in production). */
  staffMfaRequired: boolean;
  /** Days an account invitation's link stays valid (INVITATION_TTL_DAYS). */
  invitationTtlDays: number;
  /** The chat assistant: provider (or offline), speech, retention and abuse limits. */
  chat: ChatEnv;
  /** The demo client dashboard at /allied: its gate (or off) and which demo it shows. */
  demo: DemoEnv;
  /** Who may read /metrics: a bearer token on the public listener, a separate listener, or nobody. */
  metrics: MetricsEnv;
  /** Where rate limits are counted (REDIS_URL, RATE_LIMIT_STORE, RATE_LIMIT_PREFIX). */
  rateLimits: LimiterEnv;
  /** The S3-compatible store new files go to; null keeps them in the database (decision 023). */
  s3: S3Config | null;
};

const publicUrlSchema = z.object({
  PORT: portField,
  PUBLIC_URL: publicUrlField,
});

function defaultPublicUrl(port: number, publicUrl: string | undefined): string {
  return (publicUrl ?? `http://localhost:${port}`).replace(/\/+$/, "");
}

/**
 * Only the public URL, with the same rules and default as parseEnv. For code that runs at
 * build time (prerendering), where the rest of the runtime configuration does not apply.
 */
export function readPublicUrl(
  source: Record<string, string | undefined>,
): string {
  const result = publicUrlSchema.safeParse(source);
  if (!result.success)
    throw new EnvError(problemLines(result.error.issues, source));
  return defaultPublicUrl(result.data.PORT, result.data.PUBLIC_URL);
}

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join("\n"));
    this.name = "EnvError";
  }
}

function describeReceived(value: string | undefined): string {
  if (value === undefined) return "";
  const shown = value.length > 40 ? `${value.slice(0, 37)}...` : value;
  return ` (got "${shown}")`;
}

function problemLines(
  issues: z.core.$ZodIssue[],
  source: Record<string, string | undefined>,
): string[] {
  const problems = issues.map((issue) => {
    const name = String(issue.path[0] ?? "environment");
    // Never echo secrets back into logs.
    const received = NEVER_ECHOED.has(name) ? "" : describeReceived(source[name]);
    return `Invalid environment variable ${name}: ${issue.message}${received}`;
  });
  return [...new Set(problems)];
}

/** The lines parseEnv would refuse `source` with; none when it is valid (tests and tooling). */
export function envProblems(source: Record<string, string | undefined>): string[] {
  try {
    parseEnv(source);
    return [];
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
}

/** Variables whose values are secrets (or carry credentials): an error names them, never their value. */
const NEVER_ECHOED = new Set(["BETTER_AUTH_SECRET", "DEMO_PASSWORD", "DEMO_LOGIN_ID", "METRICS_TOKEN", "REDIS_URL", "S3_SECRET_ACCESS_KEY"]);

/** Parses an environment; throws EnvError with one line per bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success)
    throw new EnvError(problemLines(result.error.issues, source));
  const env = result.data;
  return {
    nodeEnv: env.NODE_ENV,
    isProduction: env.NODE_ENV === "production",
    host: env.HOST,
    port: env.PORT,
    publicUrl: defaultPublicUrl(env.PORT, env.PUBLIC_URL),
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    embeddedDatabaseAcceptsDataLoss:
      env.EMBEDDED_DATABASE_IN_PRODUCTION === ACCEPT_DATA_LOSS,
    authSecret: env.BETTER_AUTH_SECRET ?? DEVELOPMENT_AUTH_SECRET,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    allowedHosts: env.ALLOWED_HOSTS,
    headersTimeoutMs: env.HEADERS_TIMEOUT_MS,
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    uploadTimeoutMs: env.UPLOAD_TIMEOUT_MS,
    maxConnections: env.MAX_CONNECTIONS,
    dbConnectTimeoutMs: env.DB_CONNECT_TIMEOUT_MS,
    dbStatementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    leadsNotifyTo: env.LEADS_NOTIFY_TO,
    careersNotifyTo: env.CAREERS_NOTIFY_TO ?? env.LEADS_NOTIFY_TO,
    portalNotifyTo: env.PORTAL_NOTIFY_TO ?? env.LEADS_NOTIFY_TO,
    formRateLimit: env.FORM_RATE_LIMIT,
    authRateLimit: env.AUTH_RATE_LIMIT,
    inviteRateLimit: {
      perAccount: env.INVITE_RATE_LIMIT,
      perClient: env.INVITE_CLIENT_RATE_LIMIT,
    },
    uploadConcurrency: env.UPLOAD_CONCURRENCY,
    formMinFillMs: env.FORM_MIN_FILL_MS,
    formTokenMaxAgeMs: Math.round(env.FORM_TOKEN_MAX_AGE_HOURS * 3_600_000),
    ackLimitPerAddress: env.ACK_LIMIT_PER_ADDRESS,
    outboxPollMs: env.OUTBOX_POLL_MS,
    pageCacheMaxBytes: env.PAGE_CACHE_MAX_MB * 1024 * 1024,
    pageCacheVersionCheckMs: env.PAGE_CACHE_VERSION_CHECK_MS,
    outboxMaxAttempts: env.OUTBOX_MAX_ATTEMPTS,
    schedulingUrl: env.SCHEDULING_URL,
    sessionIdleMs: env.SESSION_IDLE_MINUTES * 60_000,
    sessionMaxAgeMs: env.SESSION_MAX_HOURS * 3_600_000,
    staffMfaRequired: (env.STAFF_MFA ?? (env.NODE_ENV === "production" ? "required" : "optional")) === "required",
    invitationTtlDays: env.INVITATION_TTL_DAYS,
    chat: chatEnvFrom(env),
    demo: demoEnvFrom(env),
    metrics: metricsEnvFrom(env),
    rateLimits: limiterEnvFrom(env),
    s3: storageEnvFrom(env),
  };
}

/** Every variable the server reads: deploy/ is checked against it (tests/integration/deploy-files.test.ts). */
export const environmentVariableNames: readonly string[] = Object.keys(envSchema.shape);
