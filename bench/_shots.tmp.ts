import { chromium } from "@playwright/test";
const base = "http://localhost:3100";
const browser = await chromium.launch({ executablePath: "/usr/lib/chromium/chromium-headless-shell", args: ["--no-sandbox"] });
for (const [name, viewport] of [["desktop", { width: 1280, height: 900 }], ["phone", { width: 360, height: 800 }]] as const) {
  const context = await browser.newContext({ viewport, baseURL: base });
  const page = await context.newPage();
  const form = await page.request.get("/admin/auth");
  const res = await page.request.post("/admin/auth", { form: { email: "staff.admin@example.org", password: "quiet-harbour-lantern-42" }, headers: { Origin: base }, maxRedirects: 0 });
  console.log(res.status(), form.status());
  await page.goto("/lead_admin/insights");
  await page.screenshot({ path: `/tmp/shots/list-${name}.png`, fullPage: true });
  const first = page.locator("tbody a").first();
  const href = await first.getAttribute("href");
  await page.goto(href!);
  await page.waitForSelector("html[data-hydrated]");
  await page.screenshot({ path: `/tmp/shots/editor-${name}.png`, fullPage: true });
  await page.goto(`${href}/revisions`);
  await page.screenshot({ path: `/tmp/shots/revisions-${name}.png`, fullPage: true });
  await page.goto(`${href}/preview`);
  await page.screenshot({ path: `/tmp/shots/preview-${name}.png`, fullPage: false });
}
await browser.close();
