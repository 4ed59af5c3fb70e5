import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { buildSimplePdf } from "../../app/server/sample-data/simple-pdf.server";
import { docxWithParagraphs } from "../support/documents";
import { PROJECT_ROOT } from "../support/server-process";
import { panel } from "./chat-support";

/**
 * The chat panel's media controls as a visitor meets them, the documents and images they pick,
 * and the browser's voice APIs stubbed where headless Chromium has no speaker or microphone.
 */
export const attachButton = (page: Page) =>
  panel(page).getByRole("button", { name: "Attach documents" });
export const imageButton = (page: Page) =>
  panel(page).getByRole("button", { name: "Extract text from an image" });
export const micButton = (page: Page) =>
  panel(page).getByRole("button", { name: /^(Start|Stop) recording$/ });
/** The chips above the message box (the sent message lists its files under the same name). */
export const attachmentChips = (page: Page) =>
  panel(page).locator("form").getByRole("list", { name: "Attached documents" });

export type PickedFile = { name: string; mimeType: string; buffer: Buffer };

export async function pickDocuments(
  page: Page,
  files: PickedFile[],
): Promise<void> {
  const chooser = page.waitForEvent("filechooser");
  await attachButton(page).click();
  await (await chooser).setFiles(files);
}

export async function pickImage(page: Page, file: PickedFile): Promise<void> {
  const chooser = page.waitForEvent("filechooser");
  await imageButton(page).click();
  await (await chooser).setFiles(file);
}

export const textDocument = (name: string, text: string): PickedFile => ({
  name,
  mimeType: "text/plain",
  buffer: Buffer.from(text),
});

export const pdfDocument = (
  name: string,
  title: string,
  body: string,
): PickedFile => ({
  name,
  mimeType: "application/pdf",
  buffer: Buffer.from(buildSimplePdf(title, body)),
});

/** A real, minimal Word document (one paragraph per line) that mammoth reads. */
export function docxDocument(name: string, paragraphs: string[]): PickedFile {
  return {
    name,
    mimeType:
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    buffer: Buffer.from(docxWithParagraphs(paragraphs)),
  };
}

/** A PNG of black text on white ("SOVEREIGN CLOUD" / "2041"), made by the media helper for the OCR tests. */
export function ocrSampleImage(): PickedFile {
  return {
    name: "chat-ocr-sample.png",
    mimeType: "image/png",
    buffer: fs.readFileSync(
      path.join(PROJECT_ROOT, "tests/fixtures/chat-ocr-sample.png"),
    ),
  };
}

type Stubbed = Window & Record<string, unknown>;

/**
 * Audio playback that records instead of sounding (headless Chromium may have no audio device):
 * play() resolves and remembers the element, pause() is counted.
 */
export async function stubAudioPlayback(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const scope = window as unknown as Stubbed;
    scope.__played = [];
    scope.__paused = 0;
    HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
      (scope.__played as string[]).push(this.src);
      scope.__audio = this;
      return Promise.resolve();
    };
    HTMLMediaElement.prototype.pause = function pause() {
      scope.__paused = (scope.__paused as number) + 1;
    };
  });
}

/** speechSynthesis that records what it was asked to say; `__finishSpeech()` ends it, `__failSpeech` makes it fail. */
export async function stubSpeechSynthesis(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Utterance = {
      text: string;
      lang: string;
      voice: { lang: string } | null;
      onend: (() => void) | null;
      onerror: ((event: { error: string }) => void) | null;
    };
    const scope = window as unknown as Stubbed;
    const spoken: Array<{ text: string; lang: string; voice: string | null }> =
      [];
    scope.__spoken = spoken;
    let current: Utterance | null = null;
    class FakeUtterance {
      lang = "";
      voice = null;
      onend = null;
      onerror = null;
      constructor(readonly text: string) {}
    }
    const synthesis = {
      speak(utterance: Utterance) {
        spoken.push({
          text: utterance.text,
          lang: utterance.lang,
          voice: utterance.voice?.lang ?? null,
        });
        current = utterance;
        if (scope.__failSpeech)
          setTimeout(
            () => utterance.onerror?.({ error: "synthesis-failed" }),
            20,
          );
      },
      cancel() {
        const utterance = current;
        current = null;
        utterance?.onerror?.({ error: "interrupted" });
      },
      getVoices: () => [
        { lang: "fr-FR", name: "Français", default: true },
        { lang: "en-US", name: "English (US)" },
        { lang: "en-CA", name: "English (Canada)" },
      ],
    };
    Object.defineProperty(window, "speechSynthesis", {
      value: synthesis,
      configurable: true,
    });
    Object.defineProperty(window, "SpeechSynthesisUtterance", {
      value: FakeUtterance,
      configurable: true,
    });
    scope.__finishSpeech = () => {
      const utterance = current;
      current = null;
      utterance?.onend?.();
    };
  });
}

/**
 * A microphone and MediaRecorder that need no device: getUserMedia records its constraints (or
 * is refused when `__denyMicrophone` is set), the recorder hands over a small webm blob on stop.
 */
export async function stubMicrophone(
  page: Page,
  options: { deny?: boolean } = {},
): Promise<void> {
  await page.addInitScript((deny) => {
    const scope = window as unknown as Stubbed;
    scope.__constraints = [];
    scope.__tracksStopped = 0;
    const getUserMedia = async (constraints: unknown) => {
      (scope.__constraints as unknown[]).push(constraints);
      if (deny) throw new DOMException("Permission denied", "NotAllowedError");
      return {
        getTracks: () => [
          {
            stop: () =>
              (scope.__tracksStopped = (scope.__tracksStopped as number) + 1),
          },
        ],
      };
    };
    Object.defineProperty(navigator, "mediaDevices", {
      value: { getUserMedia },
      configurable: true,
    });
    class FakeRecorder {
      static isTypeSupported(type: string) {
        return type === "audio/webm;codecs=opus";
      }
      state = "inactive";
      mimeType: string;
      ondataavailable: ((event: { data: Blob }) => void) | null = null;
      onstop: (() => void) | null = null;
      constructor(_stream: unknown, options?: { mimeType?: string }) {
        scope.__recorderOptions = options ?? null;
        this.mimeType = options?.mimeType ?? "";
      }
      start() {
        this.state = "recording";
      }
      stop() {
        this.state = "inactive";
        // An EBML header and a little more: the start of a webm file.
        const bytes = new Uint8Array(2048);
        bytes.set([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]);
        this.ondataavailable?.({
          data: new Blob([bytes], { type: "audio/webm" }),
        });
        this.onstop?.();
      }
    }
    Object.defineProperty(window, "MediaRecorder", {
      value: FakeRecorder,
      configurable: true,
    });
  }, options.deny ?? false);
}

/**
 * The browser's speech recognizer: start() begins listening (or fails with `error`), stop()
 * hears `transcript`. With `absent`, the browser has no recognizer at all.
 */
export async function stubSpeechRecognition(
  page: Page,
  options: { transcript?: string; error?: string; absent?: boolean },
): Promise<void> {
  await page.addInitScript((given) => {
    const scope = window as unknown as Stubbed;
    Object.defineProperty(window, "SpeechRecognition", {
      value: undefined,
      configurable: true,
    });
    if (given.absent) {
      Object.defineProperty(window, "webkitSpeechRecognition", {
        value: undefined,
        configurable: true,
      });
      return;
    }
    type Handlers = {
      onstart: (() => void) | null;
      onresult:
        | ((event: { results: Array<Array<{ transcript: string }>> }) => void)
        | null;
      onerror: ((event: { error: string }) => void) | null;
      onend: (() => void) | null;
    };
    class FakeRecognition implements Handlers {
      lang = "";
      continuous = true;
      interimResults = true;
      maxAlternatives = 5;
      onstart: Handlers["onstart"] = null;
      onresult: Handlers["onresult"] = null;
      onerror: Handlers["onerror"] = null;
      onend: Handlers["onend"] = null;
      start() {
        scope.__recognition = {
          lang: this.lang,
          continuous: this.continuous,
          interimResults: this.interimResults,
        };
        setTimeout(() => {
          if (given.error) {
            this.onerror?.({ error: given.error });
            this.onend?.();
          } else {
            this.onstart?.();
          }
        }, 20);
      }
      stop() {
        setTimeout(() => {
          this.onresult?.({
            results: [[{ transcript: given.transcript ?? "" }]],
          });
          this.onend?.();
        }, 20);
      }
      abort() {
        this.onerror?.({ error: "aborted" });
        this.onend?.();
      }
    }
    Object.defineProperty(window, "webkitSpeechRecognition", {
      value: FakeRecognition,
      configurable: true,
    });
  }, options);
}
