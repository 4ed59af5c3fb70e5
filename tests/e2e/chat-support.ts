import type { Locator, Page, Route } from "@playwright/test";
import type { ChatStreamEvent } from "../../app/domain/chat/chat-api";
import { expect } from "./fixtures";

/** The chat widget as a visitor meets it (app/components/chat, app/enhance/chat-launcher.ts). */
export const LAUNCHER_NAME = "Chat with our digital transformation expert";

export const launcher = (page: Page) =>
  page.getByRole("button", { name: LAUNCHER_NAME });
export const panel = (page: Page) =>
  page.getByRole("dialog", { name: "Digital transformation expert" });
export const messageBox = (page: Page) =>
  panel(page).getByRole("textbox", { name: "Your message" });
export const sendButton = (page: Page) =>
  panel(page).getByRole("button", { name: "Send message" });
export const replies = (page: Page) =>
  panel(page).locator('[data-chat-message="assistant"]');
export const visitorLines = (page: Page) =>
  panel(page).locator('[data-chat-message="user"]');

/** Opens a public page and waits until the launcher is the button that opens the panel. */
export async function gotoWithChat(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(launcher(page)).toHaveAttribute("data-enhanced", "");
}

export async function openChat(page: Page, path = "/"): Promise<Locator> {
  await gotoWithChat(page, path);
  await launcher(page).click();
  await expect(panel(page)).toBeVisible();
  await expect(messageBox(page)).toBeFocused();
  return panel(page);
}

export async function sendMessage(page: Page, text: string): Promise<void> {
  await messageBox(page).fill(text);
  await messageBox(page).press("Enter");
}

/** A toast of the public pages (app/enhance/toast.ts). */
export const toast = (page: Page, title: string) =>
  page.locator("[data-toast]").filter({ hasText: title }).first();

export const ndjson = (events: ChatStreamEvent[]) =>
  events.map((event) => JSON.stringify(event)).join("\n") + "\n";

export const TEST_CONVERSATION_ID = "6f1c1d0e-8a3b-4c5d-9e7f-0a1b2c3d4e5f";

/** A whole reply, as the server streams it, for tests that mock /api/chat/messages. */
export function replyEvents(
  content: string,
  extra: ChatStreamEvent[] = [],
): ChatStreamEvent[] {
  return [
    { type: "conversation", conversationId: TEST_CONVERSATION_ID },
    { type: "delta", text: content },
    ...extra,
    { type: "done", messageId: crypto.randomUUID(), content },
  ];
}

export function fulfilReply(
  route: Route,
  events: ChatStreamEvent[],
): Promise<void> {
  return route.fulfill({
    status: 200,
    contentType: "application/x-ndjson",
    body: ndjson(events),
  });
}

/** The capabilities the media controls ask for, answered by the browser-only set (no server voice). */
export async function mockCapabilities(page: Page): Promise<void> {
  await page.route("**/api/chat/capabilities", (route) =>
    route.fulfill({
      json: { speech: "browser", transcription: "browser", brain: "offline" },
    }),
  );
}
