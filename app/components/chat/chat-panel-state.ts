/**
 * What the launcher (app/enhance/chat-launcher.ts, ≤ 3 KB) and the panel island share: the
 * panel's element id and the sessionStorage key that says the panel was open, so it opens
 * again after a navigation. Kept apart from the panel's code so the launcher stays small.
 */
export const CHAT_PANEL_ID = "chat-panel";

/** "1" while the panel is open in this browser session. */
export const CHAT_OPEN_KEY = "chat:open";

export function readOpenFlag(): boolean {
  try {
    return sessionStorage.getItem(CHAT_OPEN_KEY) === "1";
  } catch {
    return false; // storage blocked: the panel simply does not reopen by itself
  }
}

export function writeOpenFlag(open: boolean): void {
  try {
    if (open) sessionStorage.setItem(CHAT_OPEN_KEY, "1");
    else sessionStorage.removeItem(CHAT_OPEN_KEY);
  } catch {
    // storage blocked: nothing to remember
  }
}

/** The island's entry point, called by the launcher after it loaded the panel's chunk. */
export type ChatPanelController = {
  /** focus: false when reopening after a navigation, so the page's own focus is left alone. */
  open(options?: { focus?: boolean }): void;
  close(): void;
  isOpen(): boolean;
};
