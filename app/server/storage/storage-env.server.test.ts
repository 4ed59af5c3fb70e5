import { describe, expect, it } from "vitest";
import { envProblems, parseEnv } from "../env.server";

const full = {
  S3_ENDPOINT: "http://127.0.0.1:8080",
  S3_BUCKET: "kestrel-files",
  S3_ACCESS_KEY_ID: "test:tester",
  S3_SECRET_ACCESS_KEY: "very-secret-value",
};

const problems = envProblems;

describe("S3_* configuration", () => {
  it("none set: files stay in the database", () => {
    expect(parseEnv({}).s3).toBeNull();
  });

  it("all set: S3, with us-east-1 unless S3_REGION says otherwise", () => {
    expect(parseEnv(full).s3).toEqual({
      endpoint: full.S3_ENDPOINT,
      bucket: "kestrel-files",
      region: "us-east-1",
      accessKeyId: "test:tester",
      secretAccessKey: "very-secret-value",
    });
    expect(parseEnv({ ...full, S3_REGION: "eu-west-3" }).s3?.region).toBe(
      "eu-west-3",
    );
  });

  it("some set: one line per missing variable, never a silent fall-back to the database", () => {
    const lines = problems({
      S3_ENDPOINT: full.S3_ENDPOINT,
      S3_BUCKET: full.S3_BUCKET,
    });
    expect(lines).toEqual([
      expect.stringMatching(
        /^Invalid environment variable S3_ACCESS_KEY_ID: is required when S3_ENDPOINT, S3_BUCKET are set/,
      ),
      expect.stringMatching(
        /^Invalid environment variable S3_SECRET_ACCESS_KEY: is required when S3_ENDPOINT, S3_BUCKET are set/,
      ),
    ]);
  });

  it("refuses a bad endpoint, bucket or region with a clear line, and never echoes the secret", () => {
    expect(problems({ ...full, S3_ENDPOINT: "ftp://store" })[0]).toMatch(
      /^Invalid environment variable S3_ENDPOINT: must be the store's http\(s\) URL/,
    );
    expect(problems({ ...full, S3_BUCKET: "Kestrel_Files" })[0]).toMatch(
      /^Invalid environment variable S3_BUCKET: must be an S3 bucket name/,
    );
    expect(problems({ ...full, S3_REGION: "EU West" })[0]).toMatch(
      /^Invalid environment variable S3_REGION: must be a region name/,
    );
    const secret = "x".repeat(1001);
    const line = problems({ ...full, S3_SECRET_ACCESS_KEY: secret })[0]!;
    expect(line).toMatch(/^Invalid environment variable S3_SECRET_ACCESS_KEY:/);
    expect(line).not.toContain("xxxx");
  });
});
