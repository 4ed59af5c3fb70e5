import type { BrowserMediaSupport } from "./media-rules";

/**
 * The browser's own voice tools, as this browser has them. Chromium names its recognizer
 * webkitSpeechRecognition; neither name is in TypeScript's DOM types, hence the small shapes.
 */
export type SpeechRecognitionLike = {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onstart: (() => void) | null;
  onresult:
    | ((event: {
        results: ArrayLike<
          ArrayLike<{ transcript: string }> & { isFinal?: boolean }
        >;
      }) => void)
    | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
};

type RecognitionConstructor = new () => SpeechRecognitionLike;

export function speechRecognitionConstructor(): RecognitionConstructor | null {
  if (typeof window === "undefined") return null;
  const scope = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null;
}

export function browserMediaSupport(): BrowserMediaSupport {
  if (typeof window === "undefined") {
    return {
      mediaRecorder: false,
      getUserMedia: false,
      speechRecognition: false,
      speechSynthesis: false,
    };
  }
  return {
    mediaRecorder: typeof window.MediaRecorder === "function",
    getUserMedia: typeof navigator.mediaDevices?.getUserMedia === "function",
    speechRecognition: speechRecognitionConstructor() !== null,
    speechSynthesis:
      "speechSynthesis" in window &&
      typeof window.SpeechSynthesisUtterance === "function",
  };
}

export function pageLanguage(): string {
  return typeof document === "undefined"
    ? "en"
    : document.documentElement.lang || "en";
}
