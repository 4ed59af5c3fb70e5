import net from "node:net";
import os from "node:os";
import { afterAll, describe, expect, it } from "vitest";
import { startServer, type ServerProcess } from "../support/server-process";
import { serverEnvironments } from "../support/test-database";

/**
 * Where the built server listens (docs/configuration.md, HOST): a demo run, whose accounts'
 * passwords are published, on this machine only unless HOST opens it; production as before
 * (its default is in env.server.test.ts). Checked from outside: a connection to one of the
 * machine's other addresses is refused, and accepted once HOST=0.0.0.0 says so.
 */
const environments = serverEnvironments();
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const server of servers) await server.stop();
  await environments.removeAll();
});

/** An IPv4 address of this machine that is not loopback, if it has one. */
function otherAddress(): string | undefined {
  return Object.values(os.networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === "IPv4" && !entry.internal)
    ?.address;
}

/** Whether a TCP connection to address:port is accepted (bounded: a filtered port fails at the deadline). */
function accepts(address: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: address, port, timeout: 5_000 });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("timeout", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", () => resolve(false));
  });
}

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
    expect(server.output()).toContain('"host":"127.0.0.1"');
    expect(server.output()).toContain("this machine only");
    expect(await accepts("127.0.0.1", server.port)).toBe(true);
    const other = otherAddress();
    if (other) expect(await accepts(other, server.port)).toBe(false);
  });

  it.runIf(otherAddress())(
    "is every interface when HOST=0.0.0.0 asks for it (the check above can see a listening port)",
    async () => {
      const server = await demoServer("0.0.0.0");
      expect(server.output()).toContain('"host":"0.0.0.0"');
      expect(await accepts(otherAddress()!, server.port)).toBe(true);
    },
  );
});
