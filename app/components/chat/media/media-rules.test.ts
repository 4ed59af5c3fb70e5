import { describe, expect, it } from "vitest";
import { chatLimits, type ChatCapabilities } from "~/domain/chat/chat-api";
import {
  ChatMediaRequestError,
  failureDescription,
  formatBytes,
  imageProblem,
  pickEnglishVoice,
  recognitionFailure,
  recordingProblem,
  recordingUploadType,
  rejectedDocumentsTitle,
  selectDocuments,
  speakableText,
  speechEngine,
  speechLanguage,
  transcriptionEngine,
  VOICE_CAPTURE_CONSTRAINTS,
  VOICE_RECORDING_TYPE,
} from "./media-rules";

const file = (name: string, size = 1000, lastModified = 1) => ({
  name,
  size,
  lastModified,
});

describe("selectDocuments", () => {
  it("accepts .pdf .doc .docx .txt in any letter case, after the ones already attached", () => {
    const existing = [file("brief.pdf")];
    const picked = [file("notes.TXT"), file("old.doc"), file("plan.Docx")];
    const { files, problems } = selectDocuments(existing, picked);
    expect(files.map((f) => f.name)).toEqual([
      "brief.pdf",
      "notes.TXT",
      "old.doc",
      "plan.Docx",
    ]);
    expect(problems).toEqual([]);
  });

  it("refuses other types, naming the file and what is accepted", () => {
    const { files, problems } = selectDocuments(
      [],
      [file("photo.png"), file("report.pdf.exe"), file("README")],
    );
    expect(files).toEqual([]);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toBe(
      "“photo.png” is not a document we can read. Attach PDF, Word (.doc, .docx) or plain text (.txt) documents.",
    );
  });

  it("refuses empty and oversize documents, and the same file twice", () => {
    const attached = file("a.pdf", 10, 5);
    const { files, problems } = selectDocuments(
      [attached],
      [
        file("empty.txt", 0),
        file("huge.pdf", chatLimits.maxDocumentBytes + 1),
        file("a.pdf", 10, 5),
        file("edge.pdf", chatLimits.maxDocumentBytes),
      ],
    );
    expect(files.map((f) => f.name)).toEqual(["a.pdf", "edge.pdf"]);
    expect(problems).toEqual([
      "“empty.txt” is empty.",
      "“huge.pdf” is larger than 10 MB.",
      "“a.pdf” is already attached.",
    ]);
  });

  it("stops at the attachment limit and says how many were left out", () => {
    const picked = Array.from(
      { length: chatLimits.maxAttachments + 2 },
      (_, i) => file(`doc-${i}.txt`),
    );
    const { files, problems } = selectDocuments([file("first.pdf")], picked);
    expect(files).toHaveLength(chatLimits.maxAttachments);
    expect(problems).toEqual([
      `You can attach up to ${chatLimits.maxAttachments} documents to one message; 3 were not added.`,
    ]);
    expect(
      selectDocuments(files.slice(0, 4), [file("x.txt"), file("y.txt")])
        .problems,
    ).toEqual([
      `You can attach up to ${chatLimits.maxAttachments} documents to one message; 1 was not added.`,
    ]);
  });

  it("titles the refusal toast by how many files it lists", () => {
    expect(rejectedDocumentsTitle(1)).toBe("Document not added");
    expect(rejectedDocumentsTitle(2)).toBe("Some documents were not added");
  });
});

describe("imageProblem", () => {
  it("lets an image within the limit through", () => {
    expect(
      imageProblem({ name: "scan.png", type: "image/png", size: 2000 }),
    ).toBeNull();
    expect(
      imageProblem({
        name: "max.jpg",
        type: "image/jpeg",
        size: chatLimits.maxImageBytes,
      }),
    ).toBeNull();
  });
  it("refuses what is not an image, an empty file and one over the limit", () => {
    expect(
      imageProblem({ name: "a.pdf", type: "application/pdf", size: 10 }),
    ).toMatch(/“a.pdf” is not an image/);
    expect(imageProblem({ name: "e.png", type: "image/png", size: 0 })).toBe(
      "“e.png” is empty.",
    );
    expect(
      imageProblem({
        name: "big.png",
        type: "image/png",
        size: chatLimits.maxImageBytes + 1,
      }),
    ).toBe("“big.png” is larger than 8 MB.");
  });
});

describe("formatBytes", () => {
  it("reads like a file size", () => {
    expect(formatBytes(512)).toBe("512 B");
    expect(formatBytes(2048)).toBe("2 KB");
    expect(formatBytes(1536 * 1024)).toBe("1.5 MB");
    expect(formatBytes(10 * 1024 * 1024)).toBe("10 MB");
  });
});

describe("failureDescription (which sentence a failure toast shows)", () => {
  const spec = "Failed to upload files. Please try again.";
  it("keeps the spec's sentence for network failures, server errors, 404 and refusals without a sentence", () => {
    expect(failureDescription(spec, new ChatMediaRequestError(0, null))).toBe(
      spec,
    );
    expect(
      failureDescription(
        spec,
        new ChatMediaRequestError(500, "Internal detail"),
      ),
    ).toBe(spec);
    expect(
      failureDescription(
        spec,
        new ChatMediaRequestError(503, "Speech engine down"),
      ),
    ).toBe(spec);
    expect(
      failureDescription(spec, new ChatMediaRequestError(404, "Not found")),
    ).toBe(spec);
    expect(failureDescription(spec, new ChatMediaRequestError(415, null))).toBe(
      spec,
    );
    expect(failureDescription(spec, new Error("boom"))).toBe(spec);
    expect(failureDescription(spec, undefined)).toBe(spec);
  });
  it("shows the server's own sentence when it refused the request (wrong type, too large, no text, rate limit)", () => {
    for (const status of [400, 409, 413, 415, 422, 429]) {
      expect(
        failureDescription(
          spec,
          new ChatMediaRequestError(status, "“x.pdf” is not a PDF."),
        ),
      ).toBe("“x.pdf” is not a PDF.");
    }
  });
});

const support = (
  overrides: Partial<
    Record<
      | "mediaRecorder"
      | "getUserMedia"
      | "speechRecognition"
      | "speechSynthesis",
      boolean
    >
  > = {},
) => ({
  mediaRecorder: false,
  getUserMedia: false,
  speechRecognition: false,
  speechSynthesis: false,
  ...overrides,
});
const caps = (
  speech: "server" | "browser",
  transcription: "server" | "browser",
): ChatCapabilities => ({ speech, transcription, brain: "offline" });

describe("transcriptionEngine (whether and how the microphone button works)", () => {
  it("uses the server when it transcribes and the browser can record", () => {
    expect(
      transcriptionEngine(
        caps("browser", "server"),
        support({ mediaRecorder: true, getUserMedia: true }),
      ),
    ).toBe("server");
    expect(
      transcriptionEngine(
        caps("browser", "server"),
        support({
          mediaRecorder: true,
          getUserMedia: true,
          speechRecognition: true,
        }),
      ),
    ).toBe("server");
  });
  it("falls back to the browser's recognizer when the server does not transcribe or the browser cannot record", () => {
    expect(
      transcriptionEngine(
        caps("browser", "browser"),
        support({
          mediaRecorder: true,
          getUserMedia: true,
          speechRecognition: true,
        }),
      ),
    ).toBe("browser");
    expect(
      transcriptionEngine(
        caps("browser", "server"),
        support({ mediaRecorder: true, speechRecognition: true }),
      ),
    ).toBe("browser");
  });
  it("offers nothing when neither can be done", () => {
    expect(
      transcriptionEngine(
        caps("server", "browser"),
        support({ mediaRecorder: true, getUserMedia: true }),
      ),
    ).toBeNull();
    expect(
      transcriptionEngine(
        caps("browser", "server"),
        support({ getUserMedia: true }),
      ),
    ).toBeNull();
  });
  it("offers nothing until the server has said what it offers", () => {
    expect(
      transcriptionEngine(
        null,
        support({
          speechRecognition: true,
          mediaRecorder: true,
          getUserMedia: true,
        }),
      ),
    ).toBeNull();
  });
});

describe("speechEngine (who reads a reply aloud)", () => {
  it("uses the server's voice when it has one, else the browser's speech synthesis, else nothing", () => {
    expect(speechEngine(caps("server", "browser"), support())).toBe("server");
    expect(
      speechEngine(
        caps("browser", "browser"),
        support({ speechSynthesis: true }),
      ),
    ).toBe("browser");
    expect(speechEngine(null, support({ speechSynthesis: true }))).toBeNull();
    expect(speechEngine(caps("browser", "browser"), support())).toBeNull();
  });
});

describe("speakableText", () => {
  it("reads link titles, not targets, and drops markdown marks", () => {
    const reply =
      "## Our work\nSee **[E-visa platform](/projects/e-visa)** and _the_ `blueprint`.\n\n- One\n- Two\n> quoted";
    expect(speakableText(reply)).toBe(
      "Our work\nSee E-visa platform and the blueprint.\nOne\nTwo\nquoted",
    );
  });
  it("stays within the limit, cut at a word", () => {
    const long = "word ".repeat(2000);
    const spoken = speakableText(long, 23);
    expect(spoken).toBe("word word word word");
    expect(speakableText(long).length).toBeLessThanOrEqual(
      chatLimits.maxSpeechChars,
    );
  });
});

describe("browser voice and language", () => {
  const voices = [
    { lang: "fr-FR", default: true },
    { lang: "en-US" },
    { lang: "en_CA" },
  ];
  it("prefers the page's English, then any English voice", () => {
    expect(pickEnglishVoice(voices, "en-CA")).toEqual({ lang: "en_CA" });
    expect(pickEnglishVoice(voices, "en-GB")).toEqual({ lang: "en-US" });
    expect(pickEnglishVoice([{ lang: "fr-FR" }], "en-CA")).toBeNull();
  });
  it("speaks and listens in the page's English, else Canadian English", () => {
    expect(speechLanguage("en-CA")).toBe("en-CA");
    expect(speechLanguage("en")).toBe("en");
    expect(speechLanguage("fr")).toBe("en-CA");
  });
});

describe("recognitionFailure", () => {
  it("treats a refused or missing microphone as a recording failure, a stop as nothing, the rest as transcription failures", () => {
    expect(recognitionFailure("not-allowed")).toBe("recording");
    expect(recognitionFailure("service-not-allowed")).toBe("recording");
    expect(recognitionFailure("audio-capture")).toBe("recording");
    expect(recognitionFailure("aborted")).toBe("none");
    expect(recognitionFailure("no-speech")).toBe("transcription");
    expect(recognitionFailure("network")).toBe("transcription");
  });
});

describe("voice capture", () => {
  it("records mono 16 kHz webm/opus with echo cancellation, noise suppression and auto gain", () => {
    expect(VOICE_CAPTURE_CONSTRAINTS).toEqual({
      channelCount: 1,
      sampleRate: 16000,
      echoCancellation: true,
      noiseSuppression: true,
      autoGainControl: true,
    });
    expect(VOICE_RECORDING_TYPE).toBe("audio/webm;codecs=opus");
  });
  it("refuses an empty or over-long recording before it is sent", () => {
    expect(recordingProblem(0)).toMatch(/Nothing was recorded/);
    expect(recordingProblem(chatLimits.maxAudioBytes + 1)).toMatch(/too long/);
    expect(recordingProblem(5000)).toBeNull();
  });
});

describe("recordingUploadType", () => {
  it("sends webm as audio/webm, and another container as what it is", () => {
    expect(recordingUploadType("audio/webm;codecs=opus")).toBe("audio/webm");
    expect(recordingUploadType("audio/mp4")).toBe("audio/mp4");
    expect(recordingUploadType("")).toBe("audio/webm");
    expect(recordingUploadType("video/webm; codecs=vp8")).toBe("audio/webm");
  });
});
