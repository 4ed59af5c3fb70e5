import net from "node:net";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { freePort } from "../support/server-process";

/**
 * freePort's ports are bound later by another process (a spawned server, Swift, nginx). Drawn
 * from the kernel's ephemeral range, one could be handed to another test's listen(0) or outgoing
 * connection in between; below it, only another explicit draw can take it.
 */
describe("freePort", () => {
  it("draws ports below the kernel's ephemeral range that nothing listens on", async () => {
    const rangeStart = Number(
      readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8")
        .trim()
        .split(/\s+/)[0],
    );
    const ports = await Promise.all(
      Array.from({ length: 20 }, () => freePort()),
    );
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(1024);
      expect(port).toBeLessThan(rangeStart);
    }
    // Nothing listens there: a connection is refused.
    const refused = await new Promise<string>((resolve) => {
      const socket = net.connect(ports[0]!, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve("connected");
      });
      socket.once("error", (error: NodeJS.ErrnoException) =>
        resolve(error.code ?? "error"),
      );
    });
    expect(refused).toBe("ECONNREFUSED");
  });
});
