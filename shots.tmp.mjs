import { chromium } from "@playwright/test";
const base = process.env.BASE ?? "http://127.0.0.1:4610";
const [email, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (const [name, viewport] of [["desk", { width: 1280, height: 900 }], ["phone", { width: 390, height: 844 }]]) {
  const page = await browser.newPage({ viewport });
  await page.goto(base + "/auth");
  await page.getByLabel("Email").first().fill(email);
  await page.getByLabel("Password", { exact: true }).first().fill("quiet-harbour-lantern-42");
  await page.getByRole("button", { name: "Sign In" }).first().click();
  await page.waitForURL(/dashboard|lead_admin|admin/);
  for (const p of paths) {
    if (p.startsWith("link:")) {
      await page.getByRole("link", { name: p.slice(5) }).first().click();
      await page.waitForLoadState("networkidle");
    } else await page.goto(base + p);
    await page.waitForTimeout(300);
    const file = `/tmp/shot-${name}-${p.replace(/[^a-z0-9]+/gi, "_")}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await page.close();
}
await browser.close();
