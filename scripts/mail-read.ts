import fs from "node:fs";
import path from "node:path";
import PostalMime from "postal-mime";

/**
 * Reading the mail a local run writes to DATA_DIR/mail (no SMTP_URL): each message is an .eml
 * file whose text is quoted-printable, so a long link is cut into 76-character lines ending in
 * `=` and its `=` signs are written `=3D`. postal-mime decodes it as a mail client would.
 */

/** The .eml files of `folder`, newest first (their names start with the time they were written). */
export function mailFiles(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith(".eml"))
    .sort()
    .reverse()
    .map((name) => path.join(folder, name));
}

/** One message as text: its headers, then its plain-text body with every link whole. */
export async function readableMail(raw: Buffer | string): Promise<{
  to: string[];
  text: string;
}> {
  const mail = await PostalMime.parse(raw);
  const to = (mail.to ?? []).flatMap((address) =>
    address.address ? [address.address.toLowerCase()] : [],
  );
  const from = mail.from?.address ?? "";
  const lines = [
    `From: ${from}`,
    `To: ${to.join(", ")}`,
    `Date: ${mail.date ?? ""}`,
    `Subject: ${mail.subject ?? ""}`,
    "",
    (mail.text ?? "").trim(),
  ];
  return { to, text: lines.join("\n") };
}

/** The newest message, or the newest to `address` when given; null when there is none. */
export async function newestMail(
  folder: string,
  address?: string,
): Promise<string | null> {
  const wanted = address?.trim().toLowerCase();
  for (const file of mailFiles(folder)) {
    const mail = await readableMail(fs.readFileSync(file));
    if (!wanted || mail.to.includes(wanted))
      return `${path.basename(file)}\n${mail.text}`;
  }
  return null;
}
