import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { outboxMessageSchema } from "./mail-job.server";
import { createMailTransport } from "./transport.server";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "transport-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const invitation = [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "METHOD:REQUEST",
  "BEGIN:VEVENT",
  "UID:7d1c2f4e-0b7a-4f7e-9a51-1f9d0e2c3b4a@kestrel.test",
  "SEQUENCE:0",
  "DTSTART:20270315T140000Z",
  "DTEND:20270315T143000Z",
  "END:VEVENT",
  "END:VCALENDAR",
  "",
].join("\r\n");

/** The MIME part whose head matches, decoded from base64 when it says so. */
function part(eml: string, head: RegExp): string | null {
  const found = eml
    .split(/\n--[^\n]+\n/)
    .find((chunk) => head.test(chunk.split("\n\n")[0] ?? ""));
  if (!found) return null;
  const [headers, ...body] = found.split("\n\n");
  const text = body.join("\n\n");
  return /base64/i.test(headers!)
    ? Buffer.from(text.replace(/\s+/g, ""), "base64").toString("utf8")
    : text;
}

describe("a calendar invitation in an e-mail", () => {
  it("is written as a text/calendar alternative with its method and as invite.ics", async () => {
    const transport = createMailTransport({
      dataDir,
      logger: pino({ level: "silent" }),
    });
    await transport.send({
      messageId: "<outbox-1@kestrel.test>",
      from: "site@kestrel.test",
      to: ["visitor@ministry.example"],
      subject: "Your consultation",
      text: "See you then.",
      calendar: { method: "REQUEST", content: invitation },
    });
    transport.close();
    const [file] = fs.readdirSync(path.join(dataDir, "mail"));
    const eml = fs.readFileSync(path.join(dataDir, "mail", file!), "utf8");

    const alternative = part(
      eml,
      /Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i,
    );
    expect(alternative).toContain(
      "UID:7d1c2f4e-0b7a-4f7e-9a51-1f9d0e2c3b4a@kestrel.test",
    );
    const attachment = part(eml, /filename=invite\.ics/i);
    expect(attachment).toContain("METHOD:REQUEST");
    expect(attachment).toContain(
      "UID:7d1c2f4e-0b7a-4f7e-9a51-1f9d0e2c3b4a@kestrel.test",
    );
    expect(part(eml, /Content-Type: text\/plain/i)).toContain("See you then.");
  });

  it("the outbox accepts a bounded invitation and refuses one too long or not iCalendar", () => {
    const message = {
      to: ["visitor@ministry.example"],
      subject: "Your consultation",
      text: "Body",
    };
    const problems = (calendar: unknown) =>
      outboxMessageSchema
        .safeParse({ ...message, calendar })
        .error?.issues.map(
          (issue) => `${issue.path.join(".")} ${issue.message}`,
        );
    expect(problems({ method: "CANCEL", content: invitation })).toBeUndefined();
    expect(
      problems({ method: "REQUEST", content: invitation + "X".repeat(70_000) }),
    ).toEqual(["calendar.content is too long"]);
    expect(problems({ method: "REQUEST", content: "hello" })).toEqual([
      "calendar.content is not an iCalendar text",
    ]);
    expect(problems({ method: "PUBLISH", content: invitation })?.[0]).toMatch(
      /^calendar\.method /,
    );
  });
});
