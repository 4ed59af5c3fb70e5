import { useEffect, useState } from "react";
import type { ChatCapabilities } from "~/domain/chat/chat-api";
import { fetchCapabilities } from "./media-client";

/**
 * When the server cannot say what it offers, the panel offers what the browser itself can do:
 * its own speech synthesis and recognizer, nothing that needs the server's engines.
 */
export const BROWSER_ONLY_CAPABILITIES: ChatCapabilities = {
  speech: "browser",
  transcription: "browser",
  brain: "offline",
};

// One request per page load, shared by every control that asks (they mount and unmount with the panel).
let known: ChatCapabilities | null = null;
let request: Promise<ChatCapabilities> | null = null;

function loadCapabilities(): Promise<ChatCapabilities> {
  request ??= fetchCapabilities()
    .catch(() => BROWSER_ONLY_CAPABILITIES)
    .then((capabilities) => (known = capabilities));
  return request;
}

/** What this server offers the chat (GET chatPaths.capabilities); null until the answer is in. */
export function useChatCapabilities(): ChatCapabilities | null {
  const [capabilities, setCapabilities] = useState<ChatCapabilities | null>(
    known,
  );
  useEffect(() => {
    if (known) return;
    let current = true;
    void loadCapabilities().then((answer) => {
      if (current) setCapabilities(answer);
    });
    return () => {
      current = false;
    };
  }, []);
  return capabilities;
}
