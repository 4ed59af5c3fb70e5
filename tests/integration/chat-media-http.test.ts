import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CHAT_SESSION_HEADER,
  chatLimits,
  type ChatCapabilities,
  type ChatOcrResult,
  type ChatUploadResult,
} from "~/domain/chat/chat-api";
import { chatUploadMessages } from "~/server/chat/chat-body-policy.server";
import { ocrSamplePng, pdfWithText } from "../support/chat-media-files";
import { startServer, type ServerProcess } from "../support/server-process";
import { serverEnvironments } from "../support/test-database";

/**
 * The chat's media routes through the real server (production build): the edge refuses
 * oversized documents and images before the route runs (413), a wrong body type (415), and
 * a downloaded file carries the edge's nosniff with the route's no-store and sandbox.
 */
const environments = serverEnvironments();
let server: ServerProcess;

beforeAll(async () => {
  server = await startServer({
    ...(await environments.fresh("demo")),
    LOG_LEVEL: "warn",
  });
});
afterAll(async () => {
  await server?.stop("SIGKILL");
  await environments.removeAll();
});

function multipart(
  path: string,
  session: string,
  files: Array<[string, Blob, string]>,
  fields: Record<string, string> = {},
) {
  const body = new FormData();
  body.append("sessionId", session);
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const [field, blob, name] of files) body.append(field, blob, name);
  return fetch(`${server.url}${path}`, {
    method: "POST",
    body,
    headers: { Origin: server.url, [CHAT_SESSION_HEADER]: session },
  });
}

describe("the chat's media over HTTP", () => {
  it("uploads a document and serves it back to its session only, with nosniff, no-store and a sandbox", async () => {
    const session = randomUUID();
    const pdf = pdfWithText("Over the wire");
    const uploaded = await multipart("/api/chat/uploads", session, [
      ["files", new Blob([Buffer.from(pdf)]), "wire.pdf"],
    ]);
    expect(uploaded.status).toBe(200);
    const { files } = (await uploaded.json()) as ChatUploadResult;
    const own = await fetch(`${server.url}/api/chat/files/${files[0]!.id}`, {
      headers: { [CHAT_SESSION_HEADER]: session },
    });
    expect(own.status).toBe(200);
    expect(own.headers.get("x-content-type-options")).toBe("nosniff");
    expect(own.headers.get("cache-control")).toBe("no-store");
    // The edge's page policy goes out too; browsers enforce every policy, so the sandbox holds.
    expect(own.headers.get("content-security-policy")).toContain(
      "default-src 'none'; sandbox",
    );
    expect(own.headers.get("content-disposition")).toMatch(/^attachment;/);
    expect(Buffer.from(await own.arrayBuffer()).equals(Buffer.from(pdf))).toBe(
      true,
    );
    const other = await fetch(`${server.url}/api/chat/files/${files[0]!.id}`, {
      headers: { [CHAT_SESSION_HEADER]: randomUUID() },
    });
    expect(other.status).toBe(404);
  });

  it("refuses a document over 10 MB at the edge (413), naming the limit", async () => {
    const session = randomUUID();
    const big = new Blob([Buffer.alloc(chatLimits.maxDocumentBytes + 1, 0x41)]);
    const response = await multipart("/api/chat/uploads", session, [
      ["files", big, "huge.txt"],
    ]);
    expect(response.status).toBe(413);
    expect(JSON.stringify(await response.json())).toContain(
      chatUploadMessages.documentTooLarge,
    );
  });

  it("refuses an image over 8 MB at the edge (413)", async () => {
    const session = randomUUID();
    const big = new Blob([Buffer.alloc(chatLimits.maxImageBytes + 1, 0x41)]);
    const response = await multipart("/api/chat/ocr", session, [
      ["image", big, "huge.png"],
    ]);
    expect(response.status).toBe(413);
    expect(JSON.stringify(await response.json())).toContain(
      chatUploadMessages.imageTooLarge,
    );
  });

  it("reads an image's text through the whole stack", async () => {
    const session = randomUUID();
    const response = await multipart("/api/chat/ocr", session, [
      ["image", new Blob([Buffer.from(ocrSamplePng())]), "scan.png"],
    ]);
    expect(response.status).toBe(200);
    expect(((await response.json()) as ChatOcrResult).text).toContain(
      "SOVEREIGN",
    );
  });

  it("refuses a recording that is not audio/* at the edge (415), and a recording over 4 MB (413)", async () => {
    const headers = { Origin: server.url, [CHAT_SESSION_HEADER]: randomUUID() };
    const wrong = await fetch(`${server.url}/api/chat/transcriptions`, {
      method: "POST",
      headers: { ...headers, "Content-Type": "text/plain" },
      body: "hello",
    });
    expect(wrong.status).toBe(415);
    const big = await fetch(`${server.url}/api/chat/transcriptions`, {
      method: "POST",
      headers: { ...headers, "Content-Type": "audio/webm" },
      body: Buffer.alloc(chatLimits.maxAudioBytes + 1),
    });
    expect(big.status).toBe(413);
  });

  it("publishes its capabilities", async () => {
    const response = await fetch(`${server.url}/api/chat/capabilities`);
    expect(response.status).toBe(200);
    const capabilities = (await response.json()) as ChatCapabilities;
    expect(capabilities.brain).toBe("offline");
    expect(capabilities.transcription).toBe("browser");
  });
});
