import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  blankPng,
  OCR_SAMPLE_WORDS,
  ocrSamplePng,
} from "../../../../tests/support/chat-media-files";
import {
  startFakeOpenAi,
  type FakeOpenAi,
} from "../../../../tests/support/fake-openai";
import {
  ESPEAK_MISSING,
  requireTool,
  skipForMissingTool,
} from "../../../../tests/support/required-tools";
import type { ChatProviderEnv } from "../chat-env.server";
import { createLogger } from "../../logger.server";
import {
  chooseSpeechEngine,
  createChatMedia,
} from "./create-chat-media.server";
import { findOnPath } from "./espeak-speech.server";
import { VISION_PROMPT } from "./provider-media.server";

const logger = createLogger("silent");
const espeakInstalled = findOnPath("espeak-ng") !== null;

describe("chooseSpeechEngine (CHAT_SPEECH)", () => {
  it.each([
    ["auto", true, "/usr/bin/espeak-ng", "provider"],
    ["auto", false, "/usr/bin/espeak-ng", "espeak"],
    ["auto", false, null, "browser"],
    ["provider", false, "/usr/bin/espeak-ng", "browser"],
    ["espeak", true, "/usr/bin/espeak-ng", "espeak"],
    ["espeak", true, null, "browser"],
    ["browser", true, "/usr/bin/espeak-ng", "browser"],
  ] as const)(
    "%s with provider=%s, espeak=%s → %s",
    (speech, hasProvider, espeak, engine) => {
      expect(chooseSpeechEngine(speech, hasProvider, espeak)).toBe(engine);
    },
  );

  it("finds espeak-ng only where the search path has an executable file of that name", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "espeak-path-"));
    expect(findOnPath("espeak-ng", dir)).toBeNull();
    fs.writeFileSync(path.join(dir, "espeak-ng"), "#!/bin/sh\n", {
      mode: 0o644,
    });
    expect(findOnPath("espeak-ng", dir)).toBeNull();
    fs.chmodSync(path.join(dir, "espeak-ng"), 0o755);
    expect(findOnPath("espeak-ng", dir)).toBe(path.join(dir, "espeak-ng"));
  });
});

describe("offline media (no provider)", () => {
  const media = createChatMedia({
    env: { provider: null, speech: "auto" },
    logger,
  });
  afterAll(() => media.close());

  it("reads a known word from an image with tesseract", async () => {
    const text = await media.readImageText(ocrSamplePng(), "image/png");
    for (const word of OCR_SAMPLE_WORDS) expect(text).toContain(word);
  }, 60_000);

  it("finds no text in a blank image", async () => {
    expect(await media.readImageText(blankPng(), "image/png")).toBe("");
  }, 60_000);

  it("fails clearly on bytes tesseract cannot decode, and still reads the next image", async () => {
    await expect(
      media.readImageText(Buffer.from("GIF89a broken"), "image/gif"),
    ).rejects.toThrow();
    expect(await media.readImageText(ocrSamplePng(), "image/png")).toContain(
      "SOVEREIGN",
    );
  }, 60_000);

  it("has no server transcription without a provider", () => {
    expect(media.transcribe).toBeNull();
  });

  it.skipIf(skipForMissingTool(espeakInstalled ? null : ESPEAK_MISSING))(
    "speaks with espeak-ng: a WAV with true RIFF and data sizes",
    async () => {
      requireTool(espeakInstalled ? null : ESPEAK_MISSING);
      expect(media.speechEngine).toBe("espeak");
      const audio = await media.speak!(
        "Hello from the sovereign cloud. --help; $(rm -rf /)",
      );
      expect(audio.contentType).toBe("audio/wav");
      const wav = Buffer.from(audio.bytes);
      expect(wav.toString("latin1", 0, 4)).toBe("RIFF");
      expect(wav.toString("latin1", 8, 12)).toBe("WAVE");
      expect(wav.readUInt32LE(4)).toBe(wav.length - 8);
      expect(wav.length).toBeGreaterThan(10_000);
    },
    60_000,
  );

  it("leaves speech to the browser when told to, or when espeak-ng is not on the PATH", () => {
    const browser = createChatMedia({
      env: { provider: null, speech: "browser" },
      logger,
    });
    const noEspeak = createChatMedia({
      env: { provider: null, speech: "auto" },
      logger,
      searchPath: os.tmpdir(),
    });
    expect(browser.speak).toBeNull();
    expect(noEspeak.speak).toBeNull();
    expect(noEspeak.speechEngine).toBe("browser");
    return Promise.all([browser.close(), noEspeak.close()]);
  });
});

describe("provider media against the fake provider", () => {
  let fake: FakeOpenAi;
  let provider: ChatProviderEnv;
  let media: ReturnType<typeof createChatMedia>;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    provider = {
      baseUrl: fake.baseUrl,
      apiKey: "test-key",
      chatModel: "fake-chat",
      visionModel: "fake-vision",
      transcriptionModel: "fake-whisper",
      speechModel: "fake-tts",
      timeoutMs: 5000,
    };
    media = createChatMedia({ env: { provider, speech: "auto" }, logger });
  });
  afterAll(async () => {
    await media.close();
    await fake.close();
  });

  it("reads image text with the vision model, sending the image as a data URL", async () => {
    fake.mode = "ok";
    fake.calls.length = 0;
    expect(await media.readImageText(ocrSamplePng(), "image/png")).toBe(
      fake.visionText,
    );
    const call = fake.calls.find((c) => c.path.endsWith("/chat/completions"))!;
    const body = call.body as {
      model: string;
      messages: Array<{
        content: Array<{
          type: string;
          text?: string;
          image_url?: { url: string };
        }>;
      }>;
    };
    expect(body.model).toBe("fake-vision");
    expect(call.authorization).toBe("Bearer test-key");
    const parts = body.messages[0]!.content;
    expect(parts.find((p) => p.type === "text")?.text).toBe(VISION_PROMPT);
    expect(parts.find((p) => p.type === "image_url")?.image_url?.url).toMatch(
      /^data:image\/png;base64,iVBORw0KGgo/,
    );
  });

  it("falls back to tesseract when the provider fails", async () => {
    fake.mode = "fail";
    const text = await media.readImageText(ocrSamplePng(), "image/png");
    expect(text).toContain("SOVEREIGN");
    expect(text).not.toContain("INVOICE");
    fake.mode = "ok";
  }, 60_000);

  it("falls back to tesseract when the vision model finds no text", async () => {
    const original = fake.visionText;
    fake.visionText = "";
    try {
      expect(await media.readImageText(ocrSamplePng(), "image/png")).toContain(
        "SOVEREIGN",
      );
    } finally {
      fake.visionText = original;
    }
  }, 60_000);

  it("speaks with the provider's voice alloy, as MP3", async () => {
    fake.calls.length = 0;
    expect(media.speechEngine).toBe("provider");
    const audio = await media.speak!(
      "Our platforms run in your own data centre.",
    );
    expect(audio.contentType).toBe("audio/mpeg");
    expect(audio.bytes[0]).toBe(0xff);
    expect(fake.calls[0]!.body).toMatchObject({
      model: "fake-tts",
      voice: "alloy",
      input: "Our platforms run in your own data centre.",
      response_format: "mp3",
    });
  });

  it("transcribes a recording with the transcription model, sent as a webm file", async () => {
    fake.calls.length = 0;
    const text = await media.transcribe!(
      new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3]),
      "audio/webm;codecs=opus",
    );
    expect(text).toBe(fake.transcript);
    const call = fake.calls[0]!;
    expect(call.path).toBe("/v1/audio/transcriptions");
    expect(call.contentType).toMatch(/^multipart\/form-data/);
    const sent = (call.body as { text: string }).text;
    expect(sent).toContain('filename="recording.webm"');
    expect(sent).toContain("fake-whisper");
  });

  it("reports provider failures of speech and transcription as errors (the routes answer 502)", async () => {
    fake.mode = "fail";
    await expect(media.speak!("Hello")).rejects.toThrow();
    await expect(
      media.transcribe!(new Uint8Array([1, 2, 3]), "audio/webm"),
    ).rejects.toThrow();
    fake.mode = "ok";
  });
});

describe("the OCR time limit", () => {
  it("ends a job past its timeout, and the next image gets a fresh worker", async () => {
    const media = createChatMedia({
      env: { provider: null, speech: "browser" },
      logger,
      ocrTimeoutMs: 1,
    });
    await expect(
      media.readImageText(ocrSamplePng(), "image/png"),
    ).rejects.toThrow(/longer than 1 ms/);
    await media.close();
    const patient = createChatMedia({
      env: { provider: null, speech: "browser" },
      logger,
      ocrTimeoutMs: 60_000,
    });
    expect(await patient.readImageText(ocrSamplePng(), "image/png")).toContain(
      "SOVEREIGN",
    );
    await patient.close();
  }, 120_000);
});
