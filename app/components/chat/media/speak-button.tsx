import { Square, Volume2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { ChatCapabilities } from "~/domain/chat/chat-api";
import { chatIntl, chatToasts } from "../chat-intl";
import { Spinner } from "~/components/ui/spinner";
import { browserMediaSupport, pageLanguage } from "./browser-media";
import { readChatSessionId } from "./chat-session";
import { MediaButton } from "./media-button";
import { synthesizeSpeech } from "./media-client";
import {
  pickEnglishVoice,
  speakableText,
  speechEngine,
  speechLanguage,
} from "./media-rules";
import { toastFailure } from "./media-toast";
import { useBusyFlag } from "./use-busy-flag";

type SpeechState = "idle" | "loading" | "speaking";

/**
 * Reads one assistant reply aloud: with the server's voice when it has one (audio played from
 * a blob URL), else the browser's speech synthesis in English. A second press stops. While it
 * runs the button stays pressable even when the panel disables the other controls, since it
 * is the way to stop.
 */
export function SpeakButton({
  text,
  disabled = false,
  capabilities,
  onBusyChange,
  sessionId,
  active = true,
}: {
  text: string;
  disabled?: boolean;
  /** False while the panel is closed: reading stops. */
  active?: boolean;
  capabilities: ChatCapabilities | null;
  onBusyChange?: (busy: boolean) => void;
  /** The chat session; read from sessionStorage when not given. */
  sessionId?: string;
}) {
  const [support] = useState(browserMediaSupport);
  const [state, setState] = useState<SpeechState>("idle");
  const stop = useRef<(() => void) | null>(null);
  useBusyFlag(state !== "idle", onBusyChange);
  useEffect(() => () => stop.current?.(), []);
  useEffect(() => {
    if (!active) stop.current?.();
  }, [active]);

  const engine = speechEngine(capabilities, support);
  if (!engine || !text.trim()) return null;

  function speakOnServer() {
    const session = sessionId ?? readChatSessionId();
    const controller = new AbortController();
    let audio: HTMLAudioElement | null = null;
    let url: string | null = null;
    let stopped = false;
    const finish = () => {
      stopped = true;
      audio?.pause();
      if (url) URL.revokeObjectURL(url);
      url = null;
      stop.current = null;
      setState("idle");
    };
    const fail = (error?: unknown) => {
      if (stopped) return;
      toastFailure(chatToasts().speechFailed, error);
      finish();
    };
    stop.current = () => {
      controller.abort();
      finish();
    };
    setState("loading");
    if (!session) return fail();
    void (async () => {
      try {
        const recording = await synthesizeSpeech(
          session,
          speakableText(text),
          controller.signal,
        );
        if (stopped) return;
        url = URL.createObjectURL(recording);
        audio = new Audio(url);
        audio.addEventListener("ended", finish);
        audio.addEventListener("error", () => fail());
        await audio.play();
        if (!stopped) setState("speaking");
      } catch (error) {
        fail(error);
      }
    })();
  }

  function speakInBrowser() {
    const synthesis = window.speechSynthesis;
    let stopped = false;
    const finish = () => {
      stopped = true;
      stop.current = null;
      setState("idle");
    };
    try {
      synthesis.cancel();
      const utterance = new SpeechSynthesisUtterance(speakableText(text));
      const lang = speechLanguage(pageLanguage());
      utterance.lang = lang;
      const voice = pickEnglishVoice(synthesis.getVoices(), lang);
      if (voice) utterance.voice = voice;
      utterance.onend = finish;
      utterance.onerror = (event) => {
        // Stopping (ours, or another reply starting) cancels the utterance: not a failure.
        if (
          !stopped &&
          event.error !== "interrupted" &&
          event.error !== "canceled"
        )
          toastFailure(chatToasts().speechFailed);
        finish();
      };
      stop.current = () => {
        stopped = true;
        synthesis.cancel();
        finish();
      };
      setState("speaking");
      synthesis.speak(utterance);
    } catch (error) {
      toastFailure(chatToasts().speechFailed, error);
      finish();
    }
  }

  const running = state !== "idle";
  return (
    <MediaButton
      label={
        running
          ? chatIntl().formatMessage({
              id: "chat.media.stopReading",
              defaultMessage: "Stop reading",
            })
          : chatIntl().formatMessage({
              id: "chat.media.readAloud",
              defaultMessage: "Read aloud",
            })
      }
      active={running}
      disabled={disabled && !running}
      aria-busy={state === "loading" || undefined}
      className="size-8"
      onClick={() => {
        if (stop.current) return stop.current();
        if (engine === "server") speakOnServer();
        else speakInBrowser();
      }}
    >
      {state === "loading" ? (
        <Spinner className="size-4" />
      ) : running ? (
        <Square aria-hidden="true" className="size-4" />
      ) : (
        <Volume2 aria-hidden="true" className="size-4" />
      )}
    </MediaButton>
  );
}
