import { describe, expect, it } from "vitest";
import { envProblems, parseEnv } from "../env.server";
import {
  DEFAULT_DEMO_CLIENT,
  DEFAULT_DEMO_LOGIN_ID,
  DEFAULT_DEMO_PASSWORD,
} from "./demo-env.server";

const production = {
  DEPLOYMENT: "production",
  PUBLIC_URL: "https://www.kestrel.test",
  BETTER_AUTH_SECRET: "production-test-secret-0123456789-abcdefghijklmnop",
  EMBEDDED_DATABASE_IN_PRODUCTION: "accept-data-loss",
};

describe("the demo gate's configuration", () => {
  it("uses the printed local defaults outside production", () => {
    expect(parseEnv({}).demo).toEqual({
      gate: {
        loginId: DEFAULT_DEMO_LOGIN_ID,
        password: DEFAULT_DEMO_PASSWORD,
        isDefault: true,
      },
      clientKey: DEFAULT_DEMO_CLIENT,
      failedAttemptsPerAddress: 10,
    });
  });

  it("is off in production without credentials, and never falls back to the defaults there", () => {
    expect(parseEnv(production).demo.gate).toBeNull();
    expect(
      parseEnv({ ...production, NODE_ENV: "production" }).demo.gate,
    ).toBeNull();
  });

  it("keeps the local defaults in a deliberate demo run with NODE_ENV=production", () => {
    expect(
      parseEnv({ NODE_ENV: "production", DEPLOYMENT: "demo" }).demo.gate,
    ).toEqual({
      loginId: DEFAULT_DEMO_LOGIN_ID,
      password: DEFAULT_DEMO_PASSWORD,
      isDefault: true,
    });
  });

  it("takes configured credentials and a demo client", () => {
    const env = parseEnv({
      ...production,
      DEMO_LOGIN_ID: "sales-desk",
      DEMO_PASSWORD: "tidal-basin-orchard-44",
      DEMO_CLIENT: "northgate-revenue",
      DEMO_GATE_RATE_LIMIT: "5",
    });
    expect(env.demo).toEqual({
      gate: {
        loginId: "sales-desk",
        password: "tidal-basin-orchard-44",
        isDefault: false,
      },
      clientKey: "northgate-revenue",
      failedAttemptsPerAddress: 5,
    });
  });

  it("refuses one credential without the other, a short production password and a malformed key — without echoing secrets", () => {
    expect(envProblems({ DEMO_LOGIN_ID: "sales-desk" }).join("\n")).toMatch(
      /DEMO_PASSWORD: must be set together/,
    );
    expect(
      envProblems({ DEMO_PASSWORD: "tidal-basin-orchard-44" }).join("\n"),
    ).toMatch(/DEMO_LOGIN_ID: must be set together/);
    const short = envProblems({
      ...production,
      DEMO_LOGIN_ID: "sales-desk",
      DEMO_PASSWORD: "short-pw",
    });
    expect(short.join("\n")).toMatch(
      /DEMO_PASSWORD: must be at least 12 characters in production/,
    );
    expect(short.join("\n")).not.toContain("short-pw");
    expect(
      envProblems({ DEMO_CLIENT: "Northgate Revenue" }).join("\n"),
    ).toMatch(/DEMO_CLIENT: must be a demo client's key/);
    expect(envProblems({ DEMO_GATE_RATE_LIMIT: "-1" }).join("\n")).toMatch(
      /DEMO_GATE_RATE_LIMIT/,
    );
  });
});
