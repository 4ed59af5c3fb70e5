/**
 * A sample receiver for the site's signed webhooks (docs/integrations.md), the shape we suggest
 * to whoever builds the other end: verify with the official `standardwebhooks` library over the
 * exact bytes received (it refuses a `webhook-timestamp` more than five minutes from our clock,
 * so a captured request cannot be replayed later), answer 2xx fast, and drop a `webhook-id`
 * already handled (a retry after a lost answer, a Redeliver).
 *
 *   WEBHOOK_SECRET=whsec_… PORT=4400 npx tsx scripts/webhook-receiver.ts
 */
import http from "node:http";
import { pathToFileURL } from "node:url";
import { Webhook, WebhookVerificationError } from "standardwebhooks";

export type ReceivedEvent = {
  id: string;
  type: string;
  timestamp: string;
  data: Record<string, unknown>;
};

const MAX_BODY_BYTES = 256 * 1024;
/** Ids handled lately: enough to drop a retry or a Redeliver, bounded in memory. */
const REMEMBERED_IDS = 10_000;

export function createSampleReceiver(options: {
  secret: string;
  onEvent: (event: ReceivedEvent) => void;
}): http.Server {
  const verifier = new Webhook(options.secret);
  const handled = new Set<string>();
  return http.createServer((request, response) => {
    const answer = (status: number, text = "") => {
      response.writeHead(status, { "content-type": "text/plain" });
      response.end(text);
    };
    if (request.method !== "POST") return answer(405, "POST only\n");
    const chunks: Buffer[] = [];
    let size = 0;
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) request.destroy();
      else chunks.push(chunk);
    });
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const headers = {
        "webhook-id": String(request.headers["webhook-id"] ?? ""),
        "webhook-timestamp": String(request.headers["webhook-timestamp"] ?? ""),
        "webhook-signature": String(request.headers["webhook-signature"] ?? ""),
      };
      let event: {
        type: string;
        timestamp: string;
        data: Record<string, unknown>;
      };
      try {
        event = verifier.verify(body, headers) as typeof event;
      } catch (error) {
        if (error instanceof WebhookVerificationError)
          return answer(400, `refused: ${error.message}\n`);
        throw error;
      }
      const id = headers["webhook-id"];
      if (handled.has(id)) return answer(204);
      handled.add(id);
      if (handled.size > REMEMBERED_IDS)
        handled.delete(handled.values().next().value!);
      options.onEvent({ id, ...event });
      answer(204);
    });
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const secret = process.env.WEBHOOK_SECRET;
  if (!secret?.startsWith("whsec_")) {
    console.error("Set WEBHOOK_SECRET to the endpoint's whsec_… secret.");
    process.exit(1);
  }
  const port = Number(process.env.PORT ?? 4400);
  createSampleReceiver({
    secret,
    onEvent: (event) =>
      console.log(`${event.id} ${event.type} ${JSON.stringify(event.data)}`),
  }).listen(port, () => console.log(`listening on http://127.0.0.1:${port}/`));
}
