import { z } from "zod";
import { envDocs } from "../env-docs.server";
import { emptyToUndefined } from "../env-fields.server";
import type { S3Config } from "./s3-file-store.server";

/**
 * Where new uploads go (decision 023): the database (no S3_* set, the default) or an
 * S3-compatible store (every S3_* variable but S3_REGION set). Half a configuration is refused
 * at start-up, naming what is missing — never a silent fall-back to the database.
 */
const text = (message: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string({ error: message })
      .max(1000, { error: "must be at most 1000 characters" })
      .optional(),
  );

export const storageEnvSchema = z.object({
  S3_ENDPOINT: z
    .preprocess(
      emptyToUndefined,
      z
        .url({
          protocol: /^https?$/,
          error:
            "must be the store's http(s) URL, e.g. https://s3.example.org or http://127.0.0.1:8080",
        })
        .optional(),
    )
    .register(envDocs, {
      meaning:
        "URL of an S3-compatible store, e.g. `https://s3.eu-west-3.amazonaws.com` or " +
        "`http://minio.internal:9000`. With it (and `S3_BUCKET`, `S3_ACCESS_KEY_ID` and " +
        "`S3_SECRET_ACCESS_KEY`: all four or none) new uploads — résumés, portal documents, chat " +
        "files — go to that store instead of the database; files " +
        'stored before keep their place (see "Files on S3-compatible storage" in ' +
        "docs/operations.md). Path-style URLs, so a bucket needs no DNS name of its own.",
    }),
  // S3's own bucket-name rules (3–63 lower-case letters, digits, dots and hyphens).
  S3_BUCKET: z
    .preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
          error:
            "must be an S3 bucket name: 3-63 lower-case letters, digits, dots and hyphens",
        })
        .optional(),
    )
    .register(envDocs, {
      meaning:
        "The bucket (it must exist; the app does not create it). Objects are named " +
        "`<kind>/<key>`, e.g. `resumes/<uuid>.pdf`, `portal-documents/<client>/<uuid>.pdf`, " +
        "`chat-uploads/<session>/<uuid>.txt`.",
    }),
  S3_REGION: z
    .preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^[a-z0-9-]{1,50}$/, {
          error: "must be a region name such as us-east-1",
        })
        .default("us-east-1"),
    )
    .register(envDocs, {
      meaning:
        "The region the store signs requests for (most non-AWS stores accept `us-east-1`).",
    }),
  S3_ACCESS_KEY_ID: text("must be the store's access key id").register(
    envDocs,
    {
      meaning:
        "The store's access key ID, set together with `S3_SECRET_ACCESS_KEY`; the key needs Put, " +
        "Get and Delete on the bucket.",
    },
  ),
  S3_SECRET_ACCESS_KEY: text("must be the store's secret access key").register(
    envDocs,
    {
      meaning:
        "The secret of `S3_ACCESS_KEY_ID`. Never logged or echoed in a configuration error.",
    },
  ),
});

type StorageEnvSource = z.infer<typeof storageEnvSchema>;
const REQUIRED = [
  "S3_ENDPOINT",
  "S3_BUCKET",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
] as const;

/** All or none: one line per missing variable once any of them is set. */
export function checkStorageEnv(
  env: StorageEnvSource,
  ctx: z.RefinementCtx,
): void {
  const set = REQUIRED.filter((name) => env[name] !== undefined);
  if (set.length === 0 || set.length === REQUIRED.length) return;
  for (const name of REQUIRED.filter(
    (candidate) => env[candidate] === undefined,
  )) {
    ctx.addIssue({
      code: "custom",
      path: [name],
      message: `is required when ${set.join(", ")} ${set.length === 1 ? "is" : "are"} set: files go to S3 only with S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY all set (or none, to keep them in the database)`,
    });
  }
}

/** null: files stay in the database. */
export function storageEnvFrom(env: StorageEnvSource): S3Config | null {
  if (
    !env.S3_ENDPOINT ||
    !env.S3_BUCKET ||
    !env.S3_ACCESS_KEY_ID ||
    !env.S3_SECRET_ACCESS_KEY
  )
    return null;
  return {
    endpoint: env.S3_ENDPOINT,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
  };
}
