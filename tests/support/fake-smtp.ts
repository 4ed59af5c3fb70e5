import { SMTPServer } from "smtp-server";

export type ReceivedMail = {
  to: string[];
  raw: string;
  messageId: string | undefined;
};

export type FakeSmtp = {
  received: ReceivedMail[];
  /** Every RCPT TO the server was asked for, accepted or not, in order. */
  recipientsTried: string[];
  /** Messages whose DATA has started (a send is in flight from then until it is answered). */
  dataStarted: number;
  close(): Promise<void>;
};

/**
 * A real SMTP server on loopback that keeps every message it accepts. `delayMs` holds each
 * DATA answer that long (a slow mail server); `answerFor` may refuse a recipient with an SMTP
 * code (550 permanent, 451 transient) the way a real server would.
 */
export async function startFakeSmtp(
  port: number,
  options: {
    delayMs?: number;
    answerFor?: (address: string) => number | undefined;
  } = {},
): Promise<FakeSmtp> {
  const state: FakeSmtp = {
    received: [],
    recipientsTried: [],
    dataStarted: 0,
    close: async () => {},
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      state.recipientsTried.push(address.address);
      const code = options.answerFor?.(address.address);
      if (code)
        return callback(
          Object.assign(new Error(`Recipient refused (test ${code})`), {
            responseCode: code,
          }),
        );
      callback();
    },
    onData(stream, session, callback) {
      state.dataStarted++;
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      stream.on("end", () => {
        const answer = () => {
          state.received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
            messageId: /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1],
          });
          callback();
        };
        if (options.delayMs) setTimeout(answer, options.delayMs);
        else answer();
      });
    },
  });
  await new Promise<void>((resolve) =>
    server.listen(port, "127.0.0.1", resolve),
  );
  state.close = () =>
    new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}
