import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "~/content/jobs";
import { issueFormToken } from "~/server/security/form-token.server";
import { FILE_STORE_UNAVAILABLE_MESSAGE } from "~/server/leads/lead-post.server";
import { samplePdf } from "../support/documents";
import {
  startServer,
  tempDataDir,
  type ServerProcess,
} from "../support/server-process";
import { startSwiftS3, type SwiftS3 } from "../support/swift-s3";
import { serverDatabaseEnv, testDbKind } from "../support/test-database";

/**
 * The production server (server.ts and the framework's bundle, two copies of the storage
 * modules) with S3_* set: a résumé posted over HTTP lands in the bucket; with the store gone,
 * the same post is a JSON 503 with the form's message, never a 500.
 */
const SECRET = "s3-server-test-secret-0123456789-abcdefghijkl";
let swift: SwiftS3;
let server: ServerProcess;
let cleanupDb: () => Promise<void>;
let s3: S3Client;

beforeAll(async () => {
  swift = await startSwiftS3();
  const database = await serverDatabaseEnv(tempDataDir(), "demo");
  cleanupDb = database.cleanup;
  server = await startServer({
    ...database.env,
    BETTER_AUTH_SECRET: SECRET,
    FORM_MIN_FILL_MS: "0",
    FORM_RATE_LIMIT: "0",
    S3_ENDPOINT: swift.endpoint,
    S3_BUCKET: swift.bucket,
    S3_ACCESS_KEY_ID: swift.accessKeyId,
    S3_SECRET_ACCESS_KEY: swift.secretAccessKey,
  });
  s3 = new S3Client({
    endpoint: swift.endpoint,
    region: swift.region,
    forcePathStyle: true,
    credentials: {
      accessKeyId: swift.accessKeyId,
      secretAccessKey: swift.secretAccessKey,
    },
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}, 400_000);
afterAll(async () => {
  s3?.destroy();
  await server?.stop();
  await cleanupDb?.();
  await swift?.stop();
});

function postApplication(email: string): Promise<Response> {
  const form = new FormData();
  const fields: Record<string, string> = {
    jobTitle: jobs[0]!.title,
    firstName: "Ada",
    lastName: "Lovelace",
    email,
    experience: "Ten years of analytical engines.",
    coverLetter: "I would like to help.",
    _formToken: issueFormToken(SECRET, "job_application", Date.now() - 10_000),
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(
    "resume",
    new File([Buffer.from(samplePdf())], "ada.pdf", {
      type: "application/pdf",
    }),
  );
  return fetch(`${server.url}/api/forms/job-application`, {
    method: "POST",
    body: form,
    headers: { Origin: server.url },
  });
}

describe(`the server with S3_* set (${testDbKind()})`, () => {
  it("stores a posted résumé in the bucket; with the store gone, answers 503 with the form's message", async () => {
    expect(server.output()).toContain(
      "new files go to the S3-compatible store",
    );
    const stored = await postApplication("ada.http@example.org");
    expect(stored.status, await stored.clone().text()).toBe(200);
    const listed = await s3.send(
      new ListObjectsV2Command({ Bucket: swift.bucket, Prefix: "resumes/" }),
    );
    expect(listed.KeyCount).toBe(1);

    await swift.stop();
    const refused = await postApplication("ada.down@example.org");
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("30");
    expect(await refused.json()).toMatchObject({
      ok: false,
      formErrors: [FILE_STORE_UNAVAILABLE_MESSAGE],
    });
  });
});
