import fs from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { startServer, type ServerProcess } from "../support/server-process";
import { serverEnvironments } from "../support/test-database";

/**
 * Where the built server listens (docs/configuration.md, HOST): a demo run, whose accounts'
 * passwords are published, on this machine only unless HOST opens it; production as before
 * (its default is in env.server.test.ts). Checked without sending a packet anywhere but
 * loopback: the address the server reports it bound, and, on Linux, the kernel's own table of
 * listening sockets (/proc/net/tcp), which says 127.0.0.1 or every interface.
 */
const environments = serverEnvironments();
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const server of servers) await server.stop();
  await environments.removeAll();
});

const LISTEN = "0A";

/** The local addresses (hex, as /proc/net/tcp writes them) of the sockets listening on `port`. */
function listeningAddresses(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, "0");
  return fs
    .readFileSync("/proc/net/tcp", "utf8")
    .split("\n")
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter(
      (fields) => fields[3] === LISTEN && fields[1]?.endsWith(`:${hexPort}`),
    )
    .map((fields) => fields[1]!.split(":")[0]!);
}

const hasProcNet = fs.existsSync("/proc/net/tcp");

/**
 * The server's log as it arrives: /healthz can answer before the logger has flushed the line
 * that says where the server listens (seen on a loaded machine), so the log is polled.
 */
const logOf = (server: ServerProcess) =>
  expect.poll(() => server.output(), { timeout: 30_000 });

async function demoServer(host: string | undefined) {
  const server = await startServer({
    ...(await environments.fresh("demo")),
    // Unset, not the test support's 127.0.0.1: the default is the subject.
    HOST: host,
  });
  servers.push(server);
  return server;
}

describe("the listening address of a demo run", () => {
  it("is this machine only when HOST is unset, and says so in its log", async () => {
    const server = await demoServer(undefined);
    await logOf(server).toContain('"host":"127.0.0.1"');
    await logOf(server).toContain('"address":"127.0.0.1"');
    await logOf(server).toContain("this machine only");
    // 127.0.0.1 in /proc/net/tcp's little-endian hex; never 00000000 (every interface).
    if (hasProcNet)
      expect(listeningAddresses(server.port)).toEqual(["0100007F"]);
    const answer = await fetch(`http://127.0.0.1:${server.port}/healthz`);
    expect(answer.status).toBe(200);
  });

  it("is every interface when HOST=0.0.0.0 asks for it (the check above can tell them apart)", async () => {
    const server = await demoServer("0.0.0.0");
    await logOf(server).toContain('"host":"0.0.0.0"');
    await logOf(server).toContain('"address":"0.0.0.0"');
    await logOf(server).toContain("reachable from the network");
    if (hasProcNet)
      expect(listeningAddresses(server.port)).toEqual(["00000000"]);
  });
});
