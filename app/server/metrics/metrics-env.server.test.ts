import { describe, expect, it } from "vitest";
import { envProblems, parseEnv } from "../env.server";
import { metricsExposed } from "./metrics-env.server";

const TOKEN = "f3a1c9e07b5d42e8a6c1b9d0e4f7a2c3";

const problemsOf = envProblems;

describe("metrics configuration", () => {
  it("exposes nothing by default", () => {
    const env = parseEnv({});
    expect(env.metrics).toEqual({ token: null, listener: null });
    expect(metricsExposed(env.metrics)).toBe(false);
  });

  it("takes a token for the public listener", () => {
    const env = parseEnv({ METRICS_TOKEN: TOKEN });
    expect(env.metrics).toEqual({ token: TOKEN, listener: null });
    expect(metricsExposed(env.metrics)).toBe(true);
  });

  it("starts a separate listener on loopback unless told otherwise", () => {
    expect(parseEnv({ METRICS_PORT: "9464" }).metrics).toEqual({
      token: null,
      listener: { host: "127.0.0.1", port: 9464 },
    });
    expect(
      parseEnv({
        METRICS_PORT: "9464",
        METRICS_HOST: "0.0.0.0",
        METRICS_TOKEN: TOKEN,
      }).metrics,
    ).toEqual({
      token: TOKEN,
      listener: { host: "0.0.0.0", port: 9464 },
    });
    expect(
      parseEnv({ METRICS_PORT: "9464", METRICS_HOST: "::1" }).metrics.listener,
    ).toEqual({ host: "::1", port: 9464 });
    expect(metricsExposed(parseEnv({ METRICS_PORT: "9464" }).metrics)).toBe(
      true,
    );
  });

  it("treats empty values as unset", () => {
    expect(
      parseEnv({ METRICS_TOKEN: "", METRICS_PORT: " ", METRICS_HOST: "" })
        .metrics,
    ).toEqual({ token: null, listener: null });
  });

  it.each([
    [
      "METRICS_PORT",
      { METRICS_PORT: "abc" },
      'Invalid environment variable METRICS_PORT: must be a whole number from 1 to 65535 (got "abc")',
    ],
    [
      "METRICS_PORT",
      { METRICS_PORT: "0" },
      'Invalid environment variable METRICS_PORT: must be a whole number from 1 to 65535 (got "0")',
    ],
    [
      "METRICS_PORT",
      { METRICS_PORT: "70000" },
      'Invalid environment variable METRICS_PORT: must be a whole number from 1 to 65535 (got "70000")',
    ],
    [
      "METRICS_PORT",
      { METRICS_PORT: "3000" },
      'Invalid environment variable METRICS_PORT: must differ from PORT: the metrics listener is a second listener beside the site (got "3000")',
    ],
    [
      "METRICS_HOST",
      { METRICS_PORT: "9464", METRICS_HOST: "not a host" },
      'Invalid environment variable METRICS_HOST: must be an IP address or a host name to listen on, e.g. 127.0.0.1 or 0.0.0.0 (got "not a host")',
    ],
    [
      "METRICS_HOST",
      { METRICS_HOST: "127.0.0.1" },
      'Invalid environment variable METRICS_HOST: has no effect without METRICS_PORT: set METRICS_PORT to start the metrics listener (got "127.0.0.1")',
    ],
  ])("refuses a bad %s with one clear line", (_name, source, line) => {
    expect(problemsOf(source)).toEqual([line]);
  });

  it("refuses a short or unsendable token without echoing it", () => {
    const short = problemsOf({ METRICS_TOKEN: "too-short-secret" });
    expect(short).toEqual([
      "Invalid environment variable METRICS_TOKEN: must be at least 32 characters (generate one with: openssl rand -hex 32)",
    ]);
    const spaced = problemsOf({ METRICS_TOKEN: `${TOKEN} with spaces` });
    expect(spaced).toEqual([
      "Invalid environment variable METRICS_TOKEN: must be printable ASCII without spaces (generate one with: openssl rand -hex 32)",
    ]);
    expect([...short, ...spaced].join("\n")).not.toContain("too-short-secret");
    expect(spaced.join("\n")).not.toContain(TOKEN);
  });
});
