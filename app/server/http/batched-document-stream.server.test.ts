import { describe, expect, it } from "vitest";
import { BatchedDocumentStream } from "./batched-document-stream.server";

/** Collects what the stream passes on, piece by piece. */
function collect(stream: BatchedDocumentStream): string[] {
  const pieces: string[] = [];
  stream.on("data", (chunk: Buffer) => pieces.push(chunk.toString("utf8")));
  return pieces;
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("BatchedDocumentStream", () => {
  it("passes React's pieces on as one per flush, in order, and what is left at the end", async () => {
    let ended = 0;
    const stream = new BatchedDocumentStream(() => ended++);
    const pieces = collect(stream);
    stream.write("<!DOCTYPE html><html>");
    stream.write(new TextEncoder().encode("<body><main>"));
    stream.write("shell");
    await tick();
    expect(pieces).toEqual([]);
    stream.flush();
    await tick();
    expect(pieces).toEqual(["<!DOCTYPE html><html><body><main>shell"]);
    // A flush with nothing new sends nothing.
    stream.flush();
    stream.write("<template>boundary</template>");
    stream.flush();
    stream.write("</main></body>");
    stream.write("</html>");
    const finished = new Promise((resolve) => stream.on("end", resolve));
    stream.end();
    await finished;
    expect(pieces).toEqual([
      "<!DOCTYPE html><html><body><main>shell",
      "<template>boundary</template>",
      "</main></body></html>",
    ]);
    expect(ended).toBe(1);
  });

  it("keeps multi-byte characters whole across pieces", async () => {
    const stream = new BatchedDocumentStream();
    const pieces = collect(stream);
    const bytes = new TextEncoder().encode("Café – 1–24 of 20,000");
    stream.write(bytes.subarray(0, 4));
    stream.write(bytes.subarray(4, 9));
    stream.write(bytes.subarray(9));
    const finished = new Promise((resolve) => stream.on("end", resolve));
    stream.end();
    await finished;
    expect(pieces).toEqual(["Café – 1–24 of 20,000"]);
  });
});
