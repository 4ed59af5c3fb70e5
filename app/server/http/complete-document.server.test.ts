import type { Writable } from "node:stream";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { completeDocumentResponse } from "./complete-document.server";

/** Writes a document the way React's `pipe` does: pieces, then the end, before returning. */
function reactLikePipe(pieces: string[]) {
  return (destination: Writable) => {
    for (const piece of pieces) destination.write(Buffer.from(piece));
    destination.end();
  };
}

const document = [
  "<!DOCTYPE html><html><body>",
  "x".repeat(5_000),
  "</body></html>",
];

function requestWith(acceptEncoding?: string) {
  return new Request("http://127.0.0.1/dashboard", {
    headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {},
  });
}

describe("completeDocumentResponse", () => {
  it("sends the whole document gzipped in one body when the browser accepts gzip", async () => {
    const headers = new Headers({ "Cache-Control": "private, no-store" });
    const response = await completeDocumentResponse(
      reactLikePipe(document),
      requestWith("gzip, deflate, br"),
      headers,
      200,
    );
    const body = Buffer.from(await response.arrayBuffer());
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("content-length")).toBe(String(body.length));
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    expect(response.headers.get("content-type")).toBe(
      "text/html; charset=utf-8",
    );
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(zlib.gunzipSync(body).toString("utf8")).toBe(document.join(""));
    expect(body.length).toBeLessThan(200);
  });

  it("sends it as it is, with its length, to a client that does not accept gzip", async () => {
    for (const acceptEncoding of [undefined, "identity", "br", "gzip;q=0"]) {
      const response = await completeDocumentResponse(
        reactLikePipe(document),
        requestWith(acceptEncoding),
        new Headers(),
        404,
      );
      const body = await response.text();
      expect(response.status).toBe(404);
      expect(response.headers.get("content-encoding")).toBeNull();
      expect(body).toBe(document.join(""));
      expect(response.headers.get("content-length")).toBe(
        String(Buffer.byteLength(body)),
      );
    }
  });
});
