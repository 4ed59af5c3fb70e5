import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as ocrAction } from "~/routes/api/chat-ocr";
import { action as speechAction } from "~/routes/api/chat-speech";
import { action as transcriptionAction } from "~/routes/api/chat-transcriptions";
import { loader as capabilitiesLoader } from "~/routes/api/chat-capabilities";
import type { ChatCapabilities, ChatOcrResult } from "~/domain/chat/chat-api";
import { chatToasts } from "../support/chat-copy-english";
import { voiceMessages } from "~/server/chat/media/chat-voice.server";
import { chatAttachments } from "~/server/db/schema.server";
import { getDb } from "~/server/services.server";
import { startTestServices } from "../support/app-services";
import { ocrSamplePng } from "../support/chat-media-files";
import {
  fileOf,
  getWithSession,
  newSession,
  postMultipart,
  postWithBody,
} from "../support/chat-media-requests";
import { startFakeOpenAi, type FakeOpenAi } from "../support/fake-openai";

/**
 * The chat's media routes with a provider configured (the fake on loopback): image text by
 * the vision model, falling back to tesseract; speech in the voice alloy; transcription.
 * Then the same database restarted with CHAT_SPEECH=browser: the server makes no speech.
 */
let fake: FakeOpenAi;
let harness: Awaited<ReturnType<typeof startTestServices>>;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  harness = await startTestServices({
    OPENAI_BASE_URL: fake.baseUrl,
    OPENAI_API_KEY: "test-key",
    OPENAI_VISION_MODEL: "fake-vision",
    OPENAI_TIMEOUT_MS: "5000",
  });
});
afterAll(async () => {
  await harness?.stop();
  await fake?.close();
});

const ocr = (session: string) =>
  postMultipart(ocrAction, "/api/chat/ocr", {
    session,
    fields: { sessionId: session },
    files: [["image", fileOf(ocrSamplePng(), "invoice.png", "image/png")]],
  });
const speech = (session: string, text: string) =>
  postWithBody(speechAction, "/api/chat/speech", {
    session,
    body: { kind: "json", value: { sessionId: session, text } },
  });
const transcription = (session: string, bytes: Uint8Array) =>
  postWithBody(transcriptionAction, "/api/chat/transcriptions", {
    session,
    body: { kind: "bytes", bytes, contentType: "audio/webm;codecs=opus" },
  });

describe("with a provider", () => {
  it("reads image text with the vision model and stores it with the image", async () => {
    fake.mode = "ok";
    fake.calls.length = 0;
    const session = newSession();
    const response = await ocr(session);
    expect(response.status).toBe(200);
    const result = (await response.json()) as ChatOcrResult;
    expect(result.text).toBe(fake.visionText);
    expect(result.assistantMessage.content).toContain("INVOICE 2041");
    expect(
      fake.calls.some(
        (call) =>
          call.path === "/v1/chat/completions" &&
          (call.body as { model: string }).model === "fake-vision",
      ),
    ).toBe(true);
    const [row] = await getDb()
      .select()
      .from(chatAttachments)
      .where(eq(chatAttachments.conversationId, result.conversationId));
    expect(row!.extractedText).toBe(fake.visionText);
  });

  it("falls back to tesseract when the provider fails", async () => {
    fake.mode = "fail";
    const response = await ocr(newSession());
    fake.mode = "ok";
    expect(response.status).toBe(200);
    expect(((await response.json()) as ChatOcrResult).text).toContain(
      "SOVEREIGN",
    );
  }, 120_000);

  it("speaks in the voice alloy as audio/mpeg, and answers 502 with the toast's sentence when the provider fails", async () => {
    const session = newSession();
    fake.calls.length = 0;
    const ok = await speech(session, "Welcome to our sovereign cloud.");
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toBe("audio/mpeg");
    expect(ok.headers.get("cache-control")).toBe("no-store");
    expect(new Uint8Array(await ok.arrayBuffer())[0]).toBe(0xff);
    expect(fake.calls[0]!.body).toMatchObject({
      voice: "alloy",
      input: "Welcome to our sovereign cloud.",
      response_format: "mp3",
    });

    fake.mode = "fail";
    const failed = await speech(session, "Hello");
    fake.mode = "ok";
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({
      error: chatToasts.speechFailed.description,
    });
  });

  it("transcribes a recording; an empty transcript is 422, a provider failure 502, an empty body 400", async () => {
    const session = newSession();
    const recording = new Uint8Array([
      0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01,
    ]);
    const ok = await transcription(session, recording);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ text: fake.transcript });

    const original = fake.transcript;
    fake.transcript = "   ";
    const nothing = await transcription(session, recording);
    fake.transcript = original;
    expect(nothing.status).toBe(422);
    expect(await nothing.json()).toEqual({ error: voiceMessages.nothingHeard });

    fake.mode = "fail";
    const failed = await transcription(session, recording);
    fake.mode = "ok";
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({
      error: chatToasts.transcriptionFailed.description,
    });

    expect((await transcription(session, new Uint8Array())).status).toBe(400);
  });

  it("refuses a transcription without a chat session (400)", async () => {
    const response = await postWithBody(
      transcriptionAction,
      "/api/chat/transcriptions",
      {
        session: null,
        body: {
          kind: "bytes",
          bytes: new Uint8Array([1]),
          contentType: "audio/webm",
        },
      },
    );
    expect(response.status).toBe(400);
  });

  it("reports server speech and transcription and the provider brain", async () => {
    const response = await getWithSession(
      capabilitiesLoader,
      "/api/chat/capabilities",
      null,
    );
    expect(await response.json()).toEqual({
      speech: "server",
      transcription: "server",
      brain: "provider",
    } satisfies ChatCapabilities);
  });
});

describe("CHAT_SPEECH=browser", () => {
  it("makes no speech on the server: 409 with a sentence, and capabilities say so", async () => {
    await harness.restart({
      OPENAI_BASE_URL: fake.baseUrl,
      OPENAI_API_KEY: "test-key",
      CHAT_SPEECH: "browser",
    });
    const session = newSession();
    fake.calls.length = 0;
    const response = await speech(session, "Hello");
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: voiceMessages.speechInBrowser,
    });
    expect(fake.calls).toEqual([]);
    const capabilities = (await (
      await getWithSession(capabilitiesLoader, "/api/chat/capabilities", null)
    ).json()) as ChatCapabilities;
    expect(capabilities).toEqual({
      speech: "browser",
      transcription: "server",
      brain: "provider",
    });
  });
});
