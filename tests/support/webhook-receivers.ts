import http from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { sql } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import { rowsOf } from "~/server/db/sql-rows.server";
import type { DestinationPolicy } from "~/server/integrations/destination-guard.server";
import { parseAllowedHosts } from "~/server/integrations/destination-guard.server";
import type { SecretBox } from "~/server/integrations/secret-box.server";

/**
 * Loopback receivers, a stub resolver and a driven clock for the integrations' tests: no
 * network, no waiting for real retry delays.
 */
export type ReceivedRequest = {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
};

export type TestReceiver = {
  port: number;
  requests: ReceivedRequest[];
  /** What the next requests are answered; a function may also leave a request hanging. */
  answer: (req: http.IncomingMessage, res: http.ServerResponse) => void;
  close(): Promise<void>;
};

export async function startReceiver(): Promise<TestReceiver> {
  const receiver: TestReceiver = {
    port: 0,
    requests: [],
    answer: (_req, res) => res.writeHead(204).end(),
    close: async () => undefined,
  };
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      receiver.requests.push({
        path: req.url ?? "",
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      });
      receiver.answer(req, res);
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  receiver.port = (server.address() as AddressInfo).port;
  receiver.close = () =>
    new Promise((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return receiver;
}

/**
 * The test's DNS: `<name>.test` names resolve to loopback, as a hostile name could; only the
 * receivers listed as allowed (WEBHOOK_ALLOWED_HOSTS) may be reached through them.
 */
export function testPolicy(allowed: string[]): DestinationPolicy {
  return {
    allowedHosts: parseAllowedHosts(allowed.join(",")),
    resolve: async (hostname) => {
      if (hostname.endsWith(".test"))
        return [{ address: "127.0.0.1", family: 4 }];
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), {
        code: "ENOTFOUND",
      });
    },
  };
}

export function drivenClock(start = new Date(Date.now() + 1000)) {
  let current = start;
  return {
    now: () => current,
    advance(ms: number) {
      current = new Date(current.getTime() + ms);
    },
    set(date: Date) {
      current = date;
    },
  };
}

export async function addEndpoint(
  db: Database,
  box: SecretBox,
  options: {
    url: string;
    kind?: "webhook" | "slack" | "teams" | "hubspot";
    events?: string[];
    includeSpam?: boolean;
    secret?: string;
    settings?: Record<string, unknown>;
    createdByProfileId?: string | null;
  },
): Promise<string> {
  const [row] = await rowsOf<{ id: string }>(
    db,
    sql`insert into webhook_endpoints (kind, url_encrypted, url_display, event_types, include_spam, settings, created_by_profile_id)
      values (${options.kind ?? "webhook"}, ${box.seal(options.url)}, ${options.url},
        ${`{${(options.events ?? ["lead.created"]).join(",")}}`}::text[], ${options.includeSpam ?? false},
        ${JSON.stringify(options.settings ?? {})}::jsonb, ${options.createdByProfileId ?? null})
      returning id`,
  );
  if (options.secret)
    await db.execute(
      sql`insert into webhook_endpoint_secrets (endpoint_id, secret_encrypted) values (${row!.id}::uuid, ${box.seal(options.secret)})`,
    );
  return row!.id;
}

let leadCounter = 0;

/** A lead as any form stores one: its inbox row (the triggers queue its events). */
export async function addLead(
  db: Database,
  options: { isSpam?: boolean; email?: string } = {},
): Promise<string> {
  leadCounter += 1;
  const [row] = await rowsOf<{ id: string }>(
    db,
    sql`insert into leads (source, source_id, full_name, email, company, interest, is_spam)
      values ('contact', gen_random_uuid(), ${`Amara Okafor ${leadCounter}`},
        ${options.email ?? `amara.${leadCounter}@digital.gov.example`}, 'Ministry of Digital Services',
        'sovereign-cloud', ${options.isSpam ?? false})
      returning id`,
  );
  return row!.id;
}
