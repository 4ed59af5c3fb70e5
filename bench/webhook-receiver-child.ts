/**
 * bench:webhooks' receivers, in their own process as real receivers are: the bench's lead
 * timings then measure our server, not the receivers' signature checks. Started with fork();
 * told its secrets and outage over IPC; reports each receiver's port, then its counts on "report".
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";

type Setup = { secrets: string[]; failFirst: number[] };
type Counts = {
  accepted: number;
  duplicates: number;
  requests: number;
  refused: number;
};

process.once("message", async (setup: Setup) => {
  const counts: Counts[] = [];
  const ports: number[] = [];
  for (const [index, secret] of setup.secrets.entries()) {
    const verifier = new Webhook(secret);
    const seen = new Set<string>();
    const count: Counts = {
      accepted: 0,
      duplicates: 0,
      requests: 0,
      refused: 0,
    };
    counts.push(count);
    const server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        count.requests += 1;
        if (count.requests <= setup.failFirst[index]!) {
          response.writeHead(503).end("maintenance");
          return;
        }
        const headers = {
          "webhook-id": String(request.headers["webhook-id"]),
          "webhook-timestamp": String(request.headers["webhook-timestamp"]),
          "webhook-signature": String(request.headers["webhook-signature"]),
        };
        try {
          verifier.verify(Buffer.concat(chunks).toString("utf8"), headers);
        } catch {
          count.refused += 1;
          response.writeHead(400).end();
          return;
        }
        if (seen.has(headers["webhook-id"])) count.duplicates += 1;
        else {
          seen.add(headers["webhook-id"]);
          count.accepted += 1;
        }
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) =>
      server.listen(0, "127.0.0.1", resolve),
    );
    ports.push((server.address() as AddressInfo).port);
  }
  process.send!({ ports });
  process.on("message", (message) => {
    if (message === "report") process.send!({ counts });
    if (message === "exit") process.exit(0);
  });
});
