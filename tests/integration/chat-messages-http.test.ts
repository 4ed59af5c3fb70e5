import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CHAT_SESSION_HEADER,
  type ChatStreamEvent,
} from "~/domain/chat/chat-api";
import { newSession } from "../support/chat-calls";
import {
  PROJECT_ROOT,
  startServer,
  tempDataDir,
  type ServerProcess,
} from "../support/server-process";
import { serverEnvironments } from "../support/test-database";

/**
 * /api/chat/messages over real HTTP: the production build (`npm run build` first) in its own
 * process, through the whole edge (body policy, compression, deadlines). Its brain is held
 * half-way through the reply (tests/support/chat-brain-preload.mjs) until the test releases
 * it: the first lines must reach the client while the reply is still being written, so a
 * buffered "stream" fails here.
 */
const environments = serverEnvironments();
const releaseDir = tempDataDir();
let server: ServerProcess;

beforeAll(async () => {
  server = await startServer({
    ...(await environments.fresh("demo")),
    NODE_OPTIONS: `--import=${path.join(PROJECT_ROOT, "tests/support/chat-brain-preload.mjs")}`,
    CHAT_TEST_RELEASE_FILE: path.join(releaseDir, "release"),
    CHAT_ADDRESS_MESSAGE_LIMIT: "100000",
    LOG_LEVEL: "warn",
  });
}, 180_000);
afterAll(async () => {
  await server?.stop();
  await environments.removeAll();
  fs.rmSync(releaseDir, { recursive: true, force: true });
});

function post(
  body: string,
  options: { sessionId: string; contentType?: string },
) {
  return fetch(`${server.url}/api/chat/messages`, {
    method: "POST",
    headers: {
      "Content-Type": options.contentType ?? "application/json",
      Origin: server.url,
      [CHAT_SESSION_HEADER]: options.sessionId,
      "Accept-Encoding": "gzip, br",
    },
    body,
  });
}

const lines = (text: string) =>
  text
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ChatStreamEvent);

describe("POST /api/chat/messages over HTTP", () => {
  it("delivers the first events while the brain is still writing, uncompressed, then the rest", async () => {
    const sessionId = newSession();
    const response = await post(
      JSON.stringify({
        sessionId,
        conversationId: null,
        message: "Where do your platforms run?",
      }),
      { sessionId },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(
      "application/x-ndjson; charset=utf-8",
    );
    expect(response.headers.get("cache-control")).toBe(
      "no-store, no-transform",
    );
    expect(response.headers.get("content-encoding")).toBeNull();

    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let received = "";
    // The brain is held until the release file exists: these lines were streamed, not buffered.
    while (lines(received).length < 3) {
      const chunk = await reader.read();
      expect(chunk.done).toBe(false);
      received += decoder.decode(chunk.value, { stream: true });
    }
    expect(lines(received).map((event) => event.type)).toEqual([
      "conversation",
      "delta",
      "delta",
    ]);
    expect(received).not.toContain('"done"');

    fs.writeFileSync(path.join(releaseDir, "release"), "");
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) break;
      received += decoder.decode(chunk.value, { stream: true });
    }
    expect(lines(received).at(-1)).toMatchObject({
      type: "done",
      content: "Our platforms run in your own data centres.",
    });
  });

  it("refuses in French to a French page, and in English verbatim to an English one", async () => {
    const refusal = async (url: string, init: RequestInit, page: string) => {
      const response = await fetch(`${server.url}${url}`, {
        ...init,
        headers: {
          Origin: server.url,
          Referer: `${server.url}${page}`,
          ...(init.headers as Record<string, string>),
        },
      });
      return {
        status: response.status,
        error: ((await response.json()) as { error: string }).error,
      };
    };
    const sessionless = {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      // A valid body whose session the header does not confirm (there is no header).
      body: JSON.stringify({
        sessionId: newSession(),
        conversationId: null,
        message: "Bonjour",
      }),
    };
    expect(
      await refusal("/api/chat/messages", sessionless, "/fr/about"),
    ).toEqual({
      status: 400,
      error:
        "L’en-tête de session de l’assistant conversationnel est absent ou ne correspond pas à cette demande. Veuillez recharger la page.",
    });
    expect(await refusal("/api/chat/messages", sessionless, "/about")).toEqual({
      status: 400,
      error:
        "The chat session header is missing or does not match this request. Please reload the page.",
    });

    const missingFile = {
      headers: { [CHAT_SESSION_HEADER]: newSession() },
    };
    const file = "/api/chat/files/00000000-0000-4000-8000-000000000000";
    expect(await refusal(file, missingFile, "/fr")).toEqual({
      status: 404,
      error:
        "Cette conversation ou ce fichier n’existe pas dans cette session avec l’assistant conversationnel.",
    });
    expect(await refusal(file, missingFile, "/")).toEqual({
      status: 404,
      error: "There is no such conversation or file for this chat session.",
    });
  });

  it("answers odd input with a clear 4xx: wrong content type, invalid JSON, 17 KB, unknown fields, a GET", async () => {
    const sessionId = newSession();
    const good = { sessionId, conversationId: null, message: "Hello" };

    const text = await post("Hello", { sessionId, contentType: "text/plain" });
    expect(text.status).toBe(415);
    expect(JSON.stringify(await text.json())).toContain(
      "JSON (Content-Type: application/json)",
    );

    const broken = await post('{"sessionId": ', { sessionId });
    expect(broken.status).toBe(400);
    expect(broken.headers.get("content-type")).toMatch(/^application\/json/);

    const big = await post(
      JSON.stringify({ ...good, message: "x".repeat(17 * 1024) }),
      { sessionId },
    );
    expect(big.status).toBe(413);

    const unknown = await post(JSON.stringify({ ...good, admin: true }), {
      sessionId,
    });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({
      error: 'Unknown field "admin": this address does not take it.',
    });

    const mismatch = await post(JSON.stringify(good), {
      sessionId: newSession(),
    });
    expect(mismatch.status).toBe(400);

    const get = await fetch(`${server.url}/api/chat/messages`, {
      headers: { [CHAT_SESSION_HEADER]: sessionId },
    });
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");

    const history = await fetch(
      `${server.url}/api/chat/history?conversationId=${crypto.randomUUID()}`,
      { headers: { [CHAT_SESSION_HEADER]: sessionId } },
    );
    expect(history.status).toBe(404);
    expect(await history.json()).toHaveProperty("error");

    // None of that stored anything: the session's first real message starts its conversation.
    const ok = await post(JSON.stringify(good), { sessionId });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('"done"');
  });
});
