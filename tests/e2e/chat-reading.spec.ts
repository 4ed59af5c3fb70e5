import type { Page } from "@playwright/test";
import {
  fulfilReply,
  mockCapabilities,
  openChat,
  panel,
  replies,
  replyEvents,
  sendMessage,
} from "./chat-support";
import { expect, test } from "./fixtures";

/**
 * Reading the assistant, on a phone most of all: the live region says a reply's words (not its
 * markdown), a long reply opens at its first line (not its end), and the floating launcher never
 * sits on a form control (docs/chat-widget.md).
 */
test.beforeEach(async ({ page }) => {
  await mockCapabilities(page);
});

const PHONE = { width: 375, height: 667 };

test("the live region announces a reply's words, not its markdown", async ({
  page,
}) => {
  const reply =
    "Pour commencer : [Démarrer un projet](/fr/get-started).\n\n" +
    "1. **Exploration** : deux semaines\n2. _Conception_";
  await page.route("**/api/chat/messages", (route) =>
    fulfilReply(route, replyEvents(reply)),
  );
  await openChat(page);
  await sendMessage(page, "Comment commencer ?");
  await expect(
    replies(page).last().getByRole("link", { name: "Démarrer un projet" }),
  ).toBeVisible();
  const announcer = panel(page).locator("[data-chat-announcer]");
  await expect(announcer).toHaveText(
    /^Pour commencer : Démarrer un projet\.\s*Exploration : deux semaines\s*Conception$/,
  );
  await expect(announcer).not.toContainText("](");
  await expect(announcer).not.toContainText("**");
});

test("a long reply opens at its first line, on a phone @phone", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const paragraphs = Array.from(
    { length: 30 },
    (_, n) => `Paragraph ${n + 1} of a long answer about digital services.`,
  );
  const reply = ["FIRST LINE of the answer.", ...paragraphs].join("\n\n");
  await page.route("**/api/chat/messages", (route) =>
    fulfilReply(route, replyEvents(reply)),
  );
  await openChat(page);
  await sendMessage(page, "Tell me everything.");
  const answer = replies(page).last();
  await expect(answer).toContainText("Paragraph 30");
  const log = panel(page).getByRole("list", { name: "Conversation" });
  // The reply's first line is inside the conversation's visible box; its end is not.
  await expect
    .poll(() => visibleIn(log, answer.getByText("FIRST LINE of the answer.")))
    .toBe(true);
  await expect
    .poll(() => visibleIn(log, answer.getByText("Paragraph 30 of")))
    .toBe(false);
});

/** Whether `target` lies wholly inside the scrolled box of `box`. */
async function visibleIn(
  box: ReturnType<Page["locator"]>,
  target: ReturnType<Page["locator"]>,
): Promise<boolean> {
  const outer = await box.boundingBox();
  const inner = await target.boundingBox();
  if (!outer || !inner) return false;
  return (
    inner.y >= outer.y - 1 &&
    inner.y + inner.height <= outer.y + outer.height + 1
  );
}

/**
 * The form controls a visible launcher covers once the page has scrolled to `top` and drawn two
 * frames (what the launcher does on a scroll has run by then), by name.
 */
function coveredControlsAt(page: Page, top: number): Promise<string[]> {
  return page.evaluate(async (y) => {
    // Instantly: the site scrolls smoothly, and two frames into a smooth scroll the page has barely moved.
    window.scrollTo({ top: y, behavior: "instant" });
    await new Promise((drawn) =>
      requestAnimationFrame(() => requestAnimationFrame(drawn)),
    );
    const button = document.querySelector<HTMLElement>(
      "button[data-chat-launcher]",
    );
    if (!button || getComputedStyle(button).visibility === "hidden") return [];
    const b = button.getBoundingClientRect();
    return [
      ...document.querySelectorAll<HTMLElement>(
        "form input:not([type=hidden]), form select, form textarea, form button",
      ),
    ]
      .filter((control) => {
        const c = control.getBoundingClientRect();
        if (!c.width || !c.height) return false;
        return (
          c.left < b.right &&
          c.right > b.left &&
          c.top < b.bottom &&
          c.bottom > b.top
        );
      })
      .map(
        (control) =>
          control.getAttribute("name") ?? control.textContent?.trim() ?? "",
      );
  }, top);
}

for (const path of ["/contact", "/fr/contact", "/blueprint"]) {
  test(`at 375 px the launcher never covers a form control of ${path}, whatever the scroll @phone`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto(path);
    // The page's language names the button: found by what it is.
    const button = page.locator("button[data-chat-launcher][data-enhanced]");
    await expect(button).toHaveCount(1);
    const height = await page.evaluate(
      () => document.documentElement.scrollHeight,
    );
    for (let y = 0; y <= height; y += 120) {
      await expect
        .poll(() => coveredControlsAt(page, y), {
          message: `at ${y} px`,
          intervals: [50, 100, 250],
        })
        .toEqual([]);
    }
    // Away from any form, the launcher is there to open the chat.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(button).toBeVisible();
  });
}
