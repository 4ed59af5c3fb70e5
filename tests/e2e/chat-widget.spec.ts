import type { Page, Request } from "@playwright/test";
import type { ChatContactResult } from "../../app/domain/chat/chat-api";
import { CHAT_CONSENT_TEXT } from "../../app/domain/chat/chat-copy";
import { CHAT_GREETING } from "../support/chat-copy-english";
import {
  fulfilReply,
  gotoWithChat,
  launcher,
  LAUNCHER_NAME,
  messageBox,
  mockCapabilities,
  openChat,
  panel,
  replies,
  replyEvents,
  sendButton,
  sendMessage,
  TEST_CONVERSATION_ID,
  toast,
  visitorLines,
} from "./chat-support";
import { axeScan, expect, expectNoAxeViolations, test } from "./fixtures";

/**
 * The chat widget's own behaviour in Chromium (docs/chat-widget.md), with /api/chat answered
 * by the test (page.route) so each case controls exactly what the server says: the launcher,
 * opening and closing, the keyboard, the pending state, safe rendering, refusals and failures,
 * the contact form and the hand-off. chat-widget-live.spec.ts runs the same panel against the
 * real server (streaming, persistence, limits, leads).
 */

test.beforeEach(async ({ page }) => {
  await mockCapabilities(page);
});

test.describe("launcher", () => {
  for (const path of [
    "/",
    "/solutions",
    "/blog",
    "/contact",
    "/no-such-page",
    "/solutions/no-such-solution",
  ]) {
    test(`is on ${path}`, async ({ page }) => {
      await gotoWithChat(page, path);
      await expect(launcher(page)).toHaveAttribute("aria-expanded", "false");
      await expect(launcher(page)).toHaveAttribute(
        "aria-controls",
        "chat-panel",
      );
      const box = await launcher(page).boundingBox();
      const viewport = page.viewportSize()!;
      expect(box!.x + box!.width).toBeGreaterThan(viewport.width - 40);
      expect(box!.y + box!.height).toBeGreaterThan(viewport.height - 40);
    });
  }

  test("is a link to the contact page without JavaScript", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto("/about");
    const link = page.getByRole("link", { name: "Contact our team" });
    await expect(link).toHaveAttribute("href", "/contact");
    await expect(page.getByRole("button", { name: LAUNCHER_NAME })).toHaveCount(
      0,
    );
    await context.close();
  });
});

test("opens with the greeting and focus in the message box; Escape closes and focus returns", async ({
  page,
}) => {
  await openChat(page, "/about");
  await expect(launcher(page)).toHaveAttribute("aria-expanded", "true");
  await expect(replies(page)).toHaveCount(1);
  await expect(replies(page).first()).toHaveText(CHAT_GREETING);
  await page.keyboard.press("Escape");
  await expect(panel(page)).toBeHidden();
  await expect(launcher(page)).toBeFocused();
  await expect(launcher(page)).toHaveAttribute("aria-expanded", "false");
  // The close button does the same, and the greeting is not added twice.
  await launcher(page).click();
  await expect(messageBox(page)).toBeFocused();
  await expect(replies(page)).toHaveCount(1);
  await panel(page).getByRole("button", { name: "Close chat" }).click();
  await expect(panel(page)).toBeHidden();
  await expect(launcher(page)).toBeFocused();
});

test("Enter sends, Shift+Enter makes a new line, blank text is never sent", async ({
  page,
}) => {
  const posted: Request[] = [];
  await page.route("**/api/chat/messages", (route) => {
    posted.push(route.request());
    return fulfilReply(route, replyEvents("Noted."));
  });
  await openChat(page);
  await expect(sendButton(page)).toBeDisabled();
  await messageBox(page).fill("   \n  ");
  await expect(sendButton(page)).toBeDisabled();
  await messageBox(page).press("Enter");
  await messageBox(page).fill("First line");
  await messageBox(page).press("Shift+Enter");
  await messageBox(page).pressSequentially("second line");
  await expect(messageBox(page)).toHaveValue("First line\nsecond line");
  expect(posted).toHaveLength(0);
  await messageBox(page).press("Enter");
  await expect(visitorLines(page)).toHaveText(["First line\nsecond line"]);
  await expect(replies(page).last()).toHaveText("Noted.");
  await expect(messageBox(page)).toHaveValue("");
  expect(posted).toHaveLength(1);
  const body = posted[0]!.postDataJSON() as {
    message: string;
    sessionId: string;
    conversationId: string | null;
    pagePath: string;
  };
  expect(body).toMatchObject({
    message: "First line\nsecond line",
    conversationId: null,
    pagePath: "/",
  });
  expect(posted[0]!.headers()["x-chat-session"]).toBe(body.sessionId);
  // The next message continues the conversation the server named.
  await sendMessage(page, "And then?");
  await expect(replies(page)).toHaveCount(3);
  expect(
    (posted[1]!.postDataJSON() as { conversationId: string }).conversationId,
  ).toBe(TEST_CONVERSATION_ID);
});

test("while a reply is pending: a spinner, and the box and buttons are disabled", async ({
  page,
}) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/chat/messages", async (route) => {
    await released;
    await fulfilReply(route, replyEvents("Here is the answer."));
  });
  await openChat(page);
  await sendMessage(page, "What do you build?");
  await expect(sendButton(page)).toBeDisabled();
  await expect(sendButton(page)).toHaveAttribute("aria-busy", "true");
  await expect(messageBox(page)).toBeDisabled();
  await expect(
    panel(page).getByRole("button", { name: "Talk to a person" }),
  ).toBeDisabled();
  // The text stays in the box until the server accepts it.
  await expect(messageBox(page)).toHaveValue("What do you build?");
  release();
  await expect(replies(page).last()).toHaveText("Here is the answer.");
  await expect(messageBox(page)).toBeEnabled();
  await expect(messageBox(page)).toHaveValue("");
  await expect(
    panel(page).getByRole("button", { name: "Talk to a person" }),
  ).toBeEnabled();
  // The finished reply is announced once, politely.
  await expect(panel(page).locator("[data-chat-announcer]")).toHaveText(
    "Here is the answer.",
  );
});

test("links to site pages in replies are real links; other addresses are text; no HTML from the model or the visitor is rendered", async ({
  page,
}) => {
  const reply =
    "See [our solutions](/solutions) and [the report](https://example.org/report). " +
    "[Click me](javascript:alert(1)) [data](data:text/html,hi) <b>bold</b> <img src=x onerror=alert(1)> ![pixel](https://example.org/p.png)";
  await page.route("**/api/chat/messages", (route) =>
    fulfilReply(
      route,
      replyEvents(reply, [
        {
          type: "sources",
          sources: [{ title: "E-visa platform", href: "/solutions/e-visa" }],
        },
      ]),
    ),
  );
  await openChat(page);
  await sendMessage(page, "<i>hello</i><script>window.__pwned = 1</script>");
  const answer = replies(page).last();
  await expect(
    answer.getByRole("link", { name: "our solutions" }),
  ).toHaveAttribute("href", "/solutions");
  // Another site's address is text, in full: never a click under words the reply chose (docs/access-audit.md).
  await expect(answer).toContainText("the report (https://example.org/report)");
  await expect(answer.getByRole("link", { name: /the report/ })).toHaveCount(0);
  await expect(answer.getByText("Click me")).toBeVisible();
  await expect(
    answer.locator('a[href^="javascript"], a[href^="data"]'),
  ).toHaveCount(0);
  await expect(answer.locator("b, img, script")).toHaveCount(0);
  await expect(
    answer.getByRole("link", { name: "E-visa platform" }),
  ).toHaveAttribute("href", "/solutions/e-visa");
  const mine = visitorLines(page).last();
  await expect(mine).toHaveText(
    "<i>hello</i><script>window.__pwned = 1</script>",
  );
  await expect(mine.locator("i, script")).toHaveCount(0);
  expect(
    await page.evaluate(() => (window as { __pwned?: number }).__pwned),
  ).toBeUndefined();
});

test.describe("a send that fails keeps the text and says so", () => {
  test("network failure", async ({ page }) => {
    await page.route("**/api/chat/messages", (route) => route.abort("failed"));
    await openChat(page);
    await sendMessage(page, "Are you there?");
    await expect(toast(page, "Error")).toContainText(
      "Failed to send message. Please try again.",
    );
    await expect(messageBox(page)).toHaveValue("Are you there?");
    await expect(messageBox(page)).toBeEnabled();
    await expect(visitorLines(page)).toHaveCount(0);
  });

  test("server error", async ({ page }) => {
    await page.route("**/api/chat/messages", (route) =>
      route.fulfill({ status: 503, json: { error: "Down" } }),
    );
    await openChat(page);
    await sendMessage(page, "Are you there?");
    await expect(toast(page, "Error")).toContainText(
      "Failed to send message. Please try again.",
    );
    await expect(messageBox(page)).toHaveValue("Are you there?");
  });

  test("an error in the middle of the reply", async ({ page }) => {
    await page.route("**/api/chat/messages", (route) =>
      fulfilReply(route, [
        { type: "conversation", conversationId: TEST_CONVERSATION_ID },
        { type: "error", message: "Failed to send message. Please try again." },
      ]),
    );
    await openChat(page);
    await sendMessage(page, "Are you there?");
    await expect(toast(page, "Error")).toContainText(
      "Failed to send message. Please try again.",
    );
    await expect(messageBox(page)).toHaveValue("Are you there?");
  });
});

test("a refusal shows the server's sentence and keeps the text", async ({
  page,
}) => {
  const sentence =
    "You are sending messages faster than I can take them. Please wait 10 minutes and try again.";
  await page.route("**/api/chat/messages", (route) =>
    route.fulfill({
      status: 429,
      json: { error: sentence, retryAfterSeconds: 600 },
    }),
  );
  await openChat(page);
  await sendMessage(page, "One more question");
  await expect(panel(page).locator('[data-local="refusal"]')).toHaveText(
    sentence,
  );
  await expect(messageBox(page)).toHaveValue("One more question");
  await expect(page.locator("[data-toast]")).toHaveCount(0);
});

test("the contact form the assistant asks for: checked in the browser, then sent", async ({
  page,
}) => {
  await page.route("**/api/chat/messages", (route) =>
    fulfilReply(
      route,
      replyEvents("Please leave your details below.", [
        { type: "action", action: "contact_form" },
      ]),
    ),
  );
  let contactBody: Record<string, unknown> | null = null;
  await page.route("**/api/chat/contact", (route) => {
    contactBody = route.request().postDataJSON() as Record<string, unknown>;
    const result: ChatContactResult = {
      handedOff: false,
      assistantMessage: {
        id: crypto.randomUUID(),
        role: "assistant",
        content: "Thank you, Maya. Your request is with our team.",
        files: [],
        sources: [],
        createdAt: new Date().toISOString(),
      },
    };
    return route.fulfill({ json: result });
  });
  await openChat(page);
  await sendMessage(page, "I want to book a call");
  const form = panel(page).locator('[data-chat-contact-form="lead"]');
  await expect(form).toBeVisible();
  await expect(form).toContainText(CHAT_CONSENT_TEXT);
  await expect(
    form.getByRole("link", { name: "Read the Privacy Policy" }),
  ).toHaveAttribute("href", "/privacy");
  await form.getByLabel("Work e-mail").fill("not-an-email");
  await form.getByRole("button", { name: "Send my details" }).click();
  await expect(form.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
  await expect(form).toContainText("Name must be at least 2 characters");
  await expect(form).toContainText("Please enter a valid email address");
  await expect(form).toContainText(
    "Please confirm you agree to us storing these details.",
  );
  await expect(form.getByLabel("Name")).toBeFocused();
  expect(contactBody).toBeNull();
  await expectNoAxeViolations(page);

  await form.getByLabel("Name").fill("Maya Chen");
  await form.getByLabel("Work e-mail").fill("maya@city.example");
  await form.getByLabel("Organisation").fill("City of Harbourview");
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "Send my details" }).click();
  await expect(replies(page).last()).toHaveText(
    "Thank you, Maya. Your request is with our team.",
  );
  await expect(form).toHaveCount(0);
  expect(contactBody).toMatchObject({
    conversationId: TEST_CONVERSATION_ID,
    purpose: "lead",
    fullName: "Maya Chen",
    email: "maya@city.example",
    organisation: "City of Harbourview",
    consent: true,
  });
});

test("Talk to a person: the request is sent, the hand-off form follows, then the assistant goes quiet", async ({
  page,
}) => {
  const sent: string[] = [];
  await page.route("**/api/chat/messages", (route) => {
    const { message } = route.request().postDataJSON() as { message: string };
    sent.push(message);
    if (sent.length === 1) return fulfilReply(route, replyEvents("Of course."));
    return fulfilReply(route, [
      { type: "conversation", conversationId: TEST_CONVERSATION_ID },
      {
        type: "handed_off",
        message:
          "Your message has been added to the conversation our team is handling.",
      },
    ]);
  });
  await page.route("**/api/chat/contact", (route) =>
    route.fulfill({
      json: {
        handedOff: true,
        assistantMessage: {
          id: crypto.randomUUID(),
          role: "assistant",
          content: "Thank you. A member of our team now has this conversation.",
          files: [],
          sources: [],
          createdAt: new Date().toISOString(),
        },
      } satisfies ChatContactResult,
    }),
  );
  await openChat(page);
  await panel(page).getByRole("button", { name: "Talk to a person" }).click();
  await expect(visitorLines(page)).toHaveText([
    "I would like to talk to a person.",
  ]);
  const form = panel(page).locator('[data-chat-contact-form="handoff"]');
  await expect(form).toBeVisible();
  await form.getByLabel("Name").fill("Maya Chen");
  await form.getByLabel("Work e-mail").fill("maya@city.example");
  await form.getByLabel("Organisation").fill("City of Harbourview");
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "Pass me to a person" }).click();
  await expect(replies(page).last()).toHaveText(
    "Thank you. A member of our team now has this conversation.",
  );
  await expect(panel(page).locator("[data-chat-handed-off]")).toHaveText(
    /Our team has this conversation/,
  );
  await expect(
    panel(page).getByRole("button", { name: "Talk to a person" }),
  ).toBeDisabled();
  await sendMessage(page, "One more detail");
  await expect(replies(page).last()).toHaveText(
    "Your message has been added to the conversation our team is handling.",
  );
  expect(sent).toEqual([
    "I would like to talk to a person.",
    "One more detail",
  ]);
});

test("axe finds nothing with the panel open", async ({ page }) => {
  await page.route("**/api/chat/messages", (route) =>
    fulfilReply(
      route,
      replyEvents("See [our solutions](/solutions).", [
        {
          type: "sources",
          sources: [{ title: "Solutions", href: "/solutions" }],
        },
      ]),
    ),
  );
  await openChat(page, "/solutions");
  await sendMessage(page, "What do you build?");
  await expect(replies(page)).toHaveCount(2);
  await expectNoAxeViolations(page);
});

test("the panel fills a phone's screen @phone", async ({ page, isMobile }) => {
  test.skip(!isMobile, "phone layout only");
  await openChat(page, "/");
  const viewport = page.viewportSize()!;
  expect(viewport.width).toBeLessThan(480);
  const box = (await panel(page).boundingBox())!;
  expect(Math.round(box.x)).toBe(0);
  expect(Math.round(box.y)).toBe(0);
  expect(Math.round(box.width)).toBe(viewport.width);
  expect(Math.round(box.height)).toBe(viewport.height);
  await expectNoAxeViolations(page);
});

/** Whether focus is inside the chat panel now. */
const focusInPanel = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest("#chat-panel") !== null);

test("on a phone the full-screen panel is modal: aria-modal, and Tab and Shift+Tab stay inside @phone", async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, "phone layout only");
  await page.route("**/api/chat/messages", (route) =>
    fulfilReply(
      route,
      replyEvents("See [our solutions](/solutions).", [
        {
          type: "sources",
          sources: [{ title: "Solutions", href: "/solutions" }],
        },
      ]),
    ),
  );
  await openChat(page, "/solutions");
  await expect(panel(page)).toHaveAttribute("aria-modal", "true");
  await sendMessage(page, "What do you build?");
  await expect(replies(page)).toHaveCount(2);
  await messageBox(page).focus();
  // Round the panel's controls both ways, further than it has controls: focus never leaves it.
  for (const key of ["Tab", "Shift+Tab"]) {
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press(key);
      expect(await focusInPanel(page), `${key} × ${i + 1}`).toBe(true);
    }
  }
  // Focus sent outside by a script (or a screen reader's jump) comes back.
  await page.evaluate(() =>
    document.querySelector<HTMLElement>("a[href='/']")?.focus(),
  );
  await expect.poll(() => focusInPanel(page)).toBe(true);
  // Escape still closes it, and focus returns to the launcher.
  await page.keyboard.press("Escape");
  await expect(panel(page)).toBeHidden();
  await expect(launcher(page)).toBeFocused();
});

test("axe's landmark rules pass with the panel open: no second banner @mobile", async ({
  page,
}) => {
  await openChat(page, "/solutions");
  await expectNoAxeViolations(page);
  const results = await axeScan(page).withTags(["best-practice"]).analyze();
  const landmarks = results.violations.filter((violation) =>
    violation.id.startsWith("landmark"),
  );
  expect(
    landmarks.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    ),
  ).toEqual([]);
});

test("on a desktop the floating panel stays non-modal: Tab can leave it", async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, "desktop layout only");
  await openChat(page, "/");
  await expect(panel(page)).toHaveAttribute("aria-modal", "false");
  let left = false;
  for (let i = 0; i < 30 && !left; i++) {
    await page.keyboard.press("Tab");
    left = !(await focusInPanel(page));
  }
  expect(left).toBe(true);
});

test("the panel is 384 × 600 px at the bottom right on a desktop", async ({
  page,
}) => {
  await openChat(page, "/");
  const box = (await panel(page).boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(Math.round(box.width)).toBe(384);
  expect(Math.round(box.height)).toBe(600);
  expect(Math.round(box.x + box.width)).toBe(viewport.width - 16);
});
