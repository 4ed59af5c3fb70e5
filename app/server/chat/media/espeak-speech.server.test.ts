import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createLogger } from "../../logger.server";
import { createChatMedia } from "./create-chat-media.server";

/**
 * The espeak-ng path with stand-in executables on a private PATH: the text must arrive on
 * STDIN and never among the arguments, and a failing or hanging engine must end in an error.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fake-espeak-"));
const logger = createLogger("silent");
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function fakeEspeak(name: string, body: string): string {
  const bin = path.join(dir, name);
  fs.mkdirSync(bin, { recursive: true });
  fs.writeFileSync(path.join(bin, "espeak-ng"), `#!/bin/sh\n${body}\n`, {
    mode: 0o755,
  });
  return bin;
}

// A minimal WAV: RIFF header, fmt chunk, and a data chunk with placeholder sizes as espeak writes to a pipe.
const WAV_PRINTF = String.raw`printf 'RIFF\377\377\377\177WAVEfmt \020\000\000\000\001\000\001\000\042\126\000\000\104\254\000\000\002\000\020\000data\377\377\377\177\001\002\003\004'`;

describe("espeak-ng speech", () => {
  it("sends the text on STDIN, not as an argument, and fixes the WAV's sizes", async () => {
    const record = path.join(dir, "record");
    const bin = fakeEspeak(
      "recording",
      `printf '%s\\n' "$@" > ${record}.args; cat > ${record}.stdin; ${WAV_PRINTF}`,
    );
    const media = createChatMedia({
      env: { provider: null, speech: "espeak" },
      logger,
      searchPath: bin,
    });
    const text = "--version; $(touch /tmp/pwned) `id` 'quoted'";
    const audio = await media.speak!(text);
    await media.close();
    expect(fs.readFileSync(`${record}.stdin`, "utf8")).toBe(text);
    const args = fs.readFileSync(`${record}.args`, "utf8").trim().split("\n");
    expect(args).toEqual(["--stdout", "--stdin", "-v", "en-gb", "-s", "165"]);
    const wav = Buffer.from(audio.bytes);
    expect(audio.contentType).toBe("audio/wav");
    expect(wav.readUInt32LE(4)).toBe(wav.length - 8);
    expect(wav.readUInt32LE(40)).toBe(4);
  });

  it("reads a French reply with a French voice", async () => {
    const record = path.join(dir, "record-fr");
    const bin = fakeEspeak(
      "recording-fr",
      `printf '%s\\n' "$@" > ${record}.args; cat > /dev/null; ${WAV_PRINTF}`,
    );
    const media = createChatMedia({
      env: { provider: null, speech: "espeak" },
      logger,
      searchPath: bin,
    });
    await media.speak!(
      "Notre plateforme de visa électronique traite les demandes en quelques jours.",
    );
    await media.close();
    const args = fs.readFileSync(`${record}.args`, "utf8").trim().split("\n");
    expect(args).toEqual(["--stdout", "--stdin", "-v", "fr-fr", "-s", "165"]);
  });

  it("rejects when espeak-ng fails, or prints no WAV", async () => {
    const failing = createChatMedia({
      env: { provider: null, speech: "espeak" },
      logger,
      searchPath: fakeEspeak("failing", "echo 'no voice' >&2; exit 3"),
    });
    await expect(failing.speak!("Hello")).rejects.toThrow(/code 3: no voice/);
    const silent = createChatMedia({
      env: { provider: null, speech: "espeak" },
      logger,
      searchPath: fakeEspeak("silent", "cat > /dev/null; echo hi"),
    });
    await expect(silent.speak!("Hello")).rejects.toThrow(/no WAV/);
    await Promise.all([failing.close(), silent.close()]);
  });

  it("ends an espeak-ng that hangs at the time limit", async () => {
    const media = createChatMedia({
      env: { provider: null, speech: "espeak" },
      logger,
      searchPath: fakeEspeak("hanging", "exec sleep 30"),
      espeakTimeoutMs: 300,
    });
    await expect(media.speak!("Hello")).rejects.toThrow(/SIGKILL/);
    await media.close();
  });
});
