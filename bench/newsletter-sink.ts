import { performance } from "node:perf_hooks";
import { SMTPServer } from "smtp-server";

/**
 * bench:newsletter's mail server: a real SMTP server on loopback that accepts everything and
 * counts what arrived, per Message-ID and per recipient. It never de-duplicates: a message
 * the server under test sends twice is counted twice. `onMessage` runs as each message is
 * accepted, so the bench can SIGKILL the server at an exact count.
 */
export type NewsletterSink = {
  port: number;
  /** Every accepted message, in order. */
  total: number;
  byMessageId: Map<string, number>;
  byRecipient: Map<string, number>;
  /** performance.now() of each acceptance. */
  arrivals: number[];
  onMessage: (() => void) | null;
  close(): Promise<void>;
};

const MESSAGE_ID = /^Message-ID:\s*(<[^>]+>)/im;

export async function startNewsletterSink(
  port: number,
  host: string,
): Promise<NewsletterSink> {
  const sink: NewsletterSink = {
    port,
    total: 0,
    byMessageId: new Map(),
    byRecipient: new Map(),
    arrivals: [],
    onMessage: null,
    close: async () => {},
  };
  const bump = (map: Map<string, number>, key: string) =>
    map.set(key, (map.get(key) ?? 0) + 1);
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    // More than the drivers open: four lanes, plus connections a killed process left behind.
    maxClients: 64,
    onData(stream, session, callback) {
      let head = "";
      stream.on("data", (chunk: Buffer) => {
        // The Message-ID is in the header block; the body is not kept.
        if (head.length < 8192) head += chunk.toString("latin1");
      });
      stream.on("end", () => {
        sink.total++;
        sink.arrivals.push(performance.now());
        bump(sink.byMessageId, MESSAGE_ID.exec(head)?.[1] ?? "(none)");
        for (const rcpt of session.envelope.rcptTo)
          bump(sink.byRecipient, rcpt.address.toLowerCase());
        sink.onMessage?.();
        callback();
      });
    },
  });
  server.on("error", () => {
    // A connection reset by the SIGKILLed server is expected.
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
  sink.close = () =>
    new Promise<void>((resolve) => server.close(() => resolve()));
  return sink;
}
