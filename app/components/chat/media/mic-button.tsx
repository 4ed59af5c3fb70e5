import { Mic, Square } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { ChatCapabilities } from "~/domain/chat/chat-api";
import { chatIntl, chatToasts } from "../chat-intl";
import { Spinner } from "~/components/ui/spinner";
import { showToast } from "~/enhance/toast";
import {
  browserMediaSupport,
  pageLanguage,
  speechRecognitionConstructor,
} from "./browser-media";
import { readChatSessionId } from "./chat-session";
import { MediaButton } from "./media-button";
import { transcribeRecording } from "./media-client";
import {
  MAX_RECORDING_MS,
  recognitionFailure,
  recordingProblem,
  recordingUploadType,
  speechLanguage,
  transcriptionEngine,
  VOICE_CAPTURE_CONSTRAINTS,
  VOICE_RECORDING_TYPE,
} from "./media-rules";
import { toastFailure, toastSuccess } from "./media-toast";
import { useBusyFlag } from "./use-busy-flag";

type RecordingState = "idle" | "starting" | "recording" | "transcribing";

/**
 * Turns the visitor's voice into text for the input box: recorded here (mono 16 kHz
 * webm/opus) and transcribed by the server's provider, or heard by the browser's own
 * recognizer. Not shown when neither can be done. While recording the button stays
 * pressable even when the panel disables the other controls, since it is the way to stop.
 */
export function MicButton({
  disabled = false,
  capabilities,
  onBusyChange,
  onTranscript,
  sessionId,
  active = true,
}: {
  disabled?: boolean;
  /** False while the panel is closed: a recording in progress is dropped and the microphone released. */
  active?: boolean;
  capabilities: ChatCapabilities | null;
  onBusyChange?: (busy: boolean) => void;
  onTranscript: (text: string) => void;
  /** The chat session; read from sessionStorage when not given. */
  sessionId?: string;
}) {
  const [support] = useState(browserMediaSupport);
  const [state, setState] = useState<RecordingState>("idle");
  const stop = useRef<(() => void) | null>(null);
  // Called when the panel closes mid-recording: nothing is transcribed, the microphone is released.
  const discard = useRef<(() => void) | null>(null);
  const transcriptHandler = useRef(onTranscript);
  useEffect(() => {
    transcriptHandler.current = onTranscript;
  });
  useBusyFlag(state !== "idle", onBusyChange);
  useEffect(() => () => discard.current?.(), []);
  useEffect(() => {
    if (active || !discard.current) return;
    discard.current();
    discard.current = null;
    stop.current = null;
    // The recording was dropped, not finished: the button is ready for the next one.
    setState("idle");
  }, [active]);

  const engine = transcriptionEngine(capabilities, support);
  if (!engine) return null;

  function deliver(text: string) {
    transcriptHandler.current(text);
    toastSuccess(chatToasts().transcribed);
  }

  async function transcribe(recording: Blob) {
    const problem = recordingProblem(recording.size);
    const session = sessionId ?? readChatSessionId();
    if (problem || !session) {
      showToast({
        title: chatToasts().transcriptionFailed.title,
        description: problem ?? chatToasts().transcriptionFailed.description,
        variant: "error",
      });
      setState("idle");
      return;
    }
    setState("transcribing");
    try {
      deliver(await transcribeRecording(session, recording));
    } catch (error) {
      toastFailure(chatToasts().transcriptionFailed, error);
    } finally {
      setState("idle");
    }
  }

  async function recordForServer() {
    setState("starting");
    let stream: MediaStream;
    let recorder: MediaRecorder;
    try {
      stream = await navigator.mediaDevices.getUserMedia({
        audio: VOICE_CAPTURE_CONSTRAINTS,
      });
    } catch {
      toastFailure(chatToasts().recordingFailed);
      setState("idle");
      return;
    }
    const release = () => stream.getTracks().forEach((track) => track.stop());
    try {
      const mimeType = MediaRecorder.isTypeSupported?.(VOICE_RECORDING_TYPE)
        ? VOICE_RECORDING_TYPE
        : undefined;
      recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    } catch {
      release();
      toastFailure(chatToasts().recordingFailed);
      setState("idle");
      return;
    }
    const chunks: Blob[] = [];
    let discarded = false;
    const limit = window.setTimeout(() => stop.current?.(), MAX_RECORDING_MS);
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstop = () => {
      window.clearTimeout(limit);
      release();
      stop.current = null;
      discard.current = null;
      if (!discarded)
        void transcribe(
          new Blob(chunks, {
            type: recordingUploadType(recorder.mimeType ?? ""),
          }),
        );
    };
    stop.current = () => {
      if (recorder.state !== "inactive") recorder.stop();
    };
    discard.current = () => {
      discarded = true;
      window.clearTimeout(limit);
      if (recorder.state !== "inactive") recorder.stop();
      release();
    };
    try {
      recorder.start(1000);
    } catch {
      discard.current();
      stop.current = null;
      discard.current = null;
      toastFailure(chatToasts().recordingFailed);
      setState("idle");
      return;
    }
    setState("recording");
    toastSuccess(chatToasts().recordingStarted);
  }

  function listenInBrowser() {
    const Recognition = speechRecognitionConstructor();
    if (!Recognition) return;
    const recognition = new Recognition();
    recognition.lang = speechLanguage(pageLanguage());
    recognition.continuous = false;
    recognition.interimResults = false;
    recognition.maxAlternatives = 1;
    let transcript = "";
    let failure: ReturnType<typeof recognitionFailure> | null = null;
    let discarded = false;
    recognition.onstart = () => {
      setState("recording");
      toastSuccess(chatToasts().recordingStarted);
    };
    recognition.onresult = (event) => {
      transcript = Array.from(
        event.results,
        (result) => result[0]?.transcript ?? "",
      )
        .join(" ")
        .trim();
    };
    recognition.onerror = (event) => {
      failure = recognitionFailure(event.error);
    };
    recognition.onend = () => {
      stop.current = null;
      discard.current = null;
      setState("idle");
      if (discarded || failure === "none") return;
      if (failure === "recording") toastFailure(chatToasts().recordingFailed);
      else if (failure === null && transcript) deliver(transcript);
      else toastFailure(chatToasts().transcriptionFailed);
    };
    stop.current = () => recognition.stop();
    discard.current = () => {
      discarded = true;
      recognition.abort();
    };
    setState("starting");
    try {
      recognition.start();
    } catch {
      stop.current = null;
      discard.current = null;
      toastFailure(chatToasts().recordingFailed);
      setState("idle");
    }
  }

  const recording = state === "recording";
  return (
    <MediaButton
      label={
        recording
          ? chatIntl().formatMessage({
              id: "chat.media.stopRecording",
              defaultMessage: "Stop recording",
            })
          : chatIntl().formatMessage({
              id: "chat.media.startRecording",
              defaultMessage: "Start recording",
            })
      }
      aria-pressed={recording}
      active={recording}
      disabled={recording ? false : disabled || state !== "idle"}
      aria-busy={state === "starting" || state === "transcribing" || undefined}
      onClick={() => {
        if (recording) return stop.current?.();
        if (engine === "server") void recordForServer();
        else listenInBrowser();
      }}
    >
      {recording ? (
        <Square aria-hidden="true" className="size-4 fill-current" />
      ) : state === "idle" ? (
        <Mic aria-hidden="true" className="size-5" />
      ) : (
        <Spinner className="size-5" />
      )}
    </MediaButton>
  );
}
