import type { ChatStreamEvent } from "~/domain/chat/chat-api";

/**
 * Reads a streamed reply (application/x-ndjson, chat-api.ts) and yields each event as soon
 * as its line is complete, so the panel can show the text while it is being written. A line
 * that is not JSON is skipped rather than ending the reply.
 */
export async function* readChatStream(
  body: ReadableStream<Uint8Array>,
): AsyncGenerator<ChatStreamEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = "";
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffered += decoder.decode(value, { stream: true });
      let newline = buffered.indexOf("\n");
      while (newline !== -1) {
        const event = parseLine(buffered.slice(0, newline));
        buffered = buffered.slice(newline + 1);
        if (event) yield event;
        newline = buffered.indexOf("\n");
      }
    }
    const last = parseLine(buffered + decoder.decode());
    if (last) yield last;
  } finally {
    reader.releaseLock();
  }
}

function parseLine(line: string): ChatStreamEvent | null {
  const trimmed = line.trim();
  if (!trimmed) return null;
  try {
    const value: unknown = JSON.parse(trimmed);
    return isEvent(value) ? value : null;
  } catch {
    return null;
  }
}

const eventTypes = new Set([
  "conversation",
  "delta",
  "sources",
  "action",
  "done",
  "error",
  "handed_off",
]);

function isEvent(value: unknown): value is ChatStreamEvent {
  return (
    typeof value === "object" &&
    value !== null &&
    eventTypes.has((value as { type?: unknown }).type as string)
  );
}
