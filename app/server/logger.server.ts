import pino, { type Logger } from "pino";

export type { Logger };

/** JSON logs on stdout. Credentials, cookies and form bodies never reach a log line. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: "web" },
    redact: {
      paths: [
        "req.headers.cookie",
        "req.headers.authorization",
        'res.headers["set-cookie"]',
        "*.password",
        "*.token",
        "*.secret",
      ],
      censor: "[redacted]",
    },
  });
}
