import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser, Page } from "@playwright/test";
import { startServer, type ServerProcess } from "../support/server-process";
import {
  DEMO_PASSWORD,
  browserPage,
  ready,
  signInDirectly,
  toastWith,
} from "./accounts-support";
import {
  expect,
  expectNoAxeViolations,
  screenshotForPerson,
  test,
} from "./fixtures";
import { seededDataDir } from "./seeded-data";

/**
 * The console's Integrations section as an admin uses it (docs/integrations.md): a signed
 * webhook added for a receiver on loopback, its secret shown once; "Send test", then a lead
 * from the public contact form reaching the receiver; the delivery log and Redeliver (the same
 * `webhook-id`); turning off and on with the waiting events replayed; the guard's refusals as
 * field errors, with JavaScript and without; axe on each page, and each page at 375 px and on a
 * desktop. On a server of this file's own, which trusts the receiver's loopback address
 * (WEBHOOK_ALLOWED_HOSTS), so no other spec's leads reach it.
 */

const STAFF = "staff.admin@example.org";
const LIST = "/lead_admin/integrations";

type Received = {
  headers: http.IncomingHttpHeaders;
  body: { type: string; data: Record<string, unknown> };
};
const received: Received[] = [];
let receiver: http.Server;
let receiverUrl: string;
let server: ServerProcess;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  receiver = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      received.push({
        headers: request.headers,
        body: JSON.parse(body) as Received["body"],
      });
      // A receiver that was taken down answers 410 Gone.
      const gone = request.url === "/gone";
      response.writeHead(gone ? 410 : 200, { "Content-Type": "text/plain" });
      response.end(gone ? "this receiver is gone" : "received, thank you");
    });
  });
  await new Promise<void>((resolve) =>
    receiver.listen(0, "127.0.0.1", resolve),
  );
  const { port } = receiver.address() as AddressInfo;
  receiverUrl = `http://127.0.0.1:${port}/hook`;
  server = await startServer({
    DATA_DIR: seededDataDir(),
    LOG_LEVEL: "warn",
    WEBHOOK_ALLOWED_HOSTS: `127.0.0.1:${port}`,
    FORM_MIN_FILL_MS: "0",
    FORM_RATE_LIMIT: "0",
    AUTH_RATE_LIMIT: "0",
  });
});

test.afterAll(async () => {
  await server?.stop();
  await new Promise((resolve) => receiver?.close(resolve));
});

async function adminPage(
  browser: Browser,
  javaScript: boolean,
  viewport?: { width: number; height: number },
): Promise<Page> {
  const page = viewport
    ? await (
        await browser.newContext({
          baseURL: server.url,
          javaScriptEnabled: javaScript,
          viewport,
        })
      ).newPage()
    : await browserPage(browser, server.url, javaScript);
  await signInDirectly(page, "/admin/auth", STAFF, DEMO_PASSWORD);
  return page;
}

/** A visitor's contact request, through the public form. */
async function sendContactRequest(browser: Browser, email: string) {
  const visitor = await browserPage(browser, server.url, true);
  await visitor.goto("/contact");
  await visitor.waitForFunction(() =>
    [...document.querySelectorAll<HTMLFormElement>("form[data-enhance]")].every(
      (form) => form.dataset.enhanced === "true",
    ),
  );
  const form = visitor.getByRole("form", { name: "Contact us" });
  await form.getByLabel(/^First name/).fill("Webhook");
  await form.getByLabel(/^Last name/).fill("Visitor");
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel(/^Company or organisation/).fill("Harbour Receivers");
  await form.getByLabel(/^Area of interest/).selectOption("healthcare");
  await form
    .getByLabel(/^Message/)
    .fill("Checking that a new lead reaches our receiver.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(visitor.getByText("Form Submitted Successfully")).toBeVisible({
    timeout: 15_000,
  });
  await visitor.context().close();
}

const leadFor = (email: string) =>
  received.filter(
    (r) => r.body.type === "lead.created" && r.body.data.email === email,
  );

let endpointPath: string;

test("an admin adds a signed webhook, sees its secret once, tests it, and a new lead reaches the receiver", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const page = await adminPage(browser, true);
  await ready(page, true);
  await page
    .getByRole("navigation", { name: "Console" })
    .getByRole("link", { name: "Integrations" })
    .click();
  await expect(page).toHaveURL(/\/lead_admin\/integrations$/);
  await expect(
    page.getByRole("heading", { level: 2, name: "Integrations" }),
  ).toBeVisible();
  await expect(page.getByText("No integration yet.")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Add endpoint" }).click();
  await expect(
    page.getByRole("heading", { level: 2, name: "Add an endpoint" }),
  ).toBeVisible();
  await ready(page, true);
  await expectNoAxeViolations(page);

  // A Slack URL that is not Slack's: the shared schema answers in the browser.
  const form = page.getByRole("form", { name: "Endpoint settings" });
  await form.getByLabel("Slack", { exact: true }).check();
  await form.getByLabel(/^URL/).fill("https://10.0.0.1/x");
  await form.getByRole("button", { name: "Add endpoint" }).click();
  await expect(
    form.getByText(
      /A Slack incoming webhook URL starts with https:\/\/hooks\.slack\.com\//,
    ),
  ).toBeVisible();
  await expect(form.getByLabel(/^URL/)).toBeFocused();

  // The signed webhook, to the receiver on loopback.
  await form.getByLabel("Signed webhook", { exact: true }).check();
  await form.getByLabel(/^URL/).fill(receiverUrl);
  await form.getByLabel("Description (optional)").fill("E2E receiver");
  await expect(form.getByLabel("A lead arrives")).toBeChecked();
  await form.getByRole("button", { name: "Add endpoint" }).click();
  await expect(
    page.getByRole("heading", { level: 2, name: "Endpoint added" }),
  ).toBeVisible();
  const secret = (await page.getByTestId("signing-secret").textContent())!;
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
  // Not after a reload: the secret was in that answer only.
  await page.reload();
  await ready(page, true);
  await expect(
    page.getByRole("heading", { level: 2, name: "Add an endpoint" }),
  ).toBeVisible();
  await expect(page.getByTestId("signing-secret")).toHaveCount(0);
  await expect(page.getByText(secret)).toHaveCount(0);

  await page.goto(LIST);
  await ready(page, true);
  const row = page
    .getByRole("table", { name: /Integration endpoints/ })
    .getByRole("row", { name: /E2E receiver/ });
  await expect(row).toContainText("On");
  await expect(row).toContainText(receiverUrl);
  await row.getByRole("link", { name: "E2E receiver" }).click();
  await expect(
    page.getByRole("heading", { level: 2, name: "E2E receiver" }),
  ).toBeVisible();
  endpointPath = new URL(page.url()).pathname;
  await ready(page, true);
  // Masked from now on.
  await expect(
    page.getByText(`whsec_••••••••${secret.slice(-4)}`),
  ).toBeVisible();
  await expect(page.getByText(secret)).toHaveCount(0);
  // The preview is the signed body for the invented lead.
  await expect(
    page.getByRole("region", { name: "Preview" }).locator("pre"),
  ).toContainText('"full_name": "Amara Okafor"');
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Send test" }).click();
  await expect(
    page.getByRole("region", { name: "The test's answer" }),
  ).toContainText("HTTP 200");
  await expect(
    page.getByRole("region", { name: "The test's answer" }),
  ).toContainText("received, thank you");
  expect(received.map((r) => r.body.type)).toContain("webhook.test");

  const email = `webhook.${Date.now().toString(36)}@example.org`;
  await sendContactRequest(browser, email);
  // The worker looks for due deliveries every second.
  await expect.poll(() => leadFor(email).length, { timeout: 20_000 }).toBe(1);
  const [lead] = leadFor(email);
  expect(lead!.headers["webhook-signature"]).toMatch(/^v1,/);
  expect(lead!.body.data.organisation).toBe("Harbour Receivers");

  // The log shows the attempt; Redeliver sends it again under the same webhook-id.
  const log = page.getByRole("table", {
    name: "Delivery attempts, newest first",
  });
  await expect
    .poll(
      async () => {
        await page.reload();
        await ready(page, true);
        return log
          .getByRole("row")
          .filter({ hasText: "A lead arrives" })
          .count();
      },
      { timeout: 20_000 },
    )
    .toBe(1);
  const attempt = log.getByRole("row").filter({ hasText: "A lead arrives" });
  await expect(attempt).toContainText("200");
  await expect(attempt).toContainText(String(lead!.headers["webhook-id"]));
  await attempt.getByRole("button", { name: /^Redeliver/ }).click();
  await expect(
    page.getByRole("region", { name: "The redelivery's answer" }),
  ).toContainText("HTTP 200");
  await expect.poll(() => leadFor(email).length).toBe(2);
  expect(leadFor(email)[1]!.headers["webhook-id"]).toBe(
    lead!.headers["webhook-id"],
  );
  await page.reload();
  await ready(page, true);
  await expect(
    log.getByRole("row").filter({ hasText: "A lead arrives" }),
  ).toHaveCount(2);
});

test("turned off, its events wait; turned on, they are replayed", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const page = await adminPage(browser, true);
  await page.goto(endpointPath);
  await ready(page, true);
  await page.getByRole("button", { name: "Turn off" }).click();
  await expect(toastWith(page, "Endpoint turned off")).toBeVisible();
  await expect(page.getByText("This endpoint is turned off")).toBeVisible();

  const email = `waiting.${Date.now().toString(36)}@example.org`;
  await sendContactRequest(browser, email);
  const replay = page.getByRole("button", {
    name: "Turn on and replay 1 event",
  });
  await expect
    .poll(
      async () => {
        await page.reload();
        await ready(page, true);
        return replay.count();
      },
      { timeout: 20_000 },
    )
    .toBe(1);
  expect(leadFor(email)).toHaveLength(0);
  await expect(
    page.getByRole("button", { name: "Turn on without them" }),
  ).toBeVisible();
  await replay.click();
  await expect(toastWith(page, "Endpoint turned on")).toBeVisible();
  await expect.poll(() => leadFor(email).length, { timeout: 20_000 }).toBe(1);
});

test("without JavaScript, a Teams URL the guard refuses comes back as the field's error, with what was typed", async ({
  browser,
}) => {
  const page = await adminPage(browser, false);
  await page.goto(`${LIST}/new`);
  const form = page.getByRole("form", { name: "Endpoint settings" });
  // The chosen kind's fields only, by CSS alone.
  await form.getByLabel("HubSpot form", { exact: true }).check();
  await expect(form.getByLabel("HubSpot account ID")).toBeVisible();
  await expect(form.getByLabel(/^URL/)).toBeHidden();
  await form.getByLabel("Microsoft Teams", { exact: true }).check();
  await expect(form.getByLabel("HubSpot account ID")).toBeHidden();
  await form.getByLabel(/^URL/).fill("https://10.0.0.1/x");
  await form.getByLabel("Description (optional)").fill("Sales channel");
  await form.getByRole("button", { name: "Add endpoint" }).click();
  await expect(
    form.getByText(
      "The site will not send there: 10.0.0.1 is a private or reserved address.",
    ),
  ).toBeVisible();
  await expect(form.getByLabel(/^URL/)).toHaveValue("https://10.0.0.1/x");
  await expect(form.getByLabel("Description (optional)")).toHaveValue(
    "Sales channel",
  );
  await expect(
    form.getByLabel("Microsoft Teams", { exact: true }),
  ).toBeChecked();
  await page.goto(LIST);
  await expect(page.getByRole("row", { name: /Sales channel/ })).toHaveCount(0);
});

test("the three pages on a phone and on a desktop", async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  for (const [name, viewport] of [
    ["phone", { width: 375, height: 812 }],
    ["desktop", { width: 1280, height: 800 }],
  ] as const) {
    const page = await adminPage(browser, true, viewport);
    for (const [label, path] of [
      ["list", LIST],
      ["new", `${LIST}/new`],
      ["endpoint", endpointPath],
    ] as const) {
      await page.goto(path);
      await ready(page, true);
      // Nothing wider than the screen but the tables' own scrolling regions.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, `${label} at ${name}`).toBeLessThanOrEqual(0);
      await screenshotForPerson(page, {
        path: testInfo.outputPath(`integrations-${label}-${name}.png`),
        fullPage: true,
      });
    }
    await page.context().close();
  }
});

test("a receiver that answers 410 Gone stops its endpoint, and every console page of an admin says so", async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const page = await adminPage(browser, true);
  await page.goto(`${LIST}/new`);
  await ready(page, true);
  const form = page.getByRole("form", { name: "Endpoint settings" });
  await form.getByLabel(/^URL/).fill(receiverUrl.replace(/\/hook$/, "/gone"));
  await form.getByLabel("Description (optional)").fill("Retired receiver");
  await form.getByRole("button", { name: "Add endpoint" }).click();
  await expect(
    page.getByRole("heading", { level: 2, name: "Endpoint added" }),
  ).toBeVisible();

  await sendContactRequest(
    browser,
    `gone.${Date.now().toString(36)}@example.org`,
  );
  const banner = page.getByText(
    "An integration has stopped: Retired receiver (the receiver answered 410 Gone). Its events are kept.",
  );
  await expect
    .poll(
      async () => {
        await page.goto("/lead_admin/leads");
        await ready(page, true);
        return banner.count();
      },
      { timeout: 20_000 },
    )
    .toBe(1);
  await page.getByRole("link", { name: "Open integrations" }).click();
  await expect(
    page.getByRole("heading", { level: 2, name: "Retired receiver" }),
  ).toBeVisible();
  await expect(page.getByText("This endpoint has stopped")).toBeVisible();
  await expect(
    page.getByText(
      /^The receiver answered 410 Gone: it says it no longer exists/,
    ),
  ).toBeVisible();
  // The delivery that was answered 410 is kept, and can be sent again when it is back.
  await expect(page.getByText("0 pending, 1 failed in 30 days")).toBeVisible();
  await expect(
    page.getByRole("button", { name: "Turn on and replay 1 event" }),
  ).toBeVisible();
  await ready(page, true);
  await screenshotForPerson(page, {
    path: testInfo.outputPath("integrations-stopped-desktop.png"),
    fullPage: true,
  });
});
