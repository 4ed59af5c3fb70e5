import { describe, expect, it } from "vitest";
import {
  DEVELOPMENT_AUTH_SECRET,
  envProblems,
  parseEnv,
  readPublicUrl,
} from "./env.server";

const goodSecret = "q3v9Z2m7XkP1s8Rt4Wy6Bn0Lc5Hd2Jf7Ga9Ue3Io1";

const problemsOf = envProblems;

describe("parseEnv", () => {
  it("works with no variables at all (fresh machine)", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      nodeEnv: "development",
      deployment: "demo",
      isProduction: false,
      staffMfaRequired: false,
      port: 3000,
      // A demo run keeps its published passwords on this machine (configuration.md, HOST).
      host: "127.0.0.1",
      publicUrl: "http://localhost:3000",
      databaseUrl: undefined,
      embeddedDatabaseAcceptsDataLoss: false,
      authSecret: DEVELOPMENT_AUTH_SECRET,
      logLevel: "info",
      trustProxy: false,
      shutdownTimeoutMs: 10_000,
      smtpUrl: undefined,
      leadsNotifyTo: ["info@kestrelcivic.com"],
      careersNotifyTo: ["info@kestrelcivic.com"],
      portalNotifyTo: ["info@kestrelcivic.com"],
      formRateLimit: 10,
      authRateLimit: 60,
      uploadConcurrency: 4,
      formMinFillMs: 3000,
      formTokenMaxAgeMs: 24 * 3_600_000,
      ackLimitPerAddress: 3,
      schedulingUrl: undefined,
    });
    expect(env.dataDir).toMatch(/\/data$/);
  });

  it("treats empty strings as unset", () => {
    expect(parseEnv({ PORT: "", DATABASE_URL: " " }).port).toBe(3000);
  });

  it.each([
    [
      "PORT",
      "abc",
      'Invalid environment variable PORT: must be a whole number from 0 to 65535 (got "abc")',
    ],
    [
      "PORT",
      "70000",
      'Invalid environment variable PORT: must be a whole number from 0 to 65535 (got "70000")',
    ],
    [
      "NODE_ENV",
      "staging",
      'Invalid environment variable NODE_ENV: must be one of development, production, test (got "staging")',
    ],
    [
      "DEPLOYMENT",
      "staging",
      'Invalid environment variable DEPLOYMENT: must be production (a real deployment) or demo (a local or demo run) (got "staging")',
    ],
    [
      "DEPLOYMENT",
      "Production",
      'Invalid environment variable DEPLOYMENT: must be production (a real deployment) or demo (a local or demo run) (got "Production")',
    ],
    [
      "DATABASE_URL",
      "mysql://x",
      'Invalid environment variable DATABASE_URL: must be a PostgreSQL URL such as postgres://user@127.0.0.1:5432/dbname (got "mysql://x")',
    ],
    [
      "PUBLIC_URL",
      "not a url",
      'Invalid environment variable PUBLIC_URL: must be an absolute http(s) URL such as https://example.org (got "not a url")',
    ],
    [
      "PUBLIC_URL",
      "ftp://example.org",
      'Invalid environment variable PUBLIC_URL: must be an absolute http(s) URL such as https://example.org (got "ftp://example.org")',
    ],
    [
      "LOG_LEVEL",
      "loud",
      'Invalid environment variable LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
    ],
    [
      "TRUST_PROXY",
      "maybe",
      'Invalid environment variable TRUST_PROXY: must be false, a number of proxies from 1 to 10, or a comma-separated list of proxy addresses/CIDRs (e.g. 10.0.0.1,192.168.0.0/16) (got "maybe")',
    ],
    [
      "ALLOWED_HOSTS",
      "a b",
      'Invalid environment variable ALLOWED_HOSTS: must be host names (optionally with :port) separated by commas, e.g. www.example.org,example.org (got "a b")',
    ],
    [
      "MAX_CONNECTIONS",
      "2",
      'Invalid environment variable MAX_CONNECTIONS: must be a whole number of connections, at least 10 (got "2")',
    ],
    [
      "HEADERS_TIMEOUT_MS",
      "60000",
      'Invalid environment variable HEADERS_TIMEOUT_MS: must not be longer than REQUEST_TIMEOUT_MS (got "60000")',
    ],
    [
      "UPLOAD_TIMEOUT_MS",
      "5000",
      'Invalid environment variable UPLOAD_TIMEOUT_MS: must not be shorter than REQUEST_TIMEOUT_MS (got "5000")',
    ],
    [
      "SMTP_URL",
      "http://mail",
      'Invalid environment variable SMTP_URL: must be an SMTP URL such as smtp://user:pass@mail.example.org:587 (got "http://mail")',
    ],
    [
      "LEADS_NOTIFY_TO",
      "sales@x.org, nope",
      'Invalid environment variable LEADS_NOTIFY_TO: must be one or more e-mail addresses separated by commas (got "sales@x.org, nope")',
    ],
    [
      "FORM_RATE_LIMIT",
      "-1",
      'Invalid environment variable FORM_RATE_LIMIT: must be a whole number (posts per IP per form per 10 minutes; 0 turns the limit off) (got "-1")',
    ],
    [
      "AUTH_RATE_LIMIT",
      "ten",
      'Invalid environment variable AUTH_RATE_LIMIT: must be a whole number (posts to the account pages per IP per 10 minutes; 0 turns the limit off) (got "ten")',
    ],
    [
      "UPLOAD_CONCURRENCY",
      "0",
      'Invalid environment variable UPLOAD_CONCURRENCY: must be a whole number from 1 to 64 (uploads read at once per process) (got "0")',
    ],
    [
      "FORM_TOKEN_MAX_AGE_HOURS",
      "0",
      'Invalid environment variable FORM_TOKEN_MAX_AGE_HOURS: must be a number of hours from 1 to 720 (e.g. 24) (got "0")',
    ],
    [
      "FORM_TOKEN_MAX_AGE_HOURS",
      "a day",
      'Invalid environment variable FORM_TOKEN_MAX_AGE_HOURS: must be a number of hours from 1 to 720 (e.g. 24) (got "a day")',
    ],
    [
      "ACK_LIMIT_PER_ADDRESS",
      "1.5",
      'Invalid environment variable ACK_LIMIT_PER_ADDRESS: must be a whole number (acknowledgements per e-mail address per 24 hours; 0 sends none) (got "1.5")',
    ],
    [
      "SCHEDULING_URL",
      "http://cal.example/x",
      'Invalid environment variable SCHEDULING_URL: must be an https URL of the scheduling page (got "http://cal.example/x")',
    ],
    [
      "INVITATION_TTL_DAYS",
      "0",
      'Invalid environment variable INVITATION_TTL_DAYS: must be a whole number of days from 1 to 90 (got "0")',
    ],
    [
      "INVITATION_TTL_DAYS",
      "91",
      'Invalid environment variable INVITATION_TTL_DAYS: must be a whole number of days from 1 to 90 (got "91")',
    ],
    [
      "INVITATION_TTL_DAYS",
      "2.5",
      'Invalid environment variable INVITATION_TTL_DAYS: must be a whole number of days from 1 to 90 (got "2.5")',
    ],
    [
      "SHUTDOWN_TIMEOUT_MS",
      "5",
      'Invalid environment variable SHUTDOWN_TIMEOUT_MS: must be a whole number of milliseconds, at least 100 (got "5")',
    ],
  ])("names %s when it is %s", (name, value, message) => {
    expect(problemsOf({ [name]: value })).toEqual([message]);
  });

  it("reports a short secret without echoing it", () => {
    const problems = problemsOf({ BETTER_AUTH_SECRET: "short-secret" });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^Invalid environment variable BETTER_AUTH_SECRET: must be at least 32 characters/,
    );
    expect(problems[0]).not.toContain("short-secret");
  });

  it("reports every bad variable, one line each", () => {
    expect(problemsOf({ PORT: "x", LOG_LEVEL: "y" })).toHaveLength(2);
  });

  describe("in production (DEPLOYMENT=production)", () => {
    const production = {
      DEPLOYMENT: "production",
      PUBLIC_URL: "https://www.example.org",
      BETTER_AUTH_SECRET: goodSecret,
      DATABASE_URL: "postgres://app@db.internal:5432/site",
    };

    it("starts with a real secret and a public URL", () => {
      const env = parseEnv(production);
      expect(env.deployment).toBe("production");
      expect(env.isProduction).toBe(true);
      expect(env.authSecret).toBe(goodSecret);
      expect(env.publicUrl).toBe("https://www.example.org");
    });

    it("is the same deployment whatever NODE_ENV says", () => {
      for (const NODE_ENV of [undefined, "production", "development"]) {
        expect(parseEnv({ ...production, NODE_ENV })).toMatchObject({
          deployment: "production",
          isProduction: true,
          staffMfaRequired: true,
        });
      }
    });

    it("refuses without its secret, public URL and database, with NODE_ENV unset", () => {
      expect(
        problemsOf({ DEPLOYMENT: "production" }).map((line) =>
          line.slice(0, line.indexOf(":")),
        ),
      ).toEqual([
        "Invalid environment variable BETTER_AUTH_SECRET",
        "Invalid environment variable DATABASE_URL",
        "Invalid environment variable PUBLIC_URL",
      ]);
    });

    it("requires staff MFA and refuses STAFF_MFA=optional", () => {
      expect(parseEnv(production).staffMfaRequired).toBe(true);
      expect(problemsOf({ ...production, STAFF_MFA: "optional" })).toEqual([
        'Invalid environment variable STAFF_MFA: cannot be optional in production: staff reach every client\'s data, so the console needs a second factor (got "optional")',
      ]);
    });

    it("refuses without BETTER_AUTH_SECRET", () => {
      expect(
        problemsOf({ ...production, BETTER_AUTH_SECRET: undefined }),
      ).toEqual([
        "Invalid environment variable BETTER_AUTH_SECRET: is required in production (generate one with: openssl rand -base64 48)",
      ]);
    });

    it("refuses a placeholder BETTER_AUTH_SECRET", () => {
      expect(
        problemsOf({
          ...production,
          BETTER_AUTH_SECRET: DEVELOPMENT_AUTH_SECRET,
        }),
      ).toEqual([
        "Invalid environment variable BETTER_AUTH_SECRET: is a placeholder value; set a random secret in production (openssl rand -base64 48)",
      ]);
    });

    it("refuses the embedded database (no DATABASE_URL), saying why and what to do", () => {
      expect(problemsOf({ ...production, DATABASE_URL: undefined })).toEqual([
        "Invalid environment variable DATABASE_URL: is required in production: the embedded database (PGlite) never flushes " +
          "its writes to disk (no fsync), so a power cut or system crash can lose leads visitors were told were saved. " +
          "Set DATABASE_URL to a PostgreSQL server, or set EMBEDDED_DATABASE_IN_PRODUCTION=accept-data-loss to run on the " +
          "embedded database anyway",
      ]);
    });

    it("runs on the embedded database when EMBEDDED_DATABASE_IN_PRODUCTION=accept-data-loss says so", () => {
      const env = parseEnv({
        ...production,
        DATABASE_URL: undefined,
        EMBEDDED_DATABASE_IN_PRODUCTION: "accept-data-loss",
      });
      expect(env.databaseUrl).toBeUndefined();
      expect(env.embeddedDatabaseAcceptsDataLoss).toBe(true);
    });

    it("accepts no other acknowledgement than the exact words", () => {
      expect(
        problemsOf({
          ...production,
          DATABASE_URL: undefined,
          EMBEDDED_DATABASE_IN_PRODUCTION: "true",
        }),
      ).toContain(
        'Invalid environment variable EMBEDDED_DATABASE_IN_PRODUCTION: must be "accept-data-loss" (to run production on the embedded database knowingly) or unset (got "true")',
      );
    });

    it("refuses without PUBLIC_URL", () => {
      expect(problemsOf({ ...production, PUBLIC_URL: undefined })).toEqual([
        "Invalid environment variable PUBLIC_URL: is required in production (the site's public origin, e.g. https://www.example.org)",
      ]);
    });
  });

  describe("NODE_ENV, which no longer marks a deployment (decision 042)", () => {
    it("refuses NODE_ENV=production without DEPLOYMENT, saying what to set", () => {
      expect(problemsOf({ NODE_ENV: "production" })).toEqual([
        "Invalid environment variable DEPLOYMENT: must be set when NODE_ENV=production, which no " +
          "longer marks a real deployment: set DEPLOYMENT=production for a real deployment " +
          "(secrets required, no demo data), or DEPLOYMENT=demo to run the demo deliberately " +
          "(docs/decisions/042)",
      ]);
      // An old deployment's full settings are refused the same way: nothing guesses for it.
      expect(
        problemsOf({
          NODE_ENV: "production",
          PUBLIC_URL: "https://www.example.org",
          BETTER_AUTH_SECRET: goodSecret,
          DATABASE_URL: "postgres://app@db.internal:5432/site",
          DEPLOYMENT: " ",
        }),
      ).toEqual([
        expect.stringMatching(
          /^Invalid environment variable DEPLOYMENT: must be set when NODE_ENV=production/,
        ),
      ]);
    });

    it("runs the demo with NODE_ENV=production when DEPLOYMENT=demo says so", () => {
      expect(
        parseEnv({ NODE_ENV: "production", DEPLOYMENT: "demo" }),
      ).toMatchObject({
        nodeEnv: "production",
        deployment: "demo",
        isProduction: false,
        staffMfaRequired: false,
        authSecret: DEVELOPMENT_AUTH_SECRET,
      });
    });

    it("is a demo run when DEPLOYMENT is unset or demo and NODE_ENV is not production", () => {
      for (const source of [
        {},
        { DEPLOYMENT: "demo" },
        { DEPLOYMENT: "" },
        { NODE_ENV: "development" },
        { NODE_ENV: "test", DEPLOYMENT: "demo" },
      ]) {
        expect(parseEnv(source)).toMatchObject({
          deployment: "demo",
          isProduction: false,
        });
      }
    });
  });

  it("reads notification recipients as a list, careers defaulting to leads", () => {
    const env = parseEnv({ LEADS_NOTIFY_TO: "a@example.org, b@example.org" });
    expect(env.leadsNotifyTo).toEqual(["a@example.org", "b@example.org"]);
    expect(env.careersNotifyTo).toEqual(["a@example.org", "b@example.org"]);
    expect(
      parseEnv({ PORTAL_NOTIFY_TO: "delivery@example.org" }).portalNotifyTo,
    ).toEqual(["delivery@example.org"]);
    expect(
      parseEnv({ LEADS_NOTIFY_TO: "a@example.org" }).portalNotifyTo,
    ).toEqual(["a@example.org"]);
    expect(
      parseEnv({ CAREERS_NOTIFY_TO: "jobs@example.org" }).careersNotifyTo,
    ).toEqual(["jobs@example.org"]);
  });

  it("reads the form token lifetime in hours and the acknowledgement limit", () => {
    expect(
      parseEnv({ FORM_TOKEN_MAX_AGE_HOURS: "2", ACK_LIMIT_PER_ADDRESS: "0" }),
    ).toMatchObject({
      formTokenMaxAgeMs: 7_200_000,
      ackLimitPerAddress: 0,
    });
    expect(
      parseEnv({ FORM_TOKEN_MAX_AGE_HOURS: "1.5" }).formTokenMaxAgeMs,
    ).toBe(5_400_000);
  });

  it("reads the invitation lifetime in days, 7 by default", () => {
    expect(parseEnv({}).invitationTtlDays).toBe(7);
    expect(parseEnv({ INVITATION_TTL_DAYS: "30" }).invitationTtlDays).toBe(30);
    expect(parseEnv({ INVITATION_TTL_DAYS: " " }).invitationTtlDays).toBe(7);
  });

  it("reads the account pages' rate limit, 0 turning it off", () => {
    expect(parseEnv({ AUTH_RATE_LIMIT: "0" }).authRateLimit).toBe(0);
    expect(parseEnv({ AUTH_RATE_LIMIT: "200" }).authRateLimit).toBe(200);
  });

  it("reads the team invitation limits per client admin and per organisation, 0 turning one off", () => {
    expect(parseEnv({}).inviteRateLimit).toEqual({
      perAccount: 10,
      perClient: 20,
    });
    expect(
      parseEnv({ INVITE_RATE_LIMIT: "0", INVITE_CLIENT_RATE_LIMIT: "50" })
        .inviteRateLimit,
    ).toEqual({ perAccount: 0, perClient: 50 });
    expect(problemsOf({ INVITE_RATE_LIMIT: "-1" })[0]).toMatch(
      /^Invalid environment variable INVITE_RATE_LIMIT: /,
    );
  });

  it("reads TRUST_PROXY as false, a hop count or a list of proxies, and refuses true", () => {
    expect(parseEnv({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(parseEnv({ TRUST_PROXY: "10.0.0.0/8,::1" }).trustProxy).toEqual([
      "10.0.0.0/8",
      "::1",
    ]);
    expect(problemsOf({ TRUST_PROXY: "true" })[0]).toMatch(
      /^Invalid environment variable TRUST_PROXY: must not be true: .*forge.*number of proxies/,
    );
  });

  it("has safe edge defaults: timeouts, a connection cap, database deadlines, no extra hosts", () => {
    expect(parseEnv({})).toMatchObject({
      allowedHosts: [],
      headersTimeoutMs: 15_000,
      requestTimeoutMs: 30_000,
      uploadTimeoutMs: 120_000,
      maxConnections: 1000,
      dbConnectTimeoutMs: 5000,
      dbStatementTimeoutMs: 15_000,
    });
    expect(
      parseEnv({ ALLOWED_HOSTS: "WWW.Example.org, example.org:8443" })
        .allowedHosts,
    ).toEqual(["www.example.org", "example.org:8443"]);
  });
});

describe("readPublicUrl (build time)", () => {
  it("uses PUBLIC_URL without requiring the production secrets", () => {
    expect(
      readPublicUrl({
        DEPLOYMENT: "production",
        PUBLIC_URL: "https://www.example.org/",
      }),
    ).toBe("https://www.example.org");
    expect(readPublicUrl({ PORT: "4000" })).toBe("http://localhost:4000");
    expect(() => readPublicUrl({ PUBLIC_URL: "nope" })).toThrow(
      "Invalid environment variable PUBLIC_URL",
    );
  });
});

describe("NEWSLETTER_RATE_PER_SECOND", () => {
  it("defaults to 20 and refuses anything but a whole number from 1 to 1000", () => {
    expect(parseEnv({}).newsletterRatePerSecond).toBe(20);
    expect(
      parseEnv({ NEWSLETTER_RATE_PER_SECOND: "250" }).newsletterRatePerSecond,
    ).toBe(250);
    for (const bad of ["0", "2.5", "fast", "1001"]) {
      expect(
        problemsOf({ NEWSLETTER_RATE_PER_SECOND: bad }).join("\n"),
      ).toMatch(/NEWSLETTER_RATE_PER_SECOND/);
    }
  });
});

describe("OUTBOX_MAX_ATTEMPTS", () => {
  it("defaults to 8 and refuses anything but a whole number from 1 to 50", () => {
    expect(parseEnv({}).outboxMaxAttempts).toBe(8);
    expect(parseEnv({ OUTBOX_MAX_ATTEMPTS: "3" }).outboxMaxAttempts).toBe(3);
    for (const bad of ["0", "2.5", "many", "51"]) {
      expect(problemsOf({ OUTBOX_MAX_ATTEMPTS: bad }).join("\n")).toMatch(
        /OUTBOX_MAX_ATTEMPTS/,
      );
    }
  });
});

describe("HOST", () => {
  const production = {
    DEPLOYMENT: "production",
    BETTER_AUTH_SECRET: goodSecret,
    PUBLIC_URL: "https://www.example.org",
    DATABASE_URL: "postgres://app@db.internal:5432/site",
  };
  it("keeps a demo run on this machine, and a real deployment on every interface, unless HOST says otherwise", () => {
    expect(parseEnv({}).host).toBe("127.0.0.1");
    expect(parseEnv({ DEPLOYMENT: "demo" }).host).toBe("127.0.0.1");
    expect(parseEnv({ HOST: "0.0.0.0" }).host).toBe("0.0.0.0");
    expect(parseEnv(production).host).toBe("0.0.0.0");
    expect(parseEnv({ ...production, HOST: "127.0.0.1" }).host).toBe(
      "127.0.0.1",
    );
  });
});
