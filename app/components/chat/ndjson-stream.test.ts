import { describe, expect, it } from "vitest";
import type { ChatStreamEvent } from "~/domain/chat/chat-api";
import { readChatStream } from "./ndjson-stream";

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

async function collect(chunks: string[]): Promise<ChatStreamEvent[]> {
  const events: ChatStreamEvent[] = [];
  for await (const event of readChatStream(streamOf(chunks)))
    events.push(event);
  return events;
}

describe("readChatStream", () => {
  it("yields events whose lines are split across chunks, in order", async () => {
    const events = await collect([
      '{"type":"conversation","conversationId":"c1"}\n{"type":"del',
      'ta","text":"Hel"}\n',
      '{"type":"delta","text":"lo"}\n{"type":"done","messageId":"m1","content":"Hello"}',
    ]);
    expect(events).toEqual([
      { type: "conversation", conversationId: "c1" },
      { type: "delta", text: "Hel" },
      { type: "delta", text: "lo" },
      { type: "done", messageId: "m1", content: "Hello" },
    ]);
  });

  it("yields an event before the stream has ended", async () => {
    const encoder = new TextEncoder();
    let push!: (text: string) => void;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (text) => controller.enqueue(encoder.encode(text));
      },
    });
    const iterator = readChatStream(body);
    push('{"type":"delta","text":"first"}\n');
    await expect(iterator.next()).resolves.toEqual({
      done: false,
      value: { type: "delta", text: "first" },
    });
    await iterator.return(undefined);
  });

  it("skips blank lines, lines that are not JSON and unknown event types", async () => {
    const events = await collect([
      '\n<html>\n{"type":"mystery"}\n{"type":"delta","text":"ok"}\n\n',
    ]);
    expect(events).toEqual([{ type: "delta", text: "ok" }]);
  });
});
