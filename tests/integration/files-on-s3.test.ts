import { createHash } from "node:crypto";
import {
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as careersAction } from "~/routes/marketing/careers";
import { loader as chatFileLoader } from "~/routes/api/chat-file";
import { action as chatUploadAction } from "~/routes/api/chat-uploads";
import type { ChatUploadResult } from "~/domain/chat/chat-api";
import { jobs } from "~/content/jobs";
import { authAction } from "~/server/auth/auth.handler.server";
import { DEMO_PASSWORD } from "~/server/sample-data/sample-accounts.server";
import {
  chatAttachments,
  documents,
  jobApplications,
  leads,
  outbox,
  projects,
  storedFiles,
} from "~/server/db/schema.server";
import { issueFormToken } from "~/server/security/form-token.server";
import { FILE_STORE_UNAVAILABLE_MESSAGE } from "~/server/leads/lead-post.server";
import { createMailJobHandler } from "~/server/mail/mail-job.server";
import type { OutgoingMail } from "~/server/mail/transport.server";
import { documentDownloadLoader } from "~/server/portal/document-download.handler.server";
import { documentsTabAction } from "~/server/portal/documents-tab.handler.server";
import type { AppServices } from "~/server/services.server";
import { leadResumeLoader } from "~/server/console/lead-resume.handler.server";
import {
  objectKey,
  createS3FileStore,
} from "~/server/storage/s3-file-store.server";
import { registerFileStores } from "~/server/storage/files.server";
import { createLogger } from "~/server/logger.server";
import { chatHttpMessages } from "~/server/chat/chat-http.server";
import { deleteExpiredChats } from "~/server/chat/conversation/chat-retention.server";
import { createConversation } from "~/server/chat/conversation-store.server";
import { isDatabaseUnavailable } from "~/server/db/database-errors.server";
import { CookieJar, callRoute } from "../support/account-session";
import {
  callAction,
  formRequest,
  requestContext,
  routeArgs,
  startTestServices,
} from "../support/app-services";
import {
  fileOf,
  getWithSession,
  newSession,
  postMultipart,
} from "../support/chat-media-requests";
import { samplePdf } from "../support/documents";
import { startSwiftS3, type SwiftS3 } from "../support/swift-s3";
import { testDbKind } from "../support/test-database";

/**
 * The app with S3_* set, against a real Swift s3api server on loopback (decision 023): every
 * kind of upload lands in the store (not in the row), comes back byte for byte to whoever
 * the app authorizes — and only to them — and rides along on the outbox e-mail. With the
 * store down, an application is answered 503 with its input kept, and nothing is stored.
 */
let swift: SwiftS3;
let harness: Awaited<ReturnType<typeof startTestServices>>;
let services: AppServices;
let s3: S3Client;

beforeAll(async () => {
  swift = await startSwiftS3({ logDir: process.env.SWIFT_LOG_DIR });
  harness = await startTestServices({
    S3_ENDPOINT: swift.endpoint,
    S3_BUCKET: swift.bucket,
    S3_REGION: swift.region,
    S3_ACCESS_KEY_ID: swift.accessKeyId,
    S3_SECRET_ACCESS_KEY: swift.secretAccessKey,
    CAREERS_NOTIFY_TO: "talent@example.org",
  });
  services = harness.services;
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
  await harness?.stop();
  await swift?.stop();
});

const db = () => services.database.db;
const sha256 = (bytes: Uint8Array) =>
  createHash("sha256").update(bytes).digest("hex");

async function signIn(email: string): Promise<CookieJar> {
  const jar = new CookieJar();
  const answer = await callRoute(
    authAction,
    formRequest("/auth", { intent: "signin", email, password: DEMO_PASSWORD }),
    jar,
  );
  expect(answer.status, JSON.stringify(answer.data)).toBe(302);
  return jar;
}

/** The object's bytes as the store has them (read with the store's own API, not the app). */
async function objectBytes(row: {
  bucket: string;
  key: string;
}): Promise<Buffer> {
  const answer = await s3.send(
    new GetObjectCommand({ Bucket: swift.bucket, Key: objectKey(row) }),
  );
  return Buffer.from(await answer.Body!.transformToByteArray());
}

async function objectExists(row: {
  bucket: string;
  key: string;
}): Promise<boolean> {
  return s3
    .send(new HeadObjectCommand({ Bucket: swift.bucket, Key: objectKey(row) }))
    .then(
      () => true,
      (error: { $metadata?: { httpStatusCode?: number } }) => {
        if (error.$metadata?.httpStatusCode === 404) return false;
        throw error;
      },
    );
}

const application = (email: string, resume: File) => ({
  jobTitle: jobs[0]!.title,
  firstName: "Ada",
  lastName: "Lovelace",
  email,
  phone: "",
  linkedIn: "",
  experience: "Ten years of analytical engines for revenue agencies.",
  coverLetter: "I would like to help.",
  resume,
  _formToken: issueFormToken(
    services.env.authSecret,
    "job_application",
    Date.now() - 10_000,
  ),
});

describe(`files on S3 (Swift) with ${testDbKind()}`, () => {
  it("a résumé goes to S3, staff download the same bytes, the e-mail carries them, and a client gets 404", async () => {
    const pdf = Buffer.from(samplePdf());
    const email = "ada.s3@example.org";
    const { status } = await callAction(
      careersAction,
      formRequest("/careers", application(email, new File([pdf], "ada.pdf"))),
      "198.51.100.20",
    );
    expect(status).toBe(200);
    const [row] = await db()
      .select({ file: storedFiles, leadId: leads.id })
      .from(jobApplications)
      .innerJoin(storedFiles, eq(storedFiles.id, jobApplications.resumeFileId))
      .innerJoin(
        leads,
        sql`${leads.source} = 'job_application' and ${leads.sourceId} = ${jobApplications.id}`,
      )
      .where(eq(jobApplications.email, email));
    expect(row!.file).toMatchObject({
      storage: "s3",
      content: null,
      bucket: "resumes",
      sha256: sha256(pdf),
      size: pdf.byteLength,
    });
    expect((await objectBytes(row!.file)).equals(pdf)).toBe(true);

    const staff = await signIn("staff.admin@example.org");
    const download = await callRoute(
      leadResumeLoader,
      new Request(`http://localhost/lead_admin/leads/${row!.leadId}/resume`),
      staff,
      undefined,
      { leadId: row!.leadId },
    );
    expect(download.status).toBe(200);
    expect(download.headers.get("Content-Length")).toBe(String(pdf.byteLength));
    // callRoute keeps the Response's body unread: read it through a second call.
    const again = await leadResumeLoader(
      routeArgs({
        request: new Request(
          `http://localhost/lead_admin/leads/${row!.leadId}/resume`,
          { headers: { Cookie: staff.header() } },
        ),
        params: { leadId: row!.leadId },
      }),
    );
    expect(Buffer.from(await again.arrayBuffer()).equals(pdf)).toBe(true);

    const client = await signIn("amira.haddad@example.org");
    const refused = await callRoute(
      leadResumeLoader,
      new Request(`http://localhost/lead_admin/leads/${row!.leadId}/resume`),
      client,
      undefined,
      { leadId: row!.leadId },
    );
    expect(refused.status).toBe(404);

    // The staff notification's attachment is read from S3 by the outbox's mail job.
    const [notification] = await db()
      .select()
      .from(outbox)
      .where(
        sql`${outbox.kind} = 'lead_notification' and ${outbox.payload}->>'replyTo' = ${email}`,
      );
    const sent: OutgoingMail[] = [];
    const handler = createMailJobHandler({
      db: db(),
      transport: {
        kind: "file",
        send: async (mail) => void sent.push(mail),
        close: () => {},
      },
      from: "site@example.org",
      messageIdDomain: "example.org",
    });
    await handler({
      id: notification!.id,
      kind: notification!.kind,
      payload: notification!.payload,
      attempts: 0,
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.attachments).toHaveLength(1);
    expect(sent[0]!.attachments![0]!.filename).toBe("ada.pdf");
    expect(Buffer.from(sent[0]!.attachments![0]!.content).equals(pdf)).toBe(
      true,
    );
  });

  it("a portal document goes to S3; its owner downloads the same bytes, another client gets 404", async () => {
    const amira = await signIn("amira.haddad@example.org");
    const [project] = await db()
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.name, "E-Invoicing Platform Rollout"));
    const bytes = Buffer.concat([
      Buffer.from(samplePdf()),
      Buffer.from("%s3 round trip\n"),
    ]);
    const answer = await callRoute(
      documentsTabAction,
      formRequest("/dashboard/documents", {
        projectId: project!.id,
        file: new File([bytes], "s3-scope.pdf"),
      }),
      amira,
    );
    expect(answer.status).toBe(302);
    const [row] = await db()
      .select({ id: documents.id, file: storedFiles })
      .from(documents)
      .innerJoin(storedFiles, eq(storedFiles.id, documents.fileId))
      .where(eq(documents.name, "s3-scope.pdf"));
    expect(row!.file).toMatchObject({
      storage: "s3",
      content: null,
      sha256: sha256(bytes),
    });
    expect((await objectBytes(row!.file)).equals(bytes)).toBe(true);

    const url = `http://localhost/dashboard/documents/${row!.id}/download`;
    const mine = await documentDownloadLoader(
      routeArgs({
        request: new Request(url, { headers: { Cookie: amira.header() } }),
        params: { documentId: row!.id },
      }),
    );
    expect(mine.status).toBe(200);
    expect(Buffer.from(await mine.arrayBuffer()).equals(bytes)).toBe(true);
    const grace = await signIn("grace.okafor@example.org");
    const foreign = await callRoute(
      documentDownloadLoader,
      new Request(url),
      grace,
      undefined,
      { documentId: row!.id },
    );
    expect(foreign.status).toBe(404);
  });

  it("a chat upload goes to S3; its session downloads it, another session gets 404", async () => {
    const session = newSession();
    const text = "Data residency questions for the S3 run\n";
    const response = await postMultipart(
      chatUploadAction,
      "/api/chat/uploads",
      {
        session,
        fields: { sessionId: session },
        files: [["files", fileOf(text, "notes.txt")]],
      },
    );
    expect(response.status).toBe(200);
    const { files } = (await response.json()) as ChatUploadResult;
    const [row] = await db()
      .select({ file: storedFiles })
      .from(chatAttachments)
      .innerJoin(storedFiles, eq(storedFiles.id, chatAttachments.storedFileId))
      .where(eq(chatAttachments.id, files[0]!.id));
    expect(row!.file).toMatchObject({ storage: "s3", content: null });
    const own = await getWithSession(
      chatFileLoader,
      `/api/chat/files/${files[0]!.id}`,
      session,
      { attachmentId: files[0]!.id },
    );
    expect(own.status).toBe(200);
    expect(await own.text()).toBe(text);
    const other = await getWithSession(
      chatFileLoader,
      `/api/chat/files/${files[0]!.id}`,
      newSession(),
      { attachmentId: files[0]!.id },
    );
    expect(other.status).toBe(404);
  });

  it("with the store down, an application is answered 503 with its input kept, and nothing is stored", async () => {
    const before = {
      files: (await db().select({ n: count() }).from(storedFiles))[0]!.n,
      applications: (
        await db().select({ n: count() }).from(jobApplications)
      )[0]!.n,
      mail: (await db().select({ n: count() }).from(outbox))[0]!.n,
    };
    // Nothing listens on port 9 of loopback: connections are refused, as from a store that is down.
    const down = createS3FileStore(
      { ...swift, endpoint: "http://127.0.0.1:9" },
      { connectMs: 1000, requestMs: 3000 },
    );
    registerFileStores(down, createLogger("silent"));
    try {
      const email = "down.s3@example.org";
      const { status, data } = await callAction(
        careersAction,
        formRequest(
          "/careers",
          application(email, new File([Buffer.from(samplePdf())], "down.pdf")),
        ),
        "198.51.100.21",
      );
      expect(status).toBe(503);
      expect(data.formErrors).toEqual([FILE_STORE_UNAVAILABLE_MESSAGE]);
      expect(
        (data as unknown as { values: Record<string, string> }).values,
      ).toMatchObject({
        email,
        firstName: "Ada",
        experience: "Ten years of analytical engines for revenue agencies.",
      });

      // A chat upload: a clear 503 with Retry-After, never a 500.
      const session = newSession();
      const chat = await postMultipart(chatUploadAction, "/api/chat/uploads", {
        session,
        fields: { sessionId: session },
        files: [["files", fileOf("notes\n", "notes.txt")]],
      });
      expect(chat.status).toBe(503);
      expect(chat.headers.get("Retry-After")).toBe("30");
      expect(await chat.json()).toEqual({
        error: chatHttpMessages.fileStoreDown,
      });

      // A portal upload: the error the page's 503 is made from (entry.server.tsx), nothing written.
      const amira = await signIn("amira.haddad@example.org");
      const [project] = await db()
        .select({ id: projects.id })
        .from(projects)
        .where(eq(projects.name, "E-Invoicing Platform Rollout"));
      const request = formRequest("/dashboard/documents", {
        projectId: project!.id,
        file: new File([Buffer.from(samplePdf())], "down.pdf"),
      });
      request.headers.set("Cookie", amira.header());
      request.headers.set(
        "User-Agent",
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36",
      );
      const thrown = await documentsTabAction({
        request,
        context: await requestContext(request, "203.0.113.10"),
        params: {},
      } as never).then(
        () => null,
        (error: unknown) => error,
      );
      expect(isDatabaseUnavailable(thrown)).toBe(true);
    } finally {
      down.close();
      registerFileStores(createS3FileStore(swift), createLogger("silent"));
    }
    expect((await db().select({ n: count() }).from(storedFiles))[0]!.n).toBe(
      before.files,
    );
    expect(
      (await db().select({ n: count() }).from(jobApplications))[0]!.n,
    ).toBe(before.applications);
    expect((await db().select({ n: count() }).from(outbox))[0]!.n).toBe(
      before.mail,
    );
  });

  it("chat retention deletes the objects of the files it deletes (a conversation's and an unsent upload's)", async () => {
    const session = newSession();
    const conversation = await createConversation(db(), { sessionId: session });
    const uploadOne = async (fields: Record<string, string>, name: string) => {
      const response = await postMultipart(
        chatUploadAction,
        "/api/chat/uploads",
        {
          session,
          fields: { sessionId: session, ...fields },
          files: [["files", fileOf(`${name}\n`, name)]],
        },
      );
      expect(response.status).toBe(200);
      const { files } = (await response.json()) as ChatUploadResult;
      const [row] = await db()
        .select({
          bucket: storedFiles.bucket,
          key: storedFiles.key,
          storage: storedFiles.storage,
        })
        .from(chatAttachments)
        .innerJoin(
          storedFiles,
          eq(storedFiles.id, chatAttachments.storedFileId),
        )
        .where(eq(chatAttachments.id, files[0]!.id));
      expect(row!.storage).toBe("s3");
      return row!;
    };
    const inConversation = await uploadOne(
      { conversationId: conversation.id },
      "kept-with-conversation.txt",
    );
    const unsent = await uploadOne({}, "never-sent.txt");
    expect(await objectExists(inConversation)).toBe(true);
    expect(await objectExists(unsent)).toBe(true);
    // A year on, with a one-day retention: both rows go, and their objects with them.
    const counts = await deleteExpiredChats(db(), {
      now: new Date(Date.now() + 366 * 86_400_000),
      retentionDays: 1,
    });
    expect(counts.files).toBeGreaterThanOrEqual(2);
    expect(await objectExists(inConversation)).toBe(false);
    expect(await objectExists(unsent)).toBe(false);
  });

  it("a failed transaction deletes the object it had put", async () => {
    const { withPlacedFiles } = await import("~/server/storage/files.server");
    const file = {
      bucket: "resumes",
      key: `rollback-${Date.now()}.pdf`,
      mimeType: "application/pdf",
      bytes: Buffer.from(samplePdf()),
    };
    await expect(
      withPlacedFiles([file], async () => {
        expect(await objectExists(file)).toBe(true);
        throw new Error("the transaction failed");
      }),
    ).rejects.toThrow("the transaction failed");
    expect(await objectExists(file)).toBe(false);
  });
});
