import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import nodemailer from "nodemailer";
import { afterAll, describe, expect, it } from "vitest";
import { mailFiles, newestMail, readableMail } from "./mail-read";

const LINK =
  "http://localhost:3000/fr/newsletter/confirm?token=eyJhbGciOiJIUzI1NiJ9.eyJzdWJzY3JpYmVyIjoiYWJjZGVmIiwiZXhwIjoxNzAwMDAwMDAwfQ.c2lnbmF0dXJlLXRoYXQtaXMtbG9uZw";

/** A message as the local mail transport writes it (app/server/mail/transport.server.ts). */
async function eml(to: string, text: string): Promise<Buffer> {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "unix",
  });
  const info = await transport.sendMail({
    from: "Kestrel <no-reply@kestrelcivic.com>",
    to,
    subject: "Confirmez votre abonnement",
    text,
  });
  return info.message as Buffer;
}

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "mail-read-"));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

describe("reading local mail", () => {
  it("joins a link that quoted-printable split across lines, and decodes accents", async () => {
    const raw = await eml(
      "lea@example.org",
      `Confirmez d’ici 48 heures : ${LINK}`,
    );
    // The file itself splits the link: the reason this reader exists.
    expect(raw.toString("latin1")).not.toContain(LINK);
    const mail = await readableMail(raw);
    expect(mail.to).toEqual(["lea@example.org"]);
    expect(mail.text).toContain("Subject: Confirmez votre abonnement");
    expect(mail.text).toContain(`Confirmez d’ici 48 heures : ${LINK}`);
  });

  it("finds the newest message, or the newest to one address", async () => {
    fs.writeFileSync(
      path.join(folder, "2026-11-26T10-00-00-000Z-a.eml"),
      await eml("first@example.org", "First"),
    );
    fs.writeFileSync(
      path.join(folder, "2026-11-26T11-00-00-000Z-b.eml"),
      await eml("second@example.org", "Second"),
    );
    fs.writeFileSync(path.join(folder, "notes.txt"), "not mail");
    expect(mailFiles(folder).map((file) => path.basename(file))).toEqual([
      "2026-11-26T11-00-00-000Z-b.eml",
      "2026-11-26T10-00-00-000Z-a.eml",
    ]);
    expect(await newestMail(folder)).toContain("Second");
    expect(await newestMail(folder, "First@Example.org")).toContain("First");
    expect(await newestMail(folder, "nobody@example.org")).toBeNull();
    expect(await newestMail(path.join(folder, "missing"))).toBeNull();
  });
});
