import path from "node:path";
import { chatEnvFrom, chatEnvSchema } from "./chat/chat-env.server";
import { privacyEnvFrom, privacyEnvSchema } from "./privacy/privacy-env.server";
import {
  checkDemoEnv,
  demoEnvFrom,
  demoEnvSchema,
} from "./sales-demo/demo-env.server";
import { envDocs, envVariablesTable } from "./env-docs.server";
import { emptyToUndefined, numberField } from "./env-fields.server";
import {
  checkMetricsEnv,
  metricsEnvFrom,
  metricsEnvSchema,
} from "./metrics/metrics-env.server";
import {
  checkLimiterEnv,
  limiterEnvFrom,
  limiterEnvSchema,
} from "./security/limiter-env.server";
import {
  checkStorageEnv,
  storageEnvFrom,
  storageEnvSchema,
} from "./storage/storage-env.server";
import { z } from "zod";
import { site } from "~/content/site";
import { parseTrustProxy } from "./http/trust-proxy.server";

/**
 * Configuration, validated once at boot. Every variable has a default that makes a
 * fresh `npm start` work; production refuses defaults that would be unsafe there.
 * Each variable's documentation sits beside its schema entry; `npm run docs:config` writes
 * docs/configuration.md's table from it.
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
/** What DEPLOYMENT may say: a real deployment, or a local or demo run (the default). */
export const DEPLOYMENTS = ["production", "demo"] as const;
export type Deployment = (typeof DEPLOYMENTS)[number];
export const DEVELOPMENT_AUTH_SECRET =
  "dev-only-insecure-secret-do-not-use-in-production";

const portField = numberField({
  message: "must be a whole number from 0 to 65535",
  min: 0,
  max: 65535,
  fallback: 3000,
});
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

function millisecondsField(min: number, fallback: number) {
  return numberField({
    message: `must be a whole number of milliseconds, at least ${min}`,
    min,
    fallback,
  });
}

/**
 * Every variable the server reads: its rules, its default and what docs/configuration.md says
 * of it (envDocs), in one place. The configuration type is inferred from it (Env, below).
 */
const envVariables = z.object({
  DEPLOYMENT: z
    .preprocess(
      emptyToUndefined,
      z
        .enum(DEPLOYMENTS, {
          error:
            "must be production (a real deployment) or demo (a local or demo run)",
        })
        .optional(),
    )
    .register(envDocs, {
      meaning:
        "`production` marks a real deployment: it requires `BETTER_AUTH_SECRET`, `PUBLIC_URL` and " +
        "`DATABASE_URL` (see `EMBEDDED_DATABASE_IN_PRODUCTION`) and staff MFA, seeds no demo " +
        "tenants or accounts, and opens the demo dashboard only with its own credentials. `demo` " +
        "(or unset) is a local or demo run: development secret, demo data and the printed demo " +
        "passwords (`npm start`). With `NODE_ENV=production` it must be set, to one or the other " +
        "(docs/decisions/042).",
      default: "`demo`",
    }),
  NODE_ENV: z
    .preprocess(
      emptyToUndefined,
      z
        .enum(["development", "production", "test"], {
          error: "must be one of development, production, test",
        })
        .default("development"),
    )
    .register(envDocs, {
      meaning:
        "Not the deployment setting (that is `DEPLOYMENT`): the server renders with React's and " +
        "React Router's production builds whatever it says. `production` without `DEPLOYMENT` " +
        "refuses to start, so a server set up when `NODE_ENV=production` meant a real deployment " +
        "never runs the demo, with its known passwords, by accident (docs/decisions/042). " +
        "`development` and `test` are accepted too.",
    }),
  HOST: z
    .preprocess(emptyToUndefined, z.string().optional())
    .register(envDocs, {
      meaning:
        "Address to listen on. A demo run (`npm start`) listens on this machine only, since its " +
        "demo accounts' passwords are published; `HOST=0.0.0.0` opens it to the network on " +
        "purpose. A real deployment (`DEPLOYMENT=production`) listens on every interface unless " +
        "told otherwise (`127.0.0.1` behind a proxy on the same machine; docs/decisions/042).",
      default: "`127.0.0.1`; `0.0.0.0` with `DEPLOYMENT=production`",
    }),
  PORT: portField.register(envDocs, {
    meaning: "TCP port to listen on (`0` picks a free one).",
  }),
  PUBLIC_URL: publicUrlField.register(envDocs, {
    meaning:
      "The site's public origin, e.g. `https://www.example.org`. Required in production. Used " +
      "for absolute links and to accept form posts from our own origin only; an `https://` URL " +
      "also turns on HSTS and `upgrade-insecure-requests`. Prerendered pages get it at build " +
      "time, so build with the value you serve with (`npm start` does both).",
    default: "`http://localhost:$PORT`",
  }),
  DATA_DIR: z
    .preprocess(emptyToUndefined, z.string().default("./data"))
    .register(envDocs, {
      meaning:
        "Folder for local state: the embedded database (`DATA_DIR/pglite`, locked by the running " +
        "process while it runs). Created if missing.",
    }),
  DATABASE_URL: z
    .preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\/.+/, {
          error:
            "must be a PostgreSQL URL such as postgres://user@127.0.0.1:5432/dbname",
        })
        .optional(),
    )
    .register(envDocs, {
      meaning:
        "`postgres://user@host:5432/dbname`. When set, the app uses this PostgreSQL server " +
        "instead of the embedded database; nothing else changes. Required in production unless " +
        "`EMBEDDED_DATABASE_IN_PRODUCTION` says otherwise.",
    }),
  EMBEDDED_DATABASE_IN_PRODUCTION: z
    .preprocess(
      emptyToUndefined,
      z
        .literal(ACCEPT_DATA_LOSS, {
          error: `must be "${ACCEPT_DATA_LOSS}" (to run production on the embedded database knowingly) or unset`,
        })
        .optional(),
    )
    .register(envDocs, {
      meaning:
        "Only `accept-data-loss`: lets `DEPLOYMENT=production` run on the embedded database. It is " +
        "**not crash-durable** (PGlite never calls fsync): a power cut or system crash can lose " +
        "leads already confirmed to visitors. Without it, production without `DATABASE_URL` " +
        "refuses to start (docs/decisions/015).",
    }),
  BETTER_AUTH_SECRET: z
    .preprocess(
      emptyToUndefined,
      z
        .string()
        .min(32, {
          error:
            "must be at least 32 characters (generate one with: openssl rand -base64 48)",
        })
        .optional(),
    )
    .register(envDocs, {
      meaning:
        "Secret that signs session cookies and form tokens; at least 32 characters. Required in " +
        "production, where the development value and common placeholders are refused. Generate " +
        "one with `openssl rand -base64 48`.",
      default: "a fixed development value",
    }),
  LOG_LEVEL: z
    .preprocess(
      emptyToUndefined,
      z
        .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
          error:
            "must be one of fatal, error, warn, info, debug, trace, silent",
        })
        .default("info"),
    )
    .register(envDocs, {
      meaning:
        "`fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`. Logs are JSON lines on " +
        "stdout.",
    }),
  TRUST_PROXY: z
    .preprocess(
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
    )
    .register(envDocs, {
      meaning:
        "Who may tell the server the client's address in `X-Forwarded-For`: `false` (clients " +
        "connect directly; the header is ignored), the number of reverse proxies in front of the " +
        "server (`1` for one load balancer), or a comma-separated list of their addresses/CIDRs " +
        "(`10.0.0.0/8,fd00::/8`). `true` is refused at start-up: it would let any client forge " +
        "its address (docs/decisions/013).",
    }),
  ALLOWED_HOSTS: z
    .preprocess(
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
    )
    .register(envDocs, {
      meaning:
        "Comma-separated host names (optionally `name:port`) the site also answers to besides " +
        "`PUBLIC_URL`'s host, e.g. `example.org,www.example.org`. Other `Host` headers get 421 " +
        "(malformed or missing: 400). Outside production `localhost`, `127.0.0.1` and `[::1]` are " +
        "accepted on any port.",
    }),
  HEADERS_TIMEOUT_MS: millisecondsField(1000, 15_000).register(envDocs, {
    meaning:
      "How long a client may take to send its request headers; then the connection is closed " +
      "(408).",
  }),
  REQUEST_TIMEOUT_MS: millisecondsField(1000, 30_000).register(envDocs, {
    meaning:
      "How long a request may take, from arrival to the first byte of the answer: 408 with " +
      "`Connection: close` if its body is still arriving, 503 if the server is the slow one.",
  }),
  UPLOAD_TIMEOUT_MS: millisecondsField(1000, 120_000).register(envDocs, {
    meaning:
      "The same for the résumé uploads (`POST /careers`, `POST /api/forms/job-application`); at " +
      "least `REQUEST_TIMEOUT_MS`.",
  }),
  MAX_CONNECTIONS: numberField({
    message: "must be a whole number of connections, at least 10",
    min: 10,
    fallback: 1000,
  }).register(envDocs, {
    meaning:
      "Open connections the server accepts at once; further ones are closed at once.",
  }),
  DB_CONNECT_TIMEOUT_MS: millisecondsField(100, 5000).register(envDocs, {
    meaning:
      "How long a request waits for a database connection before answering 503.",
  }),
  DB_STATEMENT_TIMEOUT_MS: millisecondsField(100, 15_000).register(envDocs, {
    meaning:
      "PostgreSQL cancels a statement after this (`statement_timeout`), and the page answers " +
      "503. The embedded database accepts but cannot enforce it; the request deadline still " +
      "applies.",
  }),
  SMTP_URL: z
    .preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^smtps?:\/\/.+/, {
          error:
            "must be an SMTP URL such as smtp://user:pass@mail.example.org:587",
        })
        .optional(),
    )
    .register(envDocs, {
      meaning:
        "`smtp://user:pass@mail.example.org:587` (or `smtps://…`). When set, the outbox worker " +
        "sends mail over SMTP; when unset, every message is written as an `.eml` file under " +
        "`DATA_DIR/mail` and logged, so a local run shows exactly what would have gone out.",
    }),
  MAIL_FROM: z
    .preprocess(
      emptyToUndefined,
      z.string().min(3).default(`"${site.name}" <no-reply@kestrelcivic.com>`),
    )
    .register(envDocs, {
      meaning: "Sender of every e-mail.",
    }),
  LEADS_NOTIFY_TO: z
    .preprocess(emptyToUndefined, emailList.default([site.contactEmail]))
    .register(envDocs, {
      meaning:
        "Comma-separated addresses that receive a notification for every blueprint, contact and " +
        "getting-started request.",
      default: "the site's contact mailbox",
    }),
  CAREERS_NOTIFY_TO: z
    .preprocess(emptyToUndefined, emailList.optional())
    .register(envDocs, {
      meaning:
        "Comma-separated addresses that receive job applications (with the résumé attached).",
      default: "`LEADS_NOTIFY_TO`",
    }),
  PORTAL_NOTIFY_TO: z
    .preprocess(emptyToUndefined, emailList.optional())
    .register(envDocs, {
      meaning:
        "Comma-separated staff addresses told of client activity in the portal: a document " +
        "uploaded, a ticket opened or answered (a link, never the content), and a self sign-up " +
        "that confirmed its address and awaits access.",
      default: "`LEADS_NOTIFY_TO`",
    }),
  FORM_RATE_LIMIT: numberField({
    message:
      "must be a whole number (posts per IP per form per 10 minutes; 0 turns the limit off)",
    min: 0,
    fallback: 10,
  }).register(envDocs, {
    meaning:
      "Form posts allowed per client, per form, per 10 minutes — every post counts (invalid " +
      "ones and the getting-started Next/Previous too), before its body is read; `0` turns the " +
      "limit off. A client is its IPv4 address, or its IPv6 /64. Counted in the rate-limit " +
      "store (`RATE_LIMIT_STORE`): one limit across instances.",
  }),
  AUTH_RATE_LIMIT: numberField({
    message:
      "must be a whole number (posts to the account pages per IP per 10 minutes; 0 turns the limit off)",
    min: 0,
    fallback: 60,
  }).register(envDocs, {
    meaning:
      "Posts to the account pages (`/auth`, `/auth/*`, `/admin/auth`, `/account`, `/sign-out`) " +
      "allowed per client per 10 minutes, all pages together, counted before the body is read; " +
      "beyond it a text 429 with `Retry-After`. `0` turns it off (the end-to-end tests do). " +
      "Generous on purpose — a ministry's staff may share one address; the strict limits are " +
      "per account and per device, inside sign-in (`app/server/auth/auth-throttle.server.ts`). " +
      "Counted in the rate-limit store (`RATE_LIMIT_STORE`): one limit across instances.",
  }),
  SEARCH_RATE_LIMIT: numberField({
    message:
      "must be a whole number (searches per IP per 10 minutes; 0 turns the limit off)",
    min: 0,
    fallback: 300,
  }).register(envDocs, {
    meaning:
      "Searches (`/search?q=…`, `/fr/search?q=…`, a filter or a further page each) allowed per " +
      "client per 10 minutes; beyond it the results page answers 429 with `Retry-After` and " +
      "says when to try again. A reader never comes near it; a scraper does. `0` turns it off " +
      "(the end-to-end tests do). Counted in the rate-limit store (`RATE_LIMIT_STORE`): one " +
      "limit across instances.",
  }),
  INVITE_RATE_LIMIT: numberField({
    message:
      "must be a whole number (team invitations per client admin per hour; 0 turns the limit off)",
    min: 0,
    fallback: 10,
  }).register(envDocs, {
    meaning:
      "Team invitations one client admin may send per hour (Team tab, `POST " +
      "/dashboard/team/invite`), counted before the body is read; beyond it the tab answers 429 " +
      "with `Retry-After` and says why. `0` turns it off (the end-to-end tests do). Counted in " +
      "the rate-limit store (`RATE_LIMIT_STORE`): one limit across instances.",
  }),
  INVITE_CLIENT_RATE_LIMIT: numberField({
    message:
      "must be a whole number (team invitations per client organisation per hour; 0 turns the limit off)",
    min: 0,
    fallback: 20,
  }).register(envDocs, {
    meaning:
      "Team invitations one client organisation may send per hour, all its admins together; " +
      "otherwise as `INVITE_RATE_LIMIT`.",
  }),
  UPLOAD_CONCURRENCY: numberField({
    message:
      "must be a whole number from 1 to 64 (uploads read at once per process)",
    min: 1,
    max: 64,
    fallback: 4,
  }).register(envDocs, {
    meaning:
      "Multipart uploads (job applications, portal documents) read at once per process, 1–64. " +
      "Others wait unread and get 503 with `Retry-After` after 10 s.",
  }),
  FORM_MIN_FILL_MS: millisecondsField(0, 3000).register(envDocs, {
    meaning:
      "A form sent sooner than this after it was rendered is stored flagged as spam (and sends " +
      "no e-mail).",
  }),
  FORM_TOKEN_MAX_AGE_HOURS: numberField({
    message: "must be a number of hours from 1 to 720 (e.g. 24)",
    min: 1,
    max: 720,
    fallback: 24,
    whole: false,
  }).register(envDocs, {
    meaning:
      "How long a rendered form may be sent (1–720 hours, fractions allowed). A form sent later " +
      'is answered 400 "This form has been open for more than a day…" (the message names the ' +
      "configured lifetime) with the input kept and a fresh token; nothing is stored until it " +
      "is sent again.",
  }),
  ACK_LIMIT_PER_ADDRESS: numberField({
    message:
      "must be a whole number (acknowledgements per e-mail address per 24 hours; 0 sends none)",
    min: 0,
    max: 1000,
    fallback: 3,
  }).register(envDocs, {
    meaning:
      "Acknowledgement e-mails queued to one visitor address (case-insensitive) per 24 hours; " +
      "`0` sends none. Beyond it the lead is still stored and staff are still notified; only " +
      "the acknowledgement is skipped. Counted in the database (table `acknowledgement_quota`), " +
      "so it holds across instances.",
  }),
  OUTBOX_POLL_MS: millisecondsField(50, 2000).register(envDocs, {
    meaning:
      "How often the outbox worker looks for mail to send. A failed delivery is retried after " +
      "5× this, doubling up to 15 minutes.",
  }),
  // The public pages' cache (app/server/page-cache/): 0 turns it off.
  PAGE_CACHE_MAX_MB: numberField({
    message:
      "must be a whole number of megabytes from 0 (no page cache) to 4096",
    min: 0,
    max: 4096,
    fallback: 32,
  }).register(envDocs, {
    meaning:
      "Memory for the cached public pages (all encodings counted; least recently used out " +
      "first). `0` turns the page cache off.",
  }),
  PAGE_CACHE_VERSION_CHECK_MS: millisecondsField(100, 5000).register(envDocs, {
    meaning:
      "How often each instance reads the content version, in case a change notification was " +
      "missed.",
  }),
  OUTBOX_MAX_ATTEMPTS: numberField({
    message: "must be a whole number of attempts from 1 to 50",
    min: 1,
    max: 50,
    fallback: 8,
  }).register(envDocs, {
    meaning:
      "Delivery attempts (1–50) before an outbox message is given up as dead (about 21 minutes " +
      "of retries with the default poll interval). Messages that can never be delivered (no " +
      "recipient, a missing attachment, an SMTP 5xx answer) are dead after the first attempt.",
  }),
  NEWSLETTER_RATE_PER_SECOND: numberField({
    message: "must be a whole number of messages per second from 1 to 1000",
    min: 1,
    max: 1000,
    fallback: 20,
  }).register(envDocs, {
    meaning:
      "Newsletter messages per second (1–1000) a send delivers, across all instances. Read when " +
      "staff start a send and kept with it, so a change applies to the next send.",
  }),
  BOOKING_CANCEL_NOTICE_HOURS: numberField({
    message: "must be a number of hours from 0 to 168 (e.g. 24)",
    min: 0,
    max: 168,
    fallback: 24,
    whole: false,
  }).register(envDocs, {
    meaning:
      "Hours before a booked consultation inside which the visitor's manage link no longer " +
      "cancels or moves it, and shows how to reach us instead (docs/booking.md).",
  }),
  BOOKING_HOLD_MINUTES: numberField({
    message: "must be a whole number of minutes from 1 to 60 (e.g. 10)",
    min: 1,
    max: 60,
    fallback: 10,
  }).register(envDocs, {
    meaning:
      "Minutes a time a visitor has chosen on /book stays held for them while they give their " +
      "details; after that it is offered again, and their post still books it if it is free.",
  }),
  WEBHOOK_POLL_MS: millisecondsField(50, 1000).register(envDocs, {
    meaning:
      "How often each instance looks for integration deliveries that are due (docs/integrations.md): " +
      "a new lead reaches Slack or a webhook within about this long.",
  }),
  WEBHOOK_ALLOWED_HOSTS: z
    .preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(
          /^\s*(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+)(:\d{1,5})?\s*(,\s*(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+)(:\d{1,5})?\s*)*$/,
          {
            error:
              "must be comma-separated host names or host:port pairs (e.g. crm.internal,10.0.0.5:8080)",
          },
        )
        .optional(),
    )
    .register(envDocs, {
      meaning:
        "Integration destinations this deployment trusts (docs/integrations.md): `host` or " +
        "`host:port`, exact, comma-separated. Only these may resolve to private addresses, use " +
        "other ports than 443 and 8443, or plain `http:`; every other webhook URL must be public https.",
    }),
  SCHEDULING_URL: z
    .preprocess(
      emptyToUndefined,
      z
        .url({
          protocol: /^https$/,
          error: "must be an https URL of the scheduling page",
        })
        .optional(),
    )
    .register(envDocs, {
      meaning:
        "`https://…` page of an external scheduling service. When set, the getting-started " +
        "thank-you step embeds it (and the CSP allows that origin in `frame-src`); when unset, " +
        "visitors book on our own picker, `/book` (docs/booking.md).",
    }),
  SHUTDOWN_TIMEOUT_MS: millisecondsField(100, 10_000).register(envDocs, {
    meaning:
      "On SIGTERM/SIGINT, how long in-flight requests get before connections are cut; the " +
      "process always exits within it.",
  }),
  // Accounts (docs/decisions/017): a session ends after this much inactivity…
  SESSION_IDLE_MINUTES: numberField({
    message: "must be a whole number of minutes from 5 to 1440",
    min: 5,
    max: 1440,
    fallback: 30,
  }).register(envDocs, {
    meaning:
      "A signed-in session ends after this much inactivity (5–1440 minutes).",
  }),
  // …and in any case this long after sign-in.
  SESSION_MAX_HOURS: numberField({
    message: "must be a whole number of hours from 1 to 720",
    min: 1,
    max: 720,
    fallback: 12,
  }).register(envDocs, {
    meaning:
      "…and in any case this long after sign-in, whatever its activity (1–720 hours).",
  }),
  // Staff need a second factor before the console: always in production, optional in the demo.
  STAFF_MFA: z
    .preprocess(
      emptyToUndefined,
      z
        .enum(["required", "optional"], {
          error: 'must be "required" or "optional"',
        })
        .optional(),
    )
    .register(envDocs, {
      meaning:
        "Whether staff must set up an authenticator app (TOTP) before `/lead_admin` opens. Cannot " +
        "be `optional` in production.",
      default: "`required` in production, else `optional`",
    }),
  INVITATION_TTL_DAYS: numberField({
    message: "must be a whole number of days from 1 to 90",
    min: 1,
    max: 90,
    fallback: 7,
  }).register(envDocs, {
    meaning:
      "Days an account invitation's sign-up link stays valid, 1–90 (`npm run admin -- … " +
      "--expires-in-days N` overrides it for one invitation).",
  }),
  // The chat assistant's provider, limits and retention (app/server/chat/chat-env.server.ts).
  ...chatEnvSchema.shape,
  // The privacy retention run's periods (app/server/privacy/privacy-env.server.ts).
  ...privacyEnvSchema.shape,
  // The demo dashboard's gate and which demo it opens (app/server/sales-demo/demo-env.server.ts).
  ...demoEnvSchema.shape,
  // Who may read /metrics (app/server/metrics/metrics-env.server.ts, docs/decisions/026).
  ...metricsEnvSchema.shape,
  // Where rate limits are counted: Redis, PostgreSQL or memory (app/server/security/limiter-env.server.ts).
  ...limiterEnvSchema.shape,
  // Files on an S3-compatible store, or in the database (app/server/storage/storage-env.server.ts).
  ...storageEnvSchema.shape,
});

const envSchema = envVariables
  .superRefine((env, ctx) => {
    checkDemoEnv(env, ctx);
    checkMetricsEnv(env, ctx);
    checkLimiterEnv(env, ctx);
    checkStorageEnv(env, ctx);
    // NODE_ENV=production was the deployment signal (decision 006, superseded by 042): a server
    // configured by those instructions must not start as a demo, seeded with known passwords.
    if (env.NODE_ENV === "production" && env.DEPLOYMENT === undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["DEPLOYMENT"],
        message:
          "must be set when NODE_ENV=production, which no longer marks a real deployment: " +
          "set DEPLOYMENT=production for a real deployment (secrets required, no demo data), " +
          "or DEPLOYMENT=demo to run the demo deliberately (docs/decisions/042)",
      });
    }
    const production = env.DEPLOYMENT === "production";
    if (production && env.STAFF_MFA === "optional") {
      ctx.addIssue({
        code: "custom",
        path: ["STAFF_MFA"],
        message:
          "cannot be optional in production: staff reach every client's data, so the console needs a second factor",
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
    if (!production) return;
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
  })
  .transform(configFrom);

export type Env = z.output<typeof envSchema>;

/**
 * The configuration the server runs with, from valid variables: the schema's last step, so its
 * type (Env) follows from the variables and this mapping alone.
 */
function configFrom(env: z.output<typeof envVariables>) {
  return {
    nodeEnv: env.NODE_ENV,
    /** A real deployment or a local/demo run (DEPLOYMENT; docs/decisions/042). */
    deployment: deploymentOf(env),
    /** DEPLOYMENT=production: secrets required, no demo data, staff MFA required. */
    isProduction: deploymentOf(env) === "production",
    host: env.HOST ?? defaultHost(deploymentOf(env)),
    port: env.PORT,
    publicUrl: defaultPublicUrl(env.PORT, env.PUBLIC_URL),
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    /** Production on the embedded database was acknowledged (EMBEDDED_DATABASE_IN_PRODUCTION). */
    embeddedDatabaseAcceptsDataLoss:
      env.EMBEDDED_DATABASE_IN_PRODUCTION === ACCEPT_DATA_LOSS,
    authSecret: env.BETTER_AUTH_SECRET ?? DEVELOPMENT_AUTH_SECRET,
    logLevel: env.LOG_LEVEL,
    /** Who may set X-Forwarded-For: nobody, the last N hops, or these proxy addresses/CIDRs. */
    trustProxy: env.TRUST_PROXY,
    /** Host headers accepted besides PUBLIC_URL's host (lower case, optionally with :port). */
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
    /** Staff told of client activity in the portal: uploads, new tickets, replies (PORTAL_NOTIFY_TO, else LEADS_NOTIFY_TO). */
    portalNotifyTo: env.PORTAL_NOTIFY_TO ?? env.LEADS_NOTIFY_TO,
    formRateLimit: env.FORM_RATE_LIMIT,
    /** Posts to the account pages per client per 10 minutes, counted before the body is read (AUTH_RATE_LIMIT). */
    authRateLimit: env.AUTH_RATE_LIMIT,
    /** Searches per client per 10 minutes (SEARCH_RATE_LIMIT). */
    searchRateLimit: env.SEARCH_RATE_LIMIT,
    /**
     * Team invitations a client admin may send per hour, and their organisation altogether,
     * counted before the body is read (INVITE_RATE_LIMIT, INVITE_CLIENT_RATE_LIMIT; docs/access-audit.md).
     */
    inviteRateLimit: {
      perAccount: env.INVITE_RATE_LIMIT,
      perClient: env.INVITE_CLIENT_RATE_LIMIT,
    },
    uploadConcurrency: env.UPLOAD_CONCURRENCY,
    formMinFillMs: env.FORM_MIN_FILL_MS,
    /** How long a rendered form's token is accepted (FORM_TOKEN_MAX_AGE_HOURS). */
    formTokenMaxAgeMs: Math.round(env.FORM_TOKEN_MAX_AGE_HOURS * 3_600_000),
    /** Acknowledgements queued per visitor address per 24 hours (ACK_LIMIT_PER_ADDRESS). */
    ackLimitPerAddress: env.ACK_LIMIT_PER_ADDRESS,
    outboxPollMs: env.OUTBOX_POLL_MS,
    /** Memory for cached public pages, all encodings counted (PAGE_CACHE_MAX_MB; 0: no cache). */
    pageCacheMaxBytes: env.PAGE_CACHE_MAX_MB * 1024 * 1024,
    /** How often each instance reads the content version, in case a NOTIFY was missed. */
    pageCacheVersionCheckMs: env.PAGE_CACHE_VERSION_CHECK_MS,
    /** Delivery attempts before an outbox message is dead (decision 012). */
    outboxMaxAttempts: env.OUTBOX_MAX_ATTEMPTS,
    /** Messages per second of a newsletter send, stored on the send when it starts (NEWSLETTER_RATE_PER_SECOND). */
    newsletterRatePerSecond: env.NEWSLETTER_RATE_PER_SECOND,
    /** Integration destinations allowed to be private or plain http (WEBHOOK_ALLOWED_HOSTS). */
    webhookAllowedHosts: env.WEBHOOK_ALLOWED_HOSTS ?? "",
    webhookPollMs: env.WEBHOOK_POLL_MS,
    schedulingUrl: env.SCHEDULING_URL,
    /** Minutes before a consultation inside which its manage link cannot change it (BOOKING_CANCEL_NOTICE_HOURS). */
    bookingCancelNoticeMinutes: Math.round(
      env.BOOKING_CANCEL_NOTICE_HOURS * 60,
    ),
    /** Minutes a chosen time stays held for the visitor giving their details (BOOKING_HOLD_MINUTES). */
    bookingHoldMinutes: env.BOOKING_HOLD_MINUTES,
    /** Inactivity after which a session ends (SESSION_IDLE_MINUTES). */
    sessionIdleMs: env.SESSION_IDLE_MINUTES * 60_000,
    /** Time after sign-in after which a session ends whatever its activity (SESSION_MAX_HOURS). */
    sessionMaxAgeMs: env.SESSION_MAX_HOURS * 3_600_000,
    /** Whether staff must use TOTP before reaching the console (STAFF_MFA; required in production). */
    staffMfaRequired:
      (env.STAFF_MFA ??
        (deploymentOf(env) === "production" ? "required" : "optional")) ===
      "required",
    /** Days an account invitation's link stays valid (INVITATION_TTL_DAYS). */
    invitationTtlDays: env.INVITATION_TTL_DAYS,
    /** The chat assistant: provider (or offline), speech, retention and abuse limits. */
    chat: chatEnvFrom(env),
    /** The privacy retention run's periods (RETENTION_*; the chat's is CHAT_RETENTION_DAYS). */
    privacy: privacyEnvFrom(env, env.CHAT_RETENTION_DAYS),
    /** The demo client dashboard at /allied: its gate (or off) and which demo it shows. */
    demo: demoEnvFrom(env),
    /** Who may read /metrics: a bearer token on the public listener, a separate listener, or nobody. */
    metrics: metricsEnvFrom(env),
    /** Where rate limits are counted (REDIS_URL, RATE_LIMIT_STORE, RATE_LIMIT_PREFIX). */
    rateLimits: limiterEnvFrom(env),
    /** The S3-compatible store new files go to; null keeps them in the database (decision 023). */
    s3: storageEnvFrom(env),
  };
}

function deploymentOf(env: { DEPLOYMENT?: Deployment }): Deployment {
  return env.DEPLOYMENT ?? "demo";
}

/**
 * Where a server listens when HOST is unset: a demo run, whose accounts' passwords are in the
 * README and the start-up log, on this machine only; a real deployment on every interface, as it
 * always has (its proxy or container network reaches it there).
 */
function defaultHost(deployment: Deployment): string {
  return deployment === "production" ? "0.0.0.0" : "127.0.0.1";
}

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
    const received = NEVER_ECHOED.has(name)
      ? ""
      : describeReceived(source[name]);
    return `Invalid environment variable ${name}: ${issue.message}${received}`;
  });
  return [...new Set(problems)];
}

/** The lines parseEnv would refuse `source` with; none when it is valid (tests and tooling). */
export function envProblems(
  source: Record<string, string | undefined>,
): string[] {
  try {
    parseEnv(source);
    return [];
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
}

/** Variables whose values are secrets (or carry credentials): an error names them, never their value. */
const NEVER_ECHOED = new Set([
  "BETTER_AUTH_SECRET",
  "DEMO_PASSWORD",
  "DEMO_LOGIN_ID",
  "METRICS_TOKEN",
  "REDIS_URL",
  "S3_SECRET_ACCESS_KEY",
]);

/** Parses an environment; throws EnvError with one line per bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success)
    throw new EnvError(problemLines(result.error.issues, source));
  return result.data;
}

/** Every variable the server reads: deploy/ is checked against it (tests/integration/deploy-files.test.ts). */
export const environmentVariableNames: readonly string[] = Object.keys(
  envVariables.shape,
);

/** docs/configuration.md's table of variables, as the schema says it (written by `npm run docs:config`). */
export function configurationTable(): string {
  return envVariablesTable(envVariables.shape);
}
