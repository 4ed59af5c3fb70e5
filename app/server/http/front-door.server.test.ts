import type { IncomingMessage, ServerResponse } from "node:http";
import { describe, expect, it, vi } from "vitest";
import { createFrontDoor, recordHeaders } from "./front-door.server";

const logger = { warn: vi.fn() } as never;

function request(
  overrides: Partial<{
    method: string;
    url: string;
    headers: Record<string, string>;
  }> = {},
): IncomingMessage {
  return {
    method: "GET",
    url: "/contact",
    ...overrides,
    headers: { host: "site.example", ...overrides.headers },
  } as IncomingMessage;
}

function door(answer: () => boolean | Promise<boolean>) {
  const app = vi.fn();
  const answered = vi.fn(answer);
  const listener = createFrontDoor({
    app,
    hostCheck: (header) => (header === "site.example" ? "ours" : "foreign"),
    sharedHeaders: { "X-Frame-Options": "DENY" },
    answerers: [{ answer: answered, servedStatic: false }],
    appPaths: new Set(["/healthz"]),
    logger,
  });
  return { app, answered, listener };
}

const response = { headersSent: false } as ServerResponse;

describe("createFrontDoor", () => {
  it("answers a plain GET or HEAD for our host from its answerers, with the shared headers", () => {
    const { app, answered, listener } = door(() => true);
    listener(request(), response);
    listener(request({ method: "HEAD", url: "/contact?x=1" }), response);
    expect(app).not.toHaveBeenCalled();
    expect(answered).toHaveBeenCalledTimes(2);
    expect(answered.mock.calls[1]).toEqual([
      expect.anything(),
      response,
      "/contact",
      "x=1",
      { "X-Frame-Options": "DENY" },
    ]);
  });

  it.each([
    ["another method", { method: "POST" }],
    ["a body by length", { headers: { "content-length": "5" } }],
    ["a body in chunks", { headers: { "transfer-encoding": "chunked" } }],
    ["Expect: 100-continue", { headers: { expect: "100-continue" } }],
    ["another host", { headers: { host: "attacker.example" } }],
    ["no host", { headers: { host: "" } }],
    ["an absolute-form target", { url: "http://site.example/contact" }],
    ["the app's own path", { url: "/HealthZ/" }],
  ])("passes %s to the app untouched", (_name, overrides) => {
    const { app, answered, listener } = door(() => true);
    listener(request(overrides as never), response);
    expect(app).toHaveBeenCalledTimes(1);
    expect(answered).not.toHaveBeenCalled();
  });

  it("passes to the app what no answerer knows, at once or after waiting", async () => {
    const sync = door(() => false);
    sync.listener(request(), response);
    expect(sync.app).toHaveBeenCalledTimes(1);
    const later = door(() => Promise.resolve(false));
    later.listener(request(), response);
    await vi.waitFor(() => expect(later.app).toHaveBeenCalledTimes(1));
  });

  it("passes to the app when an answerer fails before answering", async () => {
    const failing = door(() => Promise.reject(new Error("render failed")));
    failing.listener(request(), response);
    await vi.waitFor(() => expect(failing.app).toHaveBeenCalledTimes(1));
  });
});

describe("recordHeaders", () => {
  it("records what the middlewares set, once", () => {
    const headers = recordHeaders([
      (
        _req: never,
        res: { setHeader(n: string, v: string): void },
        next: () => void,
      ) => {
        res.setHeader("X-One", "1");
        res.setHeader("X-Two", "2");
        next();
      },
      (
        _req: never,
        res: { removeHeader(n: string): void },
        next: () => void,
      ) => {
        res.removeHeader("x-two");
        next();
      },
    ] as never);
    expect(headers).toEqual({ "X-One": "1" });
  });
});
