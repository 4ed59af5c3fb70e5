import { chatNotices } from "../support/chat-copy-english";
import { startFakeOpenAi, type FakeOpenAi } from "../support/fake-openai";
import { startServer, type ServerProcess } from "../support/server-process";
import { DEMO_PASSWORD, ready, signInDirectly } from "./accounts-support";
import {
  gotoWithChat,
  launcher,
  messageBox,
  openChat,
  panel,
  replies,
  sendMessage,
  visitorLines,
} from "./chat-support";
import { expect, test } from "./fixtures";
import { seededDataDir } from "./seeded-data";

/**
 * The chat panel against the real server: the offline brain of the suite's server,
 * and a second server of this file's own whose brain is a fake provider that writes slowly
 * (to watch a reply stream in) and whose per-session limit is 2 messages.
 */

test.describe("with the suite's server (offline brain)", () => {
  test("the conversation survives navigation and reload; a new browser session starts fresh", async ({
    page,
    browser,
    baseURL,
  }) => {
    await openChat(page, "/");
    await sendMessage(page, "What is your e-visa platform?");
    await expect(replies(page)).toHaveCount(2);
    await expect(messageBox(page)).toBeEnabled({ timeout: 20_000 });
    const answer =
      (await replies(page).last().locator("[data-chat-reply]").textContent()) ??
      "";
    expect(answer.length).toBeGreaterThan(20);

    // A navigation: the panel opens again by itself with the same lines.
    await panel(page).getByRole("link").first().click();
    await expect(launcher(page)).toHaveAttribute("data-enhanced", "");
    await expect(panel(page)).toBeVisible();
    await expect(launcher(page)).toHaveAttribute("aria-expanded", "true");
    await expect(visitorLines(page)).toHaveText([
      "What is your e-visa platform?",
    ]);
    await expect(replies(page)).toHaveCount(2);

    // A reload with the cached lines gone: they come back from the server's transcript.
    await page.evaluate(() => {
      const state = JSON.parse(sessionStorage.getItem("chat:state")!) as {
        messages: unknown[];
      };
      sessionStorage.setItem(
        "chat:state",
        JSON.stringify({ ...state, messages: [] }),
      );
    });
    await page.reload();
    await expect(panel(page)).toBeVisible();
    await expect(visitorLines(page)).toHaveText([
      "What is your e-visa platform?",
    ]);
    await expect(replies(page).last().locator("[data-chat-reply]")).toHaveText(
      answer,
    );

    // The conversation continues where it was.
    await sendMessage(page, "How long does a blueprint take?");
    await expect(visitorLines(page)).toHaveCount(2);
    await expect(messageBox(page)).toBeEnabled({ timeout: 20_000 });
    await expect(replies(page)).toHaveCount(3);

    const fresh = await browser.newContext({ baseURL });
    const other = await fresh.newPage();
    await gotoWithChat(other, "/");
    await expect(panel(other)).toBeHidden();
    await launcher(other).click();
    await expect(replies(other)).toHaveCount(1);
    await expect(visitorLines(other)).toHaveCount(0);
    await fresh.close();
  });

  test("a lead from the chat reaches the staff console", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow();
    const tag = `Chat${Date.now().toString(36)}`;
    await openChat(page, "/solutions");
    await sendMessage(page, "I would like to book a call");
    const form = panel(page).locator('[data-chat-contact-form="lead"]');
    await expect(form).toBeVisible({ timeout: 20_000 });
    await form.getByLabel("Name").fill(`Maya ${tag}`);
    await form
      .getByLabel("Work e-mail")
      .fill(`maya.${tag.toLowerCase()}@city.example`);
    await form.getByLabel("Organisation").fill(`City of ${tag}`);
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Send my details" }).click();
    await expect(replies(page).last()).toHaveText(
      chatNotices.leadStored("Maya"),
    );
    await expect(form).toHaveCount(0);

    const staff = await browser.newContext({ baseURL });
    const console = await staff.newPage();
    await signInDirectly(
      console,
      "/admin/auth",
      "staff.admin@example.org",
      DEMO_PASSWORD,
    );
    await expect(console).toHaveURL(/\/lead_admin/, { timeout: 30_000 });
    await console.goto(`/lead_admin/leads?q=${tag}`);
    await ready(console, true);
    const rows = console.locator("table tbody tr");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(
      `maya.${tag.toLowerCase()}@city.example`,
    );
    await staff.close();
  });

  test("Talk to a person hands the conversation over and the assistant goes quiet", async ({
    page,
  }) => {
    await openChat(page, "/about");
    await panel(page).getByRole("button", { name: "Talk to a person" }).click();
    await expect(visitorLines(page)).toHaveText([
      "I would like to talk to a person.",
    ]);
    const form = panel(page).locator('[data-chat-contact-form="handoff"]');
    await expect(form).toBeVisible({ timeout: 20_000 });
    await form.getByLabel("Name").fill("Sam Okafor");
    await form.getByLabel("Work e-mail").fill("sam.okafor@ministry.example");
    await form.getByLabel("Organisation").fill("Ministry of Finance");
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Pass me to a person" }).click();
    await expect(replies(page).last()).toHaveText(
      chatNotices.handedOff("sam.okafor@ministry.example"),
    );
    await expect(panel(page).locator("[data-chat-handed-off]")).toBeVisible();
    await expect(
      panel(page).getByRole("button", { name: "Talk to a person" }),
    ).toBeDisabled();
    await sendMessage(page, "Also, we have a deadline in March.");
    await expect(replies(page).last()).toHaveText(chatNotices.withOurTeam);
    // Still quiet after a reload: the server says who has the conversation.
    await page.reload();
    await expect(panel(page).locator("[data-chat-handed-off]")).toBeVisible();
  });
});

test.describe("hand-off and lead capture reuse what the visitor gave (decision 057)", () => {
  test("details given in a lead form make the hand-off one confirmation step, with consent", async ({
    page,
  }) => {
    test.slow();
    await openChat(page, "/solutions");
    await sendMessage(page, "I would like to book a call");
    const lead = panel(page).locator('[data-chat-contact-form="lead"]');
    await expect(lead).toBeVisible({ timeout: 20_000 });
    await lead.getByLabel("Name").fill("Nia Bergstrom");
    await lead.getByLabel("Work e-mail").fill("nia.bergstrom@treasury.example");
    await lead.getByLabel("Organisation").fill("Treasury Board");
    await lead.getByRole("checkbox").check();
    await lead.getByRole("button", { name: "Send my details" }).click();
    await expect(replies(page).last()).toHaveText(
      chatNotices.leadStored("Nia"),
    );

    await panel(page).getByRole("button", { name: "Talk to a person" }).click();
    const handoff = panel(page).locator('[data-chat-contact-form="handoff"]');
    await expect(handoff).toBeVisible({ timeout: 20_000 });
    await expect(handoff).toHaveAttribute("data-chat-contact-step", "confirm");
    await expect(handoff.locator("[data-chat-contact-confirm]")).toHaveText(
      "Hand this conversation to our team as Nia Bergstrom (nia.bergstrom@treasury.example, Treasury Board)?",
    );
    await expect(handoff.getByRole("textbox")).toHaveCount(0);
    await expect(
      handoff.getByRole("button", { name: "Change details" }),
    ).toBeVisible();
    // "Talk to a person" again goes to the waiting step (its consent box), not a second request.
    await panel(page).getByRole("button", { name: "Talk to a person" }).click();
    await expect(handoff.getByRole("checkbox")).toBeFocused();
    await expect(visitorLines(page)).toHaveCount(2);
    // Consent is still explicit: no hand-off without the box ticked.
    await handoff.getByRole("button", { name: "Confirm" }).click();
    await expect(handoff).toContainText(
      "Please confirm you agree to us storing these details.",
    );
    await expect(panel(page).locator("[data-chat-handed-off]")).toHaveCount(0);
    await handoff.getByRole("checkbox").check();
    await handoff.getByRole("button", { name: "Confirm" }).click();
    await expect(replies(page).last()).toHaveText(
      chatNotices.handedOff("nia.bergstrom@treasury.example"),
    );
    await expect(panel(page).locator("[data-chat-handed-off]")).toBeVisible();
  });

  test("an e-mail typed in a message is not asked for again, and can be changed", async ({
    page,
  }) => {
    await openChat(page, "/solutions");
    await sendMessage(
      page,
      "I would like to book a call. My e-mail is omar.haddad@ports.example",
    );
    const lead = panel(page).locator('[data-chat-contact-form="lead"]');
    await expect(lead).toBeVisible({ timeout: 20_000 });
    await expect(lead).toHaveAttribute("data-chat-contact-step", "details");
    await expect(lead.locator("[data-chat-contact-known]")).toHaveText(
      "Already given: omar.haddad@ports.example",
    );
    await expect(lead.getByLabel("Name")).toHaveValue("");
    await expect(lead.getByLabel("Organisation")).toBeVisible();
    await expect(lead.getByLabel("Work e-mail")).toHaveCount(0);

    await lead.getByRole("button", { name: "Change details" }).click();
    await expect(lead.getByLabel("Work e-mail")).toHaveValue(
      "omar.haddad@ports.example",
    );
    await lead.getByLabel("Name").fill("Omar Haddad");
    await lead.getByLabel("Organisation").fill("Port Authority");
    await lead.getByRole("checkbox").check();
    await lead.getByRole("button", { name: "Send my details" }).click();
    await expect(replies(page).last()).toHaveText(
      chatNotices.leadStored("Omar"),
    );
  });
});

test.describe("with a provider that writes slowly and a limit of 2 messages per session", () => {
  test.describe.configure({ mode: "serial" });
  let provider: FakeOpenAi;
  let server: ServerProcess;

  test.beforeAll(async () => {
    // A second server, started while the suite's own is busy: give it time on a loaded machine.
    test.setTimeout(240_000);
    provider = await startFakeOpenAi();
    server = await startServer({
      DATA_DIR: seededDataDir(),
      LOG_LEVEL: "warn",
      OPENAI_BASE_URL: provider.baseUrl,
      OPENAI_API_KEY: "test-key",
      CHAT_SESSION_MESSAGE_LIMIT: "2",
    });
  });

  test.afterAll(async () => {
    await server?.stop();
    await provider?.close();
  });

  test("a reply streams in piece by piece", async ({ browser }) => {
    const words = Array.from({ length: 24 }, (_, i) => `word${i + 1}`);
    provider.reply = () => `${words.join(" ")} — see [Solutions](/solutions).`;
    provider.chunkDelayMs = 250;
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await openChat(page, "/");
    await sendMessage(page, "Tell me everything");
    const reply = replies(page).last();
    // Part of the reply is on screen while the rest is still being written.
    await expect(reply).toContainText("word2 ");
    await expect(reply).not.toContainText("word24");
    await expect(messageBox(page)).toBeDisabled();
    await expect(reply).toContainText("word24", { timeout: 30_000 });
    await expect(
      reply.getByRole("link", { name: "Solutions" }).first(),
    ).toHaveAttribute("href", "/solutions");
    await expect(messageBox(page)).toBeEnabled();
    await context.close();
  });

  test("the session's message limit is a clear message, and the text stays", async ({
    browser,
  }) => {
    provider.chunkDelayMs = 0;
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await openChat(page, "/");
    for (const question of ["First question", "Second question"]) {
      await sendMessage(page, question);
      await expect(visitorLines(page).last()).toHaveText(question);
      await expect(messageBox(page)).toBeEnabled({ timeout: 20_000 });
    }
    await sendMessage(page, "Third question");
    await expect(panel(page).locator('[data-local="refusal"]')).toContainText(
      "faster than I can take them",
    );
    await expect(messageBox(page)).toHaveValue("Third question");
    await expect(visitorLines(page)).toHaveCount(2);
    await context.close();
  });
});
