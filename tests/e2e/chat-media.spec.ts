import fs from "node:fs";
import type { Page } from "@playwright/test";
import type {
  ChatOcrResult,
  ChatUploadResult,
} from "../../app/domain/chat/chat-api";
import { chatToasts } from "../support/chat-copy-english";
import { startFakeOpenAi, type FakeOpenAi } from "../support/fake-openai";
import { startServer, type ServerProcess } from "../support/server-process";
import {
  attachButton,
  attachmentChips,
  docxDocument,
  imageButton,
  micButton,
  ocrSampleImage,
  pdfDocument,
  pickDocuments,
  pickImage,
  stubAudioPlayback,
  stubMicrophone,
  stubSpeechRecognition,
  stubSpeechSynthesis,
  textDocument,
} from "./chat-media-support";
import {
  fulfilReply,
  launcher,
  messageBox,
  openChat,
  panel,
  replies,
  replyEvents,
  sendButton,
  sendMessage,
  toast,
  visitorLines,
} from "./chat-support";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { seededDataDir } from "./seeded-data";

/**
 * The chat panel's media controls in Chromium (documents, image text, speak aloud,
 * microphone), against the real server — offline brain, tesseract, espeak-ng — and, for the
 * server's transcription, a second server whose provider is the fake on loopback. Speakers and
 * microphones are stubbed where headless Chromium has none.
 */

type Stubbed = Window & Record<string, unknown>;
const read = <T>(page: Page, name: string) =>
  page.evaluate(
    (key) => (window as unknown as Stubbed)[key],
    name,
  ) as Promise<T>;

test.describe("documents", () => {
  test("attach several, remove one, send: uploaded, listed on the message, and answered from their text", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await openChat(page, "/about");
    await expect(page.locator("[data-chat-document-input]")).toHaveAttribute(
      "accept",
      ".pdf,.doc,.docx,.txt",
    );
    await pickDocuments(page, [
      docxDocument("modernisation-brief.docx", [
        "Modernisation brief",
        "The ministry must migrate forty legacy tax systems to a sovereign cloud before the next election.",
      ]),
      pdfDocument(
        "residency-rules.pdf",
        "Residency rules",
        "Citizen identity records must stay inside the country at all times.",
      ),
      textDocument(
        "draft-notes.txt",
        "Draft notes that should never reach the server.",
      ),
    ]);
    const chips = attachmentChips(page);
    await expect(chips.getByRole("listitem")).toHaveCount(3);
    await expect(chips.getByRole("listitem").first()).toContainText(
      "modernisation-brief.docx",
    );
    await chips.getByRole("button", { name: "Remove draft-notes.txt" }).click();
    await expect(chips.getByRole("listitem")).toHaveCount(2);
    await expect(chips).not.toContainText("draft-notes.txt");

    const upload = page.waitForResponse("**/api/chat/uploads");
    await sendMessage(
      page,
      "What does my brief say about the legacy tax systems?",
    );
    const uploaded = (await (await upload).json()) as ChatUploadResult;
    // The removed document never left the browser.
    expect(uploaded.files.map((file) => file.name)).toEqual([
      "modernisation-brief.docx",
      "residency-rules.pdf",
    ]);
    await expect(toast(page, chatToasts.uploaded(2).title)).toContainText(
      chatToasts.uploaded(2).description,
    );

    const mine = visitorLines(page).last();
    await expect(mine).toContainText(
      "What does my brief say about the legacy tax systems?",
    );
    await expect(mine.getByRole("listitem")).toHaveText([
      "modernisation-brief.docx",
      "residency-rules.pdf",
    ]);
    await expect(attachmentChips(page)).toHaveCount(0);
    // The offline brain answers from the document's own words.
    await expect(replies(page).last()).toContainText("legacy tax systems", {
      timeout: 30_000,
    });
    await expect(replies(page).last()).toContainText(
      "modernisation-brief.docx",
    );
  });

  test("a file that is not a document is refused with a message, and only documents are added", async ({
    page,
  }) => {
    await openChat(page);
    await pickDocuments(page, [
      {
        name: "photo.png",
        mimeType: "image/png",
        buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      },
      textDocument("agenda.txt", "Agenda for the discovery workshop."),
    ]);
    await expect(toast(page, "Document not added")).toContainText(
      "“photo.png” is not a document we can read. Attach PDF, Word (.doc, .docx) or plain text (.txt) documents.",
    );
    await expect(attachmentChips(page).getByRole("listitem")).toHaveText([
      /agenda\.txt/,
    ]);
  });

  test("a document whose content is not what its name says is refused by the server with its reason", async ({
    page,
  }) => {
    await openChat(page);
    await pickDocuments(page, [
      {
        name: "budget.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.from("This is plain text, not a PDF."),
      },
    ]);
    await sendMessage(page, "Please read my budget.");
    const failure = toast(page, chatToasts.uploadFailed.title);
    await expect(failure).toContainText("budget.pdf");
    await expect(failure).not.toContainText(
      chatToasts.uploadFailed.description,
    );
    await expect(messageBox(page)).toHaveValue("Please read my budget.");
    await expect(attachmentChips(page).getByRole("listitem")).toHaveCount(1);
  });

  test("an upload that fails: the toast, and the text and files stay for another try", async ({
    page,
  }) => {
    let messagesPosted = 0;
    await page.route("**/api/chat/messages", (route) => {
      messagesPosted += 1;
      return fulfilReply(route, replyEvents("Received."));
    });
    await page.route("**/api/chat/uploads", (route) =>
      route.fulfill({ status: 500, body: "Internal Server Error" }),
    );
    await openChat(page);
    await pickDocuments(page, [
      textDocument(
        "requirements.txt",
        "We need a data platform for twelve agencies.",
      ),
    ]);
    await sendMessage(page, "Here are our requirements.");
    await expect(toast(page, chatToasts.uploadFailed.title)).toContainText(
      chatToasts.uploadFailed.description,
    );
    await expect(messageBox(page)).toHaveValue("Here are our requirements.");
    await expect(messageBox(page)).toBeEnabled();
    await expect(attachmentChips(page).getByRole("listitem")).toHaveCount(1);
    expect(messagesPosted).toBe(0);
  });
});

test.describe("image text", () => {
  test("one image: 'OCR Complete', a line naming the image and a line with its text", async ({
    page,
  }) => {
    await openChat(page, "/solutions");
    const input = page.locator("[data-chat-image-input]");
    await expect(input).toHaveAttribute("accept", "image/*");
    await expect(input).not.toHaveAttribute("multiple", /.*/);
    const ocrAnswer = page.waitForResponse("**/api/chat/ocr");
    await pickImage(page, ocrSampleImage());
    // Reading the text runs on the server (tesseract); a loaded machine takes its time.
    await expect(toast(page, chatToasts.ocrComplete.title)).toContainText(
      chatToasts.ocrComplete.description,
      { timeout: 60_000 },
    );
    await expect(visitorLines(page).last()).toContainText(
      "chat-ocr-sample.png",
    );
    await expect(replies(page).last()).toContainText(/SOVEREIGN\s+CLOUD/);
    await expect(replies(page).last()).toContainText("2041");
    // The server started the conversation with these lines; the next message continues it.
    const ocr = (await ocrAnswer).json() as Promise<ChatOcrResult>;
    const { conversationId } = await ocr;
    const sent = page.waitForRequest("**/api/chat/messages");
    await page.route("**/api/chat/messages", (route) =>
      fulfilReply(route, replyEvents("Noted.")),
    );
    await sendMessage(page, "What does it mean?");
    expect((await sent).postDataJSON()).toMatchObject({ conversationId });
  });

  test("while the image is read the controls are disabled; a failure shows 'OCR failed'", async ({
    page,
  }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/chat/ocr", async (route) => {
      await released;
      await route.fulfill({ status: 500, body: "Internal Server Error" });
    });
    await openChat(page);
    await pickImage(page, ocrSampleImage());
    await expect(imageButton(page)).toBeDisabled();
    await expect(imageButton(page)).toHaveAttribute("aria-busy", "true");
    await expect(attachButton(page)).toBeDisabled();
    await expect(messageBox(page)).toBeDisabled();
    await expect(sendButton(page)).toBeDisabled();
    release();
    await expect(toast(page, chatToasts.ocrFailed.title)).toContainText(
      chatToasts.ocrFailed.description,
    );
    await expect(imageButton(page)).toBeEnabled();
    await expect(messageBox(page)).toBeEnabled();
  });
});

const REPLY =
  "Our **sovereign cloud** platform runs in your country. See [Solutions](/solutions).";
const SPOKEN =
  "Our sovereign cloud platform runs in your country. See Solutions.";

async function openWithReply(page: Page) {
  await page.route("**/api/chat/messages", (route) =>
    fulfilReply(route, replyEvents(REPLY)),
  );
  await openChat(page);
  await sendMessage(page, "Where does the platform run?");
  await expect(replies(page).last()).toContainText("sovereign cloud");
  return replies(page).last();
}

test.describe("speak aloud", () => {
  test("with the server's voice: audio from the server is played, the controls wait, a second press stops", async ({
    page,
  }) => {
    await stubAudioPlayback(page);
    const reply = await openWithReply(page);
    const speech = page.waitForResponse("**/api/chat/speech");
    await reply.getByRole("button", { name: "Read aloud" }).click();
    const answer = await speech;
    expect(answer.status()).toBe(200);
    expect(answer.headers()["content-type"]).toMatch(/^audio\//);
    expect(answer.request().postDataJSON()).toMatchObject({ text: SPOKEN });
    const stop = reply.getByRole("button", { name: "Stop reading" });
    await expect(stop).toBeEnabled();
    await expect
      .poll(() => read<string[]>(page, "__played"))
      .toEqual([expect.stringMatching(/^blob:/)]);
    await expect(messageBox(page)).toBeDisabled();
    await expect(attachButton(page)).toBeDisabled();
    await stop.click();
    await expect(
      reply.getByRole("button", { name: "Read aloud" }),
    ).toBeEnabled();
    expect(await read<number>(page, "__paused")).toBeGreaterThan(0);
    await expect(messageBox(page)).toBeEnabled();

    // Played to the end, it is ready again by itself.
    await reply.getByRole("button", { name: "Read aloud" }).click();
    await expect
      .poll(async () => (await read<string[]>(page, "__played")).length)
      .toBe(2);
    await page.evaluate(() =>
      (
        (window as unknown as Stubbed).__audio as HTMLAudioElement
      ).dispatchEvent(new Event("ended")),
    );
    await expect(
      reply.getByRole("button", { name: "Read aloud" }),
    ).toBeVisible();
    await expect(messageBox(page)).toBeEnabled();
  });

  test("a server voice that fails shows 'Speech failed'", async ({ page }) => {
    await stubAudioPlayback(page);
    await page.route("**/api/chat/speech", (route) =>
      route.fulfill({
        status: 503,
        json: { error: "The voice is unavailable." },
      }),
    );
    const reply = await openWithReply(page);
    await reply.getByRole("button", { name: "Read aloud" }).click();
    await expect(toast(page, chatToasts.speechFailed.title)).toContainText(
      chatToasts.speechFailed.description,
    );
    await expect(
      reply.getByRole("button", { name: "Read aloud" }),
    ).toBeEnabled();
    expect(await read<string[]>(page, "__played")).toEqual([]);
  });

  test.describe("with the browser's speech synthesis", () => {
    test.beforeEach(async ({ page }) => {
      await page.route("**/api/chat/capabilities", (route) =>
        route.fulfill({
          json: {
            speech: "browser",
            transcription: "browser",
            brain: "offline",
          },
        }),
      );
      await stubSpeechSynthesis(page);
    });

    test("reads the reply in English; a second press stops", async ({
      page,
    }) => {
      let speechRequests = 0;
      await page.route("**/api/chat/speech", (route) => {
        speechRequests += 1;
        return route.abort();
      });
      const reply = await openWithReply(page);
      await reply.getByRole("button", { name: "Read aloud" }).click();
      await expect(
        reply.getByRole("button", { name: "Stop reading" }),
      ).toBeEnabled();
      expect(await read(page, "__spoken")).toEqual([
        { text: SPOKEN, lang: "en-CA", voice: "en-CA" },
      ]);
      await expect(messageBox(page)).toBeDisabled();
      await reply.getByRole("button", { name: "Stop reading" }).click();
      await expect(
        reply.getByRole("button", { name: "Read aloud" }),
      ).toBeEnabled();
      await expect(messageBox(page)).toBeEnabled();
      // Spoken to the end, it is ready again by itself.
      await reply.getByRole("button", { name: "Read aloud" }).click();
      await expect(
        reply.getByRole("button", { name: "Stop reading" }),
      ).toBeVisible();
      await page.evaluate(() =>
        ((window as unknown as Stubbed).__finishSpeech as () => void)(),
      );
      await expect(
        reply.getByRole("button", { name: "Read aloud" }),
      ).toBeVisible();
      await expect(page.locator("[data-toast]")).toHaveCount(0);
      expect(speechRequests).toBe(0);
    });

    test("a synthesis failure shows 'Speech failed'", async ({ page }) => {
      await page.addInitScript(
        () => ((window as unknown as Stubbed).__failSpeech = true),
      );
      const reply = await openWithReply(page);
      await reply.getByRole("button", { name: "Read aloud" }).click();
      await expect(toast(page, chatToasts.speechFailed.title)).toContainText(
        chatToasts.speechFailed.description,
      );
      await expect(
        reply.getByRole("button", { name: "Read aloud" }),
      ).toBeEnabled();
    });
  });
});

test.describe("microphone with the browser's recognizer (no transcription on this server)", () => {
  test("the transcript lands in the message box, with the toasts", async ({
    page,
  }) => {
    await stubSpeechRecognition(page, {
      transcript: "Tell me about your e-visa work",
    });
    await openChat(page);
    await messageBox(page).fill("Hello.");
    await micButton(page).click();
    await expect(toast(page, chatToasts.recordingStarted.title)).toContainText(
      chatToasts.recordingStarted.description,
    );
    await expect(micButton(page)).toHaveAccessibleName("Stop recording");
    await expect(micButton(page)).toHaveAttribute("aria-pressed", "true");
    await expect(micButton(page)).toBeEnabled();
    await expect(attachButton(page)).toBeDisabled();
    await expect(messageBox(page)).toBeDisabled();
    expect(await read(page, "__recognition")).toEqual({
      lang: "en-CA",
      continuous: false,
      interimResults: false,
    });
    await micButton(page).click();
    await expect(messageBox(page)).toHaveValue(
      "Hello. Tell me about your e-visa work",
    );
    await expect(toast(page, chatToasts.transcribed.title)).toContainText(
      chatToasts.transcribed.description,
    );
    await expect(micButton(page)).toHaveAccessibleName("Start recording");
    await expect(micButton(page)).toHaveAttribute("aria-pressed", "false");
    await expect(messageBox(page)).toBeEnabled();
  });

  test("a refused microphone shows 'Recording failed'", async ({ page }) => {
    await stubSpeechRecognition(page, { error: "not-allowed" });
    await openChat(page);
    await micButton(page).click();
    await expect(toast(page, chatToasts.recordingFailed.title)).toContainText(
      chatToasts.recordingFailed.description,
    );
    await expect(micButton(page)).toHaveAccessibleName("Start recording");
    await expect(micButton(page)).toBeEnabled();
  });

  test("nothing heard shows 'Transcription failed'", async ({ page }) => {
    await stubSpeechRecognition(page, { transcript: "" });
    await openChat(page);
    await micButton(page).click();
    await expect(micButton(page)).toHaveAccessibleName("Stop recording");
    await micButton(page).click();
    await expect(
      toast(page, chatToasts.transcriptionFailed.title),
    ).toContainText(chatToasts.transcriptionFailed.description);
    await expect(messageBox(page)).toHaveValue("");
  });

  test("with neither a transcribing server nor a recognizer there is no microphone button", async ({
    page,
  }) => {
    await stubSpeechRecognition(page, { absent: true });
    const reply = await openWithReply(page);
    // The read-aloud button shows once the capabilities are known: only then is the absence meaningful.
    await expect(
      reply.getByRole("button", { name: "Read aloud" }),
    ).toBeVisible();
    await expect(attachButton(page)).toBeVisible();
    await expect(micButton(page)).toHaveCount(0);
  });
});

test("axe finds nothing with the media controls showing @mobile", async ({
  page,
}) => {
  await stubSpeechRecognition(page, { transcript: "unused" });
  const reply = await openWithReply(page);
  await expect(reply.getByRole("button", { name: "Read aloud" })).toBeVisible();
  await pickDocuments(page, [
    textDocument("scope.txt", "Scope of the pilot."),
    pdfDocument("plan.pdf", "Plan", "Phase one."),
  ]);
  await expect(attachmentChips(page).getByRole("listitem")).toHaveCount(2);
  await expect(micButton(page)).toBeVisible();
  await expect(imageButton(page)).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe("microphone with the server's transcription (fake provider)", () => {
  test.describe.configure({ mode: "serial" });
  let provider: FakeOpenAi;
  let server: ServerProcess;
  let dataDir: string;

  test.beforeAll(async () => {
    test.setTimeout(200_000);
    provider = await startFakeOpenAi();
    dataDir = seededDataDir();
    server = await startServer({
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      OPENAI_BASE_URL: provider.baseUrl,
      OPENAI_API_KEY: "test-key",
    });
  });

  test.afterAll(async () => {
    await server?.stop();
    await provider?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test.beforeEach(() => {
    provider.mode = "ok";
    provider.calls.length = 0;
  });

  test("records mono 16 kHz webm/opus, sends it, and puts the transcript in the box", async ({
    page,
  }) => {
    await stubMicrophone(page);
    // The browser's recognizer is there too: the server's transcription comes first.
    await stubSpeechRecognition(page, { transcript: "the browser's words" });
    await openChat(page, `${server.url}/about`);
    await micButton(page).click();
    await expect(toast(page, chatToasts.recordingStarted.title)).toContainText(
      chatToasts.recordingStarted.description,
    );
    await expect(micButton(page)).toHaveAccessibleName("Stop recording");
    await expect(micButton(page)).toHaveAttribute("aria-pressed", "true");
    await expect(attachButton(page)).toBeDisabled();
    await expect(imageButton(page)).toBeDisabled();
    await expect(messageBox(page)).toBeDisabled();
    expect(await read(page, "__constraints")).toEqual([
      {
        audio: {
          channelCount: 1,
          sampleRate: 16000,
          echoCancellation: true,
          noiseSuppression: true,
          autoGainControl: true,
        },
      },
    ]);
    expect(await read(page, "__recorderOptions")).toEqual({
      mimeType: "audio/webm;codecs=opus",
    });

    const upload = page.waitForRequest("**/api/chat/transcriptions");
    await micButton(page).click();
    const request = await upload;
    expect(request.headers()["content-type"]).toBe("audio/webm");
    expect(request.headers()["x-chat-session"]).toMatch(/^[0-9a-f-]{36}$/);
    await expect(messageBox(page)).toHaveValue(provider.transcript);
    await expect(toast(page, chatToasts.transcribed.title)).toContainText(
      chatToasts.transcribed.description,
    );
    expect(
      provider.calls.filter((call) =>
        call.path.endsWith("/audio/transcriptions"),
      ),
    ).toHaveLength(1);
    expect(await read<number>(page, "__tracksStopped")).toBeGreaterThan(0);
    await expect(micButton(page)).toHaveAccessibleName("Start recording");
    await expect(messageBox(page)).toBeEnabled();
  });

  test("closing the panel mid-recording releases the microphone and sends nothing", async ({
    page,
  }) => {
    await stubMicrophone(page);
    await openChat(page, `${server.url}/about`);
    await micButton(page).click();
    await expect(micButton(page)).toHaveAccessibleName("Stop recording");
    await panel(page).getByRole("button", { name: "Close chat" }).click();
    await expect
      .poll(() => read<number>(page, "__tracksStopped"))
      .toBeGreaterThan(0);
    await launcher(page).click();
    await expect(micButton(page)).toHaveAccessibleName("Start recording");
    await expect(messageBox(page)).toBeEnabled();
    expect(
      provider.calls.filter((call) =>
        call.path.endsWith("/audio/transcriptions"),
      ),
    ).toHaveLength(0);
  });

  test("a refused microphone shows 'Recording failed' and sends nothing", async ({
    page,
  }) => {
    await stubMicrophone(page, { deny: true });
    await openChat(page, `${server.url}/about`);
    await micButton(page).click();
    await expect(toast(page, chatToasts.recordingFailed.title)).toContainText(
      chatToasts.recordingFailed.description,
    );
    await expect(micButton(page)).toHaveAccessibleName("Start recording");
    await expect(micButton(page)).toBeEnabled();
    expect(provider.calls).toHaveLength(0);
  });

  test("a provider that fails shows 'Transcription failed' and leaves the box as it was", async ({
    page,
  }) => {
    provider.mode = "fail";
    await stubMicrophone(page);
    await openChat(page, `${server.url}/about`);
    await messageBox(page).fill("My question:");
    await micButton(page).click();
    await expect(micButton(page)).toHaveAccessibleName("Stop recording");
    await micButton(page).click();
    await expect(
      toast(page, chatToasts.transcriptionFailed.title),
    ).toContainText(chatToasts.transcriptionFailed.description);
    await expect(messageBox(page)).toHaveValue("My question:");
    await expect(micButton(page)).toHaveAccessibleName("Start recording");
  });
});
