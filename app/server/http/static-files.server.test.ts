import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import type { Request, Response } from "express";
import { afterAll, describe, expect, it } from "vitest";
import { loadStaticFiles, serveStaticFiles } from "./static-files.server";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "static-test-"));
const html = "<html><body>about</body></html>".repeat(40);
fs.mkdirSync(path.join(root, "about"), { recursive: true });
fs.mkdirSync(path.join(root, "assets"), { recursive: true });
fs.writeFileSync(path.join(root, "index.html"), "<html>home</html>");
fs.writeFileSync(path.join(root, "about", "index.html"), html);
fs.writeFileSync(
  path.join(root, "about", "index.html.gz"),
  zlib.gzipSync(html),
);
fs.writeFileSync(
  path.join(root, "about", "index.html.br"),
  zlib.brotliCompressSync(html),
);
fs.writeFileSync(path.join(root, "assets", "app-abc123.js"), "console.log(1)");
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const files = loadStaticFiles(root, {
  htmlHeaders: () => ({ "Content-Security-Policy": "test-policy" }),
});
const serve = serveStaticFiles(files);

type Captured = {
  status?: number;
  headers?: Record<string, string>;
  body?: Buffer;
  next: boolean;
};
function request(
  urlPath: string,
  headers: Record<string, string> = {},
  method = "GET",
): Captured {
  const captured: Captured = { next: false };
  const res = {
    writeHead(status: number, h: Record<string, string>) {
      captured.status = status;
      captured.headers = h;
    },
    end(body?: Buffer) {
      captured.body = body;
    },
  } as unknown as Response;
  const req = { method, path: urlPath, headers } as unknown as Request;
  serve(req, res, () => {
    captured.next = true;
  });
  return captured;
}

describe("static files from memory", () => {
  it("serves a prerendered page at /path and /path/ with the same bytes", () => {
    const bare = request("/about");
    const slash = request("/about/");
    expect(bare.status).toBe(200);
    expect(slash.status).toBe(200);
    expect(bare.body?.toString()).toBe(html);
    expect(slash.body?.toString()).toBe(html);
    expect(bare.headers?.["Content-Security-Policy"]).toBe("test-policy");
  });

  it("serves the home page at /", () => {
    expect(request("/").body?.toString()).toBe("<html>home</html>");
  });

  it("negotiates brotli, then gzip, then identity", () => {
    expect(
      request("/about", { "accept-encoding": "gzip, br" }).headers?.[
        "Content-Encoding"
      ],
    ).toBe("br");
    const gzip = request("/about", { "accept-encoding": "gzip" });
    expect(gzip.headers?.["Content-Encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.body!).toString()).toBe(html);
    expect(
      request("/about", { "accept-encoding": "br;q=0, gzip" }).headers?.[
        "Content-Encoding"
      ],
    ).toBe("gzip");
    expect(request("/about").headers?.["Content-Encoding"]).toBeUndefined();
  });

  it("caches fingerprinted assets forever and documents briefly", () => {
    expect(request("/assets/app-abc123.js").headers?.["Cache-Control"]).toBe(
      "public, max-age=31536000, immutable",
    );
    expect(request("/about").headers?.["Cache-Control"]).toBe(
      "public, max-age=60, must-revalidate",
    );
  });

  it("answers 304 to a matching If-None-Match", () => {
    const etag = request("/about").headers!.ETag!;
    expect(request("/about", { "if-none-match": etag }).status).toBe(304);
  });

  it("passes unknown paths, non-GET methods and malformed paths on", () => {
    expect(request("/nope").next).toBe(true);
    expect(request("/about", {}, "POST").next).toBe(true);
    expect(request("/%E0%A4%A").next).toBe(true);
  });

  it("answers HEAD without a body", () => {
    const head = request("/about", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body).toBeUndefined();
  });
});
