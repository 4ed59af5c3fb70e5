import fs from "node:fs";
import path from "node:path";
import { expect } from "./fixtures";

/**
 * The newest e-mail to `to` that the e2e server wrote to DATA_DIR/mail (no SMTP_URL there),
 * decoded from quoted-printable, that `matches` accepts; polled until it appears.
 */
export async function newestMailTo(
  to: string,
  matches: (text: string) => boolean = () => true,
): Promise<string> {
  const folder = path.join(
    path.dirname(process.env.E2E_INVITATIONS_FILE!),
    "mail",
  );
  let found = "";
  await expect
    .poll(
      () => {
        const files = fs.existsSync(folder)
          ? fs
              .readdirSync(folder)
              .filter((f) => f.endsWith(".eml"))
              .sort()
              .reverse()
          : [];
        for (const file of files) {
          const text = readableMail(
            fs.readFileSync(path.join(folder, file), "utf8"),
          );
          if (addressedTo(text, to) && matches(text)) {
            found = text;
            return true;
          }
        }
        return false;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return found;
}

/** Whether the message's own To: header (not a Reply-To:) names `to`. */
function addressedTo(text: string, to: string): boolean {
  const header = /^to: ([^\r\n]*)/im.exec(text);
  return header !== null && header[1]!.toLowerCase().includes(to.toLowerCase());
}

/**
 * A raw message as a reader sees it: quoted-printable decoded in place, and each base64 part
 * (which the mailer picks for text with many accents) decoded and appended.
 */
function readableMail(raw: string): string {
  const decoded = raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    );
  const base64Parts = [
    ...raw.matchAll(
      /Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/gi,
    ),
  ].map((part) =>
    Buffer.from(part[1]!.replace(/\s+/g, ""), "base64").toString("utf8"),
  );
  return [decoded, ...base64Parts].join("\n");
}
