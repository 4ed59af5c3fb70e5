import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  action as ocrAction,
  loader as ocrLoader,
} from "~/routes/api/chat-ocr";
import { loader as fileLoader } from "~/routes/api/chat-file";
import {
  action as speechAction,
  loader as speechLoader,
} from "~/routes/api/chat-speech";
import {
  action as transcriptionAction,
  loader as transcriptionLoader,
} from "~/routes/api/chat-transcriptions";
import {
  action as uploadAction,
  loader as uploadLoader,
} from "~/routes/api/chat-uploads";
import { loader as capabilitiesLoader } from "~/routes/api/chat-capabilities";
import type {
  ChatCapabilities,
  ChatOcrResult,
  ChatUploadResult,
} from "~/domain/chat/chat-api";
import { chatLimits } from "~/domain/chat/chat-api";
import { chatNotices } from "../support/chat-copy-english";
import { documentRefusals } from "~/server/chat/media/document-check.server";
import { findOnPath } from "~/server/chat/media/espeak-speech.server";
import { ocrMessages, ocrUserLine } from "~/server/chat/media/chat-ocr.server";
import { voiceMessages } from "~/server/chat/media/chat-voice.server";
import { chatHttpMessages as mediaMessages } from "~/server/chat/chat-http.server";
import {
  chatAttachments,
  chatConversations,
  chatMessages,
  storedFiles,
} from "~/server/db/schema.server";
import { createConversation } from "~/server/chat/conversation-store.server";
import { getDb } from "~/server/services.server";
import { startTestServices } from "../support/app-services";
import {
  blankPng,
  docWithText,
  docxWithText,
  OCR_SAMPLE_WORDS,
  ocrSamplePng,
  pdfWithText,
} from "../support/chat-media-files";
import {
  fileOf,
  getWithSession,
  newSession,
  postMultipart,
  postWithBody,
} from "../support/chat-media-requests";
import {
  ESPEAK_MISSING,
  requireTool,
  skipForMissingTool,
} from "../support/required-tools";

/**
 * The chat's media routes offline (no provider): documents uploaded and checked by content,
 * files only for their own session, image text by tesseract into the conversation, speech by
 * espeak-ng (or the browser), no server transcription, the shared rate limit.
 */
let harness: Awaited<ReturnType<typeof startTestServices>>;

beforeAll(async () => {
  harness = await startTestServices({
    CHAT_SESSION_MESSAGE_LIMIT: "8",
    CHAT_ADDRESS_MESSAGE_LIMIT: "1000",
  });
});
afterAll(async () => harness?.stop());

const db = () => getDb();
const chatFileCount = async () =>
  Number(
    (
      await db()
        .select({ n: sql<number>`count(*)` })
        .from(storedFiles)
        .where(eq(storedFiles.bucket, "chat-uploads"))
    )[0]!.n,
  );
const attachmentCount = async () =>
  Number(
    (
      await db()
        .select({ n: sql<number>`count(*)` })
        .from(chatAttachments)
    )[0]!.n,
  );

const upload = (
  session: string | null,
  files: Array<[string, File]>,
  fields: Record<string, string> = {},
  headerSession = session,
) =>
  postMultipart(uploadAction, "/api/chat/uploads", {
    session: headerSession,
    fields: { ...(session ? { sessionId: session } : {}), ...fields },
    files,
  });

const ocr = (
  session: string,
  image: File,
  fields: Record<string, string> = {},
  headerSession: string = session,
) =>
  postMultipart(ocrAction, "/api/chat/ocr", {
    session: headerSession,
    fields: { sessionId: session, ...fields },
    files: [["image", image]],
  });

describe("POST /api/chat/uploads", () => {
  it("stores several documents with their text, each keyed {sessionId}/{uuid}.{ext} in chat-uploads", async () => {
    const session = newSession();
    const response = await upload(session, [
      [
        "files",
        fileOf(
          pdfWithText("Hospital records migration, 40 sites"),
          "Brief.pdf",
          "application/pdf",
        ),
      ],
      [
        "files",
        fileOf(
          docxWithText(["Identity platform for 3 agencies"]),
          "scope.docx",
        ),
      ],
      [
        "files",
        fileOf(
          docWithText("Old tender from 2009\r", "Ministère"),
          "tender.doc",
        ),
      ],
      ["files", fileOf("Questions about data residency\n", "notes.txt")],
    ]);
    expect(response.status).toBe(200);
    const result = (await response.json()) as ChatUploadResult;
    expect(result.files.map((f) => [f.name, f.type])).toEqual([
      ["Brief.pdf", "application/pdf"],
      [
        "scope.docx",
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      ],
      ["tender.doc", "application/msword"],
      ["notes.txt", "text/plain"],
    ]);
    const rows = await db()
      .select({
        id: chatAttachments.id,
        kind: chatAttachments.kind,
        text: chatAttachments.extractedText,
        key: storedFiles.key,
        bucket: storedFiles.bucket,
        sha: storedFiles.sha256,
        size: storedFiles.size,
      })
      .from(chatAttachments)
      .innerJoin(storedFiles, eq(storedFiles.id, chatAttachments.storedFileId))
      .where(eq(chatAttachments.sessionId, session));
    expect(rows).toHaveLength(4);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const [pdf, docx, doc, txt] = result.files.map((f) => byId.get(f.id)!);
    expect(pdf!.text).toContain("Hospital records migration, 40 sites");
    expect(docx!.text).toBe("Identity platform for 3 agencies");
    expect(doc!.text).toBe("Old tender from 2009\nMinistère");
    expect(txt!.text).toBe("Questions about data residency");
    for (const row of rows) {
      expect(row.kind).toBe("document");
      expect(row.bucket).toBe("chat-uploads");
      expect(row.key).toMatch(
        new RegExp(`^${session}/[0-9a-f-]{36}\\.(pdf|docx|doc|txt)$`),
      );
      expect(row.sha).toMatch(/^[0-9a-f]{64}$/);
    }
    expect(result.files.map((f) => f.size)).toEqual(
      result.files.map((f) => byId.get(f.id)!.size),
    );
  });

  it("is all or nothing: one bad file among good ones stores none, and names the bad one (415)", async () => {
    const session = newSession();
    const [files, attachments] = [
      await chatFileCount(),
      await attachmentCount(),
    ];
    const response = await upload(session, [
      ["files", fileOf(pdfWithText("fine"), "fine.pdf")],
      ["files", fileOf("<html><body>not a pdf</body></html>", "evil.pdf")],
      ["files", fileOf("fine too", "fine.txt")],
    ]);
    expect(response.status).toBe(415);
    // HTML is text: named .pdf, it is refused as a name that lies about the content.
    expect(await response.json()).toEqual({
      error: documentRefusals.mismatch("evil.pdf", "plain text"),
    });
    expect(await chatFileCount()).toBe(files);
    expect(await attachmentCount()).toBe(attachments);
  });

  it("writes in one transaction: a database failure on the last file leaves none of them", async () => {
    // A trigger makes the second file's attachment row fail after the first file's rows are written.
    await db()
      .execute(sql`create function chat_media_test_boom() returns trigger language plpgsql as $$
      begin if new.name = 'boom.txt' then raise exception 'boom'; end if; return new; end $$`);
    await db().execute(
      sql`create trigger chat_media_test_boom before insert on chat_attachments for each row execute function chat_media_test_boom()`,
    );
    try {
      const session = newSession();
      const [files, attachments] = [
        await chatFileCount(),
        await attachmentCount(),
      ];
      await expect(
        upload(session, [
          ["files", fileOf("first", "first.txt")],
          ["files", fileOf("second", "boom.txt")],
        ]),
      ).rejects.toThrow();
      expect(await chatFileCount()).toBe(files);
      expect(await attachmentCount()).toBe(attachments);
    } finally {
      await db().execute(
        sql`drop trigger chat_media_test_boom on chat_attachments`,
      );
      await db().execute(sql`drop function chat_media_test_boom()`);
    }
  });

  it("refuses a document whose name disagrees with its content (415)", async () => {
    const response = await upload(newSession(), [
      ["files", fileOf(docxWithText(["x"]), "report.pdf")],
    ]);
    expect(response.status).toBe(415);
    expect(((await response.json()) as { error: string }).error).toBe(
      documentRefusals.mismatch("report.pdf", "a Word (.docx) document"),
    );
  });

  it("answers 400 when no file is attached", async () => {
    const response = await upload(newSession(), []);
    expect(response.status).toBe(400);
  });

  it("links the documents to the session's own conversation, and 404s for anyone else's", async () => {
    const session = newSession();
    const conversation = await createConversation(db(), { sessionId: session });
    const ok = await upload(session, [["files", fileOf("hello", "a.txt")]], {
      conversationId: conversation.id,
    });
    expect(ok.status).toBe(200);
    const [row] = await db()
      .select()
      .from(chatAttachments)
      .where(eq(chatAttachments.sessionId, session));
    expect(row!.conversationId).toBe(conversation.id);

    const stranger = newSession();
    const foreign = await upload(
      stranger,
      [["files", fileOf("hello", "a.txt")]],
      { conversationId: conversation.id },
    );
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual({ error: mediaMessages.notFound });
  });

  it("404s when the X-Chat-Session header is not the form's sessionId, storing nothing", async () => {
    const before = await chatFileCount();
    const response = await upload(
      newSession(),
      [["files", fileOf("hello", "a.txt")]],
      {},
      newSession(),
    );
    expect(response.status).toBe(404);
    expect(await chatFileCount()).toBe(before);
  });
});

describe("GET /api/chat/files/:attachmentId", () => {
  it("serves the bytes to the session that uploaded them, as a no-store attachment with the stored type", async () => {
    const session = newSession();
    const pdf = pdfWithText("Our own file");
    const uploaded = (await (
      await upload(session, [["files", fileOf(pdf, "Own file.pdf")]])
    ).json()) as ChatUploadResult;
    const id = uploaded.files[0]!.id;
    const response = await getWithSession(
      fileLoader,
      `/api/chat/files/${id}`,
      session,
      { attachmentId: id },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="Own file.pdf"/,
    );
    expect(
      Buffer.from(await response.arrayBuffer()).equals(Buffer.from(pdf)),
    ).toBe(true);
  });

  it("is 404 for another session, no session, an unknown id and a malformed id", async () => {
    const session = newSession();
    const uploaded = (await (
      await upload(session, [["files", fileOf("secret", "s.txt")]])
    ).json()) as ChatUploadResult;
    const id = uploaded.files[0]!.id;
    for (const [who, attachmentId] of [
      [newSession(), id],
      [null, id],
      [session, newSession()],
      [session, "../../etc/passwd"],
    ] as const) {
      const response = await getWithSession(
        fileLoader,
        `/api/chat/files/x`,
        who,
        { attachmentId },
      );
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: mediaMessages.notFound });
    }
  });
});

describe("POST /api/chat/ocr (tesseract, offline)", () => {
  it("starts a conversation, stores the image and adds the visitor's and the assistant's lines", async () => {
    const session = newSession();
    const response = await ocr(
      session,
      fileOf(ocrSamplePng(), "whiteboard.png", "image/png"),
      { pagePath: "/solutions" },
    );
    expect(response.status).toBe(200);
    const result = (await response.json()) as ChatOcrResult;
    for (const word of OCR_SAMPLE_WORDS) expect(result.text).toContain(word);
    expect(result.userMessage).toMatchObject({
      role: "user",
      content: ocrUserLine("whiteboard.png"),
      files: [{ name: "whiteboard.png", type: "image/png" }],
    });
    expect(result.assistantMessage.role).toBe("assistant");
    expect(result.assistantMessage.content).toContain("SOVEREIGN");
    expect(result.assistantMessage.content).toMatch(/```text\n[\s\S]*\n```$/);

    const [conversation] = await db()
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.id, result.conversationId));
    expect(conversation).toMatchObject({
      sessionId: session,
      startedOnPath: "/solutions",
      messageCount: 2,
    });
    const messages = await db()
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, result.conversationId));
    expect(messages.map((m) => m.role).sort()).toEqual(["assistant", "user"]);
    const [attachment] = await db()
      .select()
      .from(chatAttachments)
      .where(eq(chatAttachments.conversationId, result.conversationId));
    expect(attachment).toMatchObject({
      kind: "image",
      name: "whiteboard.png",
      mimeType: "image/png",
      messageId: result.userMessage.id,
      sessionId: session,
    });
    expect(attachment!.extractedText).toBe(result.text);
    expect(result.userMessage.files[0]!.id).toBe(attachment!.id);

    // The image is the session's own file too.
    const image = await getWithSession(
      fileLoader,
      "/api/chat/files/x",
      session,
      { attachmentId: attachment!.id },
    );
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
  }, 120_000);

  it("adds to the session's existing conversation, and 404s for a foreign one", async () => {
    const session = newSession();
    const conversation = await createConversation(db(), { sessionId: session });
    const ok = await ocr(session, fileOf(ocrSamplePng(), "a.png"), {
      conversationId: conversation.id,
    });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as ChatOcrResult).conversationId).toBe(
      conversation.id,
    );
    const foreign = await ocr(newSession(), fileOf(ocrSamplePng(), "a.png"), {
      conversationId: conversation.id,
    });
    expect(foreign.status).toBe(404);
  }, 120_000);

  it("still records the lines in a conversation handed off to staff", async () => {
    const session = newSession();
    const conversation = await createConversation(db(), { sessionId: session });
    await db()
      .update(chatConversations)
      .set({ status: "handed_off", handedOffAt: new Date() })
      .where(eq(chatConversations.id, conversation.id));
    const response = await ocr(session, fileOf(ocrSamplePng(), "a.png"), {
      conversationId: conversation.id,
    });
    expect(response.status).toBe(200);
    const [row] = await db()
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.id, conversation.id));
    expect(row).toMatchObject({ status: "handed_off", messageCount: 2 });
  }, 120_000);

  it("answers 422 when the image holds no text, storing nothing and starting no conversation", async () => {
    const session = newSession();
    const before = await chatFileCount();
    const response = await ocr(session, fileOf(blankPng(), "blank.png"));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: ocrMessages.noText });
    expect(await chatFileCount()).toBe(before);
    expect(
      await db()
        .select()
        .from(chatConversations)
        .where(eq(chatConversations.sessionId, session)),
    ).toEqual([]);
  }, 120_000);

  it("refuses a file that is not an image by its bytes (415), whatever its name", async () => {
    const response = await ocr(
      newSession(),
      fileOf(pdfWithText("x"), "photo.png", "image/png"),
    );
    expect(response.status).toBe(415);
    expect(((await response.json()) as { error: string }).error).toContain(
      "photo.png",
    );
  });

  it("answers 409 with the notice when the conversation is full", async () => {
    const session = newSession();
    const conversation = await createConversation(db(), { sessionId: session });
    await db()
      .update(chatConversations)
      .set({ messageCount: chatLimits.maxConversationMessages - 1 })
      .where(eq(chatConversations.id, conversation.id));
    const response = await ocr(session, fileOf(ocrSamplePng(), "a.png"), {
      conversationId: conversation.id,
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: chatNotices.conversationFull,
    });
  });

  it("404s when the header's session is not the form's", async () => {
    const response = await ocr(
      newSession(),
      fileOf(ocrSamplePng(), "a.png"),
      {},
      newSession(),
    );
    expect(response.status).toBe(404);
  });
});

describe("speech, transcription and capabilities without a provider", () => {
  const espeak = findOnPath("espeak-ng") !== null;

  it.skipIf(skipForMissingTool(espeak ? null : ESPEAK_MISSING))(
    "speaks with espeak-ng: audio/wav, no-store",
    async () => {
      requireTool(espeak ? null : ESPEAK_MISSING);
      const session = newSession();
      const response = await postWithBody(speechAction, "/api/chat/speech", {
        session,
        body: {
          kind: "json",
          value: { sessionId: session, text: "We build sovereign clouds." },
        },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("audio/wav");
      expect(response.headers.get("cache-control")).toBe("no-store");
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.toString("latin1", 0, 4)).toBe("RIFF");
    },
    60_000,
  );

  it("refuses speech for another session (404) and blank text (400)", async () => {
    const session = newSession();
    const foreign = await postWithBody(speechAction, "/api/chat/speech", {
      session: newSession(),
      body: { kind: "json", value: { sessionId: session, text: "Hi" } },
    });
    expect(foreign.status).toBe(404);
    const blank = await postWithBody(speechAction, "/api/chat/speech", {
      session,
      body: { kind: "json", value: { sessionId: session, text: "   " } },
    });
    expect(blank.status).toBe(400);
    expect(await blank.json()).toEqual({
      error: "There is nothing to read aloud.",
    });
  });

  it("has no server transcription: 404 with a sentence", async () => {
    const response = await postWithBody(
      transcriptionAction,
      "/api/chat/transcriptions",
      {
        session: newSession(),
        body: {
          kind: "bytes",
          bytes: new Uint8Array([1, 2, 3]),
          contentType: "audio/webm",
        },
      },
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: voiceMessages.noTranscription,
    });
  });

  it("reports offline brain, browser transcription, and server speech when espeak-ng is installed", async () => {
    const response = await getWithSession(
      capabilitiesLoader,
      "/api/chat/capabilities",
      null,
    );
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    expect((await response.json()) as ChatCapabilities).toEqual({
      speech: espeak ? "server" : "browser",
      transcription: "browser",
      brain: "offline",
    });
  });
});

describe("methods and malformed fields", () => {
  it("answers 405 with Allow to anything but POST on the POST routes", async () => {
    for (const route of [
      uploadLoader,
      ocrLoader,
      speechLoader,
      transcriptionLoader,
    ]) {
      const response = (route as (args: { request: Request }) => Response)({
        request: new Request("http://localhost/api/chat/uploads"),
      });
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("POST");
    }
  });

  it("404s for a malformed conversationId, storing nothing", async () => {
    const before = await chatFileCount();
    const response = await upload(
      newSession(),
      [["files", fileOf("hello", "a.txt")]],
      { conversationId: "not-a-uuid" },
    );
    expect(response.status).toBe(404);
    expect(await chatFileCount()).toBe(before);
  });
});

describe("the shared rate limit (CHAT_SESSION_MESSAGE_LIMIT=8 here)", () => {
  it("answers 429 with Retry-After and the chat's sentence once a session has spent its points", async () => {
    const session = newSession();
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++)
      statuses.push(
        (await upload(session, [["files", fileOf("x", "bad.exe")]])).status,
      );
    expect(statuses.slice(0, 8)).toEqual(Array(8).fill(415));
    expect(statuses[8]).toBe(429);
    const refused = await upload(session, [["files", fileOf("fine", "a.txt")]]);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: string }).error).toBe(
      chatNotices.rateLimited(10),
    );
    // Another session is not affected.
    expect(
      (await upload(newSession(), [["files", fileOf("fine", "a.txt")]])).status,
    ).toBe(200);
  });
});
