import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A fake OpenAI-compatible provider on loopback (every third-party service
 * faked in tests). It speaks the four endpoints the chat uses — chat completions (streamed as
 * server-sent events, or whole), audio transcriptions, audio speech — and records each call.
 * `mode` makes it fail (HTTP 500), hang (never answers) or answer slowly, to test fallbacks.
 */
export type FakeOpenAiCall = {
  path: string;
  body: unknown;
  contentType: string;
  authorization: string | undefined;
};

export type FakeOpenAi = {
  /** Base URL for OPENAI_BASE_URL, e.g. http://127.0.0.1:40123/v1 */
  baseUrl: string;
  calls: FakeOpenAiCall[];
  mode: "ok" | "fail" | "hang";
  /** Delay before the first byte of every answer. */
  delayMs: number;
  /** Pause between the pieces of a streamed completion, so a test can watch a reply arrive piece by piece. */
  chunkDelayMs: number;
  /** The reply to a chat completion, from the request's messages. */
  reply: (messages: Array<{ role: string; content: unknown }>) => string;
  /** What a vision request (a message with an image_url part) answers. */
  visionText: string;
  transcript: string;
  /** Tokens reported in `usage` per completion. */
  tokensPerReply: number;
  close(): Promise<void>;
};

/** One frame of silent MPEG-1 Layer III audio (128 kb/s, 44.1 kHz): a valid, playable MP3. */
export function silentMp3(frames = 20): Uint8Array {
  const frame = new Uint8Array(417);
  frame.set([0xff, 0xfb, 0x90, 0x64]);
  const out = new Uint8Array(frame.length * frames);
  for (let i = 0; i < frames; i++) out.set(frame, i * frame.length);
  return out;
}

function lastUserText(
  messages: Array<{ role: string; content: unknown }>,
): string {
  const user = [...messages].reverse().find((m) => m.role === "user");
  if (!user) return "";
  if (typeof user.content === "string") return user.content;
  if (Array.isArray(user.content)) {
    return user.content
      .map((part: { type?: string; text?: string }) =>
        part.type === "text" ? (part.text ?? "") : "",
      )
      .join(" ");
  }
  return "";
}

function hasImage(messages: Array<{ content: unknown }>): boolean {
  return messages.some(
    (m) =>
      Array.isArray(m.content) &&
      m.content.some((part: { type?: string }) => part.type === "image_url"),
  );
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const state: FakeOpenAi = {
    baseUrl: "",
    calls: [],
    mode: "ok",
    delayMs: 0,
    chunkDelayMs: 0,
    reply: (messages) =>
      `From the provider: you asked "${lastUserText(messages).slice(0, 60)}". See [Solutions](/solutions).`,
    visionText: "INVOICE 2041\nTotal due: 1,250.00",
    transcript: "How do you deliver sovereign cloud platforms?",
    tokensPerReply: 42,
    close: async () => {},
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const raw = Buffer.concat(chunks);
      const contentType = req.headers["content-type"] ?? "";
      let body: unknown = null;
      if (contentType.startsWith("application/json")) {
        try {
          body = JSON.parse(raw.toString("utf8"));
        } catch {
          body = null;
        }
      } else {
        body = {
          bytes: raw.byteLength,
          text: raw.toString("latin1").slice(0, 2000),
        };
      }
      const path = (req.url ?? "").replace(/\?.*$/, "");
      state.calls.push({
        path,
        body,
        contentType,
        authorization: req.headers.authorization,
      });
      if (state.mode === "hang") return; // never answers: the client's timeout must end it
      setTimeout(() => answer(path, body, res), state.delayMs);
    });
  });

  function answer(path: string, body: unknown, res: http.ServerResponse) {
    if (state.mode === "fail") {
      res.writeHead(500, { "Content-Type": "application/json" });
      res.end(
        JSON.stringify({
          error: {
            message: "The fake provider was told to fail",
            type: "server_error",
          },
        }),
      );
      return;
    }
    if (path.endsWith("/chat/completions"))
      return completion(
        body as {
          stream?: boolean;
          messages?: Array<{ role: string; content: unknown }>;
          model?: string;
        },
        res,
      );
    if (path.endsWith("/audio/transcriptions")) {
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ text: state.transcript }));
      return;
    }
    if (path.endsWith("/audio/speech")) {
      const audio = silentMp3();
      res.writeHead(200, {
        "Content-Type": "audio/mpeg",
        "Content-Length": String(audio.byteLength),
      });
      res.end(audio);
      return;
    }
    res.writeHead(404, { "Content-Type": "application/json" });
    res.end(JSON.stringify({ error: { message: `No fake for ${path}` } }));
  }

  function completion(
    body: {
      stream?: boolean;
      messages?: Array<{ role: string; content: unknown }>;
      model?: string;
    },
    res: http.ServerResponse,
  ) {
    const messages = body?.messages ?? [];
    const text = hasImage(messages) ? state.visionText : state.reply(messages);
    const usage = {
      prompt_tokens: state.tokensPerReply - 2,
      completion_tokens: 2,
      total_tokens: state.tokensPerReply,
    };
    const id = `chatcmpl-fake-${state.calls.length}`;
    const created = Math.floor(Date.now() / 1000);
    const model = body?.model ?? "fake-model";
    if (!body?.stream) {
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(
        JSON.stringify({
          id,
          object: "chat.completion",
          created,
          model,
          choices: [
            {
              index: 0,
              message: { role: "assistant", content: text },
              finish_reason: "stop",
            },
          ],
          usage,
        }),
      );
      return;
    }
    res.writeHead(200, {
      "Content-Type": "text/event-stream",
      "Cache-Control": "no-cache",
      Connection: "keep-alive",
    });
    const pieces = text.match(/\S+\s*/g) ?? [text];
    const chunk = (
      delta: Record<string, unknown>,
      finish: string | null,
      extra: Record<string, unknown> = {},
    ) =>
      `data: ${JSON.stringify({ id, object: "chat.completion.chunk", created, model, choices: [{ index: 0, delta, finish_reason: finish }], ...extra })}\n\n`;
    res.write(chunk({ role: "assistant", content: "" }, null));
    const finish = () => {
      res.write(chunk({}, "stop"));
      res.write(
        `data: ${JSON.stringify({ id, object: "chat.completion.chunk", created, model, choices: [], usage })}\n\n`,
      );
      res.end("data: [DONE]\n\n");
    };
    if (state.chunkDelayMs <= 0) {
      for (const piece of pieces) res.write(chunk({ content: piece }, null));
      finish();
      return;
    }
    // One piece per pause; a client that went away ends the loop.
    let next = 0;
    const writeNext = () => {
      if (res.destroyed) return;
      if (next >= pieces.length) return finish();
      res.write(chunk({ content: pieces[next++] }, null));
      setTimeout(writeNext, state.chunkDelayMs);
    };
    writeNext();
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  state.baseUrl = `http://127.0.0.1:${port}/v1`;
  state.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}
