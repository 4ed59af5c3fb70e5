import net from "node:net";

/**
 * A TCP relay on loopback to a real server (Redis, PostgreSQL), which a test can cut and
 * restore on the same port: an outage of the server as its clients see it, without stopping
 * a server other tests share.
 */
export type TcpProxy = {
  port: number;
  url(scheme: string): string;
  /** Refuses new connections and drops the open ones. */
  cut(): Promise<void>;
  /** Accepts connections again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
};

export async function startTcpProxy(
  targetPort: number,
  targetHost = "127.0.0.1",
): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
  };
  const server = net.createServer((client) => {
    track(client);
    const upstream = net.connect(targetPort, targetHost);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.once("close", () => upstream.destroy());
    upstream.once("close", () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        server.off("error", reject);
        const address = server.address();
        resolve(typeof address === "object" && address ? address.port : port);
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (!server.listening) return resolve();
      server.close(() => resolve());
    });
  const port = await listen(0);
  return {
    port,
    url: (scheme) => `${scheme}://127.0.0.1:${port}`,
    cut: stop,
    restore: async () => void (await listen(port)),
    close: stop,
  };
}
