import { spawn } from "node:child_process";
import { messageLocale } from "../conversation/message-locale";
import fs from "node:fs";
import path from "node:path";
import type { SpeechAudio } from "../chat-media.server";

/**
 * Speech made on this server by espeak-ng (a Debian package), when it is on the PATH. The
 * text goes in on STDIN, never as an argument (it cannot become an option or reach a shell);
 * the WAV comes back on STDOUT, within a time limit and a size cap.
 */
export const ESPEAK_COMMAND = "espeak-ng";
/** 4,000 characters are about four minutes of 22 kHz 16-bit mono speech: some 11 MB. */
const MAX_WAV_BYTES = 24 * 1024 * 1024;

export function findOnPath(
  command: string,
  searchPath = process.env.PATH ?? "",
): string | null {
  for (const dir of searchPath.split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(dir, command);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      if (fs.statSync(candidate).isFile()) return candidate;
    } catch {
      // not in this directory
    }
  }
  return null;
}

export function espeakSpeech(
  executable: string,
  text: string,
  { timeoutMs, signal }: { timeoutMs: number; signal?: AbortSignal },
): Promise<SpeechAudio> {
  return new Promise((resolve, reject) => {
    // -v: the reply's own language (a French reply is read by a French voice, decision 055), never
    // the server's locale; --stdin: the text is read from STDIN.
    const voice =
      messageLocale(text, { pageLocale: "en" }) === "fr" ? "fr-fr" : "en-gb";
    const child = spawn(
      executable,
      ["--stdout", "--stdin", "-v", voice, "-s", "165"],
      {
        stdio: ["pipe", "pipe", "pipe"],
        signal,
        timeout: timeoutMs,
        killSignal: "SIGKILL",
      },
    );
    const chunks: Buffer[] = [];
    let size = 0;
    let stderr = "";
    let failed: Error | null = null;
    child.stdout.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_WAV_BYTES) {
        failed ??= new Error("espeak-ng produced more audio than allowed");
        child.kill("SIGKILL");
        return;
      }
      chunks.push(chunk);
    });
    child.stderr.on("data", (chunk: Buffer) => {
      if (stderr.length < 2000) stderr += chunk.toString("utf8");
    });
    child.on("error", (error) => {
      failed ??= error;
    });
    child.stdin.on("error", () => undefined); // a child that died early closes its STDIN: the exit reports it
    child.on("close", (code, killedBy) => {
      if (failed) return reject(failed);
      if (code !== 0)
        return reject(
          new Error(
            `espeak-ng ended with ${killedBy ?? `code ${code}`}${killedBy === "SIGKILL" ? " (timed out)" : ""}: ${stderr.trim()}`,
          ),
        );
      const wav = Buffer.concat(chunks);
      if (wav.length < 44 || wav.toString("latin1", 0, 4) !== "RIFF")
        return reject(new Error("espeak-ng returned no WAV audio"));
      resolve({
        bytes: new Uint8Array(fixWavSizes(wav)),
        contentType: "audio/wav",
      });
    });
    child.stdin.end(text.replace(/\r\n?/g, "\n"), "utf8");
  });
}

/**
 * espeak-ng writes to a pipe before it knows the length, so its RIFF and data sizes are
 * placeholders; some players then stop early or refuse the file. The whole file is here: set them.
 */
function fixWavSizes(wav: Buffer): Buffer {
  wav.writeUInt32LE(wav.length - 8, 4);
  let at = 12;
  while (at + 8 <= wav.length) {
    const id = wav.toString("latin1", at, at + 4);
    if (id === "data") {
      wav.writeUInt32LE(wav.length - at - 8, at + 4);
      break;
    }
    at += 8 + wav.readUInt32LE(at + 4);
  }
  return wav;
}
