import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  checkOutboundUrl,
  fetchOutboundText,
  isPublicAddress,
  OutboundFetchError,
} from "./outbound-fetch.server";

describe("isPublicAddress", () => {
  it.each([
    "127.0.0.1",
    "127.255.0.9",
    "10.1.2.3",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "224.0.0.1",
    "255.255.255.255",
    "::1",
    "::",
    "fe80::1",
    "fd00::1",
    "fc12:3456::1",
    "::ffff:127.0.0.1",
    "::ffff:10.0.0.1",
    "::ffff:a9fe:a9fe",
    "64:ff9b::a00:1",
    "not an address",
  ])("refuses %s", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(["8.8.8.8", "172.32.0.1", "93.184.216.34", "2606:4700::1111"])(
    "accepts the public address %s",
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe("checkOutboundUrl", () => {
  it("reads https only, without credentials or a private literal address", () => {
    expect(checkOutboundUrl("https://calendar.example/basic.ics").host).toBe(
      "calendar.example",
    );
    for (const url of [
      "http://calendar.example/basic.ics",
      "file:///etc/passwd",
      "ftp://calendar.example/x.ics",
      "https://user:secret@calendar.example/x.ics",
      "https://127.0.0.1/x.ics",
      "https://[::1]/x.ics",
      "https://169.254.169.254/latest/meta-data",
      "https://10.0.0.8/x.ics",
      "not a url",
    ])
      expect(() => checkOutboundUrl(url), url).toThrow(OutboundFetchError);
  });

  it("allows http and loopback only when a test asks for it", () => {
    expect(() =>
      checkOutboundUrl("http://127.0.0.1:8080/x.ics", {
        allowLoopbackForTests: true,
      }),
    ).not.toThrow();
    expect(() =>
      checkOutboundUrl("http://10.0.0.1/x.ics", {
        allowLoopbackForTests: true,
      }),
    ).toThrow(OutboundFetchError);
  });
});

describe("fetchOutboundText", () => {
  let server: http.Server;
  let port = 0;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url === "/ok") return res.end("BEGIN:VCALENDAR");
      if (req.url === "/same-host")
        return res.writeHead(302, { location: "/ok" }).end();
      if (req.url === "/other-host")
        return res
          .writeHead(302, { location: `http://localhost:${port}/ok` })
          .end();
      if (req.url === "/big") return res.end("x".repeat(3 * 1024 * 1024));
      if (req.url === "/slow") return setTimeout(() => res.end("late"), 2_000);
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) =>
      server.listen(0, "127.0.0.1", resolve),
    );
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const test = { allowLoopbackForTests: true } as const;

  it("refuses a name that resolves to loopback by default, before connecting", async () => {
    await expect(
      fetchOutboundText(`https://localhost:${port}/ok`),
    ).rejects.toThrow(/private or reserved/);
  });

  it("reads a local fixture when the test allows loopback, following a same-host redirect", async () => {
    expect(await fetchOutboundText(`http://127.0.0.1:${port}/ok`, test)).toBe(
      "BEGIN:VCALENDAR",
    );
    expect(
      await fetchOutboundText(`http://127.0.0.1:${port}/same-host`, test),
    ).toBe("BEGIN:VCALENDAR");
  });

  it("refuses a redirect to another host, a body over the cap, a late answer and an error status", async () => {
    await expect(
      fetchOutboundText(`http://127.0.0.1:${port}/other-host`, test),
    ).rejects.toThrow(/another host/);
    await expect(
      fetchOutboundText(`http://127.0.0.1:${port}/big`, test),
    ).rejects.toThrow(/larger than/);
    await expect(
      fetchOutboundText(`http://127.0.0.1:${port}/slow`, {
        ...test,
        timeoutMs: 300,
      }),
    ).rejects.toThrow(/no answer within/);
    await expect(
      fetchOutboundText(`http://127.0.0.1:${port}/missing`, test),
    ).rejects.toThrow(/answered 404/);
  });
});
