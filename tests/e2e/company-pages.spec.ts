import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const solutions = [
  {
    path: "/solutions/evisa",
    title: "e-Visa",
    name: "e-Visa & Immigration",
    figures: ["70%", "99.5%", "99.9%", "50+"],
  },
  {
    path: "/solutions/governance",
    title: "Digital Governance & Tax Collection",
    name: "Digital Governance & Tax Collection",
    figures: ["20%", "99.9%", "30+"],
  },
  {
    path: "/solutions/healthcare",
    title: "Healthcare & Telemedicine",
    name: "Healthcare & Telemedicine",
    figures: ["300%", "99.9%"],
  },
  {
    path: "/solutions/aftrlife",
    title: "AftrLife Avatars",
    name: "AftrLife Avatars",
    figures: [],
  },
  {
    path: "/solutions/construction",
    title: "Construction & Inspection",
    name: "Construction & Inspection",
    figures: ["99.5%"],
  },
];

const capabilities = [
  { path: "/capabilities/ai-automation", title: "AI & Intelligent Automation" },
  { path: "/capabilities/digital-identity", title: "Digital Identity & Trust" },
  {
    path: "/capabilities/cloud-infrastructure",
    title: "Sovereign Cloud Infrastructure",
  },
];

/** The JSON-LD objects of the current page. */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const scripts = await page
    .locator('script[type="application/ld+json"]')
    .allTextContents();
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

test.describe("company pages without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/about shows the mission, the five core values and the 2028 aim", async ({
    page,
  }) => {
    await page.goto("/about");
    await expect(
      page.getByRole("heading", { level: 2, name: "Our mission" }),
    ).toBeVisible();
    await expect(
      page.getByText(
        /^To give every government and enterprise we serve a digital core/,
      ),
    ).toBeVisible();
    const values = page
      .getByRole("list", { name: "Our core values" })
      .getByRole("heading", { level: 3 });
    await expect(values).toHaveText([
      "Innovation",
      "Transparency",
      "Global Inclusion",
      "Sustainability",
      "Security",
    ]);
    const impact = page.locator("#impact");
    await expect(
      impact.getByRole("heading", { level: 2, name: "Global impact" }),
    ).toBeVisible();
    await expect(
      impact.getByText(/By 2028 we aim to be a leading voice/),
    ).toBeVisible();
    await expect(
      page
        .getByRole("region", { name: "Work with us" })
        .getByRole("link", { name: "Contact us" }),
    ).toHaveAttribute("href", "/contact");
  });

  test("/vision lists the 2028 goals with the spec's figures", async ({
    page,
  }) => {
    await page.goto("/vision");
    const goals = page.getByRole("list", { name: "2028 goals" });
    await expect(goals.getByRole("heading", { level: 3 })).toHaveText([
      "e-Visa adopted by 50 countries",
      "Governance platforms in 20–30 countries",
      "Healthcare expansion",
      "Digital legacy avatars for millions of families",
    ]);
    const evisa = page.locator('[data-goal="evisa"]');
    await expect(
      evisa.getByText("2.5 to 7.5 million applications a year", {
        exact: false,
      }),
    ).toBeVisible();
    await expect(evisa.getByText("2.5M–7.5M", { exact: true })).toBeVisible();
    await expect(evisa.getByText("50", { exact: true })).toBeVisible();
    await expect(
      page
        .locator('[data-goal="governance"]')
        .getByText("20–30", { exact: true }),
    ).toBeVisible();
    await expect(
      page.getByRole("link", { name: "Get Your Blueprint" }).last(),
    ).toHaveAttribute("href", "/blueprint");
  });

  test("/solutions has five blocks, each linking to its solution page", async ({
    page,
  }) => {
    await page.goto("/solutions");
    const blocks = page
      .getByRole("list", { name: "Our five solutions" })
      .getByRole("article");
    await expect(blocks).toHaveCount(5);
    for (const [index, solution] of solutions.entries()) {
      const block = blocks.nth(index);
      await expect(block.getByRole("heading", { level: 2 })).toHaveText(
        solution.name,
      );
      await expect(
        block.getByRole("link", { name: `Explore ${solution.name}` }),
      ).toHaveAttribute("href", solution.path);
    }
  });

  test("/public-sector-platforms shows the three stats and links its three cards to their solutions", async ({
    page,
  }) => {
    await page.goto("/public-sector-platforms");
    const stats = page.locator("#stats dl > div");
    await expect(stats).toHaveCount(3);
    await expect(stats.locator("dd")).toHaveText(["99.9%", "3+", "1M+"]);
    await expect(stats.locator("dt")).toHaveText([
      /uptime/,
      /countries/,
      /citizens/,
    ]);

    const cards = page.locator("#platforms [data-card]");
    await expect(cards).toHaveCount(3);
    const expected: [string, string][] = [
      ["e-Visa & Immigration", "/solutions/evisa"],
      ["Digital Tax Collection", "/solutions/governance"],
      ["Healthcare Surveillance", "/solutions/healthcare"],
    ];
    for (const [index, [name, href]] of expected.entries()) {
      await expect(
        cards.nth(index).getByRole("link", { name }),
      ).toHaveAttribute("href", href);
    }
    await expect(
      page
        .getByRole("region", { name: "Talk to our public sector team" })
        .getByRole("link", { name: "Contact us" }),
    ).toHaveAttribute("href", "/contact");
  });

  test("/capabilities links its three cards to the capability pages and offers 'Talk to Our Engineers'", async ({
    page,
  }) => {
    await page.goto("/capabilities");
    const cards = page.locator("#capabilities [data-card]");
    await expect(cards).toHaveCount(3);
    for (const [index, capability] of capabilities.entries()) {
      await expect(
        cards.nth(index).getByRole("link", { name: capability.title }),
      ).toHaveAttribute("href", capability.path);
    }
    const talk = page.getByRole("link", { name: "Talk to Our Engineers" });
    await expect(talk.first()).toBeVisible();
    for (const link of await talk.all())
      await expect(link).toHaveAttribute("href", "/contact");
  });

  for (const capability of capabilities) {
    test(`${capability.path} has a features grid and links to solution pages and /contact`, async ({
      page,
    }) => {
      await page.goto(capability.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        capability.title,
      );
      await expect(page.locator("#features li h3")).toHaveCount(6);
      const solutionLinks = page.locator('#solutions a[href^="/solutions/"]');
      expect(await solutionLinks.count()).toBeGreaterThan(0);
      // "See it in our solutions" scrolls this page to its section: same document, no reload.
      const seeIt = page.getByRole("link", { name: "See it in our solutions" });
      await expect(seeIt).toHaveAttribute("href", "#solutions");
      await page.evaluate(
        () => ((window as unknown as { samePage: boolean }).samePage = true),
      );
      await seeIt.click();
      await expect(page).toHaveURL(new RegExp(`${capability.path}#solutions$`));
      expect(
        await page.evaluate(
          () => (window as unknown as { samePage?: boolean }).samePage,
        ),
      ).toBe(true);
      await expect(
        page
          .locator("main")
          .getByRole("link", { name: "Talk to Our Engineers" })
          .first(),
      ).toHaveAttribute("href", "/contact");
    });
  }

  for (const solution of solutions) {
    test(`${solution.path} has its hero, six features, how it works, figures and a call to action`, async ({
      page,
    }) => {
      await page.goto(solution.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        solution.title,
      );
      await expect(page.locator("#features li h3")).toHaveCount(6);
      await expect(
        page.getByRole("heading", { level: 2, name: "How it works" }),
      ).toBeVisible();
      const figures = page.locator("#outcomes dd");
      for (const figure of solution.figures)
        await expect(figures.getByText(figure, { exact: true })).toBeVisible();
      const ctaLinks = page.locator("main section[aria-label] a");
      const hrefs = await ctaLinks.evaluateAll((links) =>
        links.map((link) => link.getAttribute("href")),
      );
      expect(
        hrefs.some((href) => href === "/contact" || href === "/blueprint"),
      ).toBe(true);
    });
  }
});

test.describe("structured data", () => {
  test.use({ javaScriptEnabled: false });

  test("solution and capability pages carry a BreadcrumbList matching the visible trail", async ({
    page,
  }) => {
    const cases: [string, string[]][] = [
      ["/solutions/evisa", ["Home", "Solutions", "e-Visa"]],
      [
        "/capabilities/digital-identity",
        ["Home", "Core Capabilities", "Digital Identity & Trust"],
      ],
    ];
    for (const [path, names] of cases) {
      await page.goto(path);
      const breadcrumbs = (await jsonLd(page)).filter(
        (data) => data["@type"] === "BreadcrumbList",
      );
      expect(breadcrumbs, path).toHaveLength(1);
      const items = breadcrumbs[0]?.itemListElement as {
        position: number;
        name: string;
        item: string;
      }[];
      expect(items.map((item) => item.name)).toEqual(names);
      expect(items.map((item) => item.position)).toEqual([1, 2, 3]);
      expect(new URL(items[2]!.item).pathname).toBe(path);
      await expect(
        page
          .getByRole("navigation", { name: "Breadcrumb" })
          .getByRole("listitem"),
      ).toHaveText(names);
    }
  });
});

test.describe("with JavaScript", () => {
  test("'Talk to Our Engineers' leads to /contact", async ({ page }) => {
    await page.goto("/capabilities");
    await page
      .locator("main")
      .getByRole("link", { name: "Talk to Our Engineers" })
      .last()
      .click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("moves from the overview to a solution and on to a capability, pages that never load React", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto("/solutions");
    await page.getByRole("link", { name: "Explore AftrLife Avatars" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "AftrLife Avatars",
    );
    await page
      .locator("#built-on")
      .getByRole("link", { name: "Digital Identity & Trust" })
      .click();
    await expect(page).toHaveURL(/\/capabilities\/digital-identity$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Digital Identity & Trust",
    );
    // Public pages are not hydrated (docs/decisions/009): no router context, no React chunks.
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(
      false,
    );
    expect(
      scripts.filter((url) =>
        /hydrate-router|jsx-runtime|react-dom/i.test(url),
      ),
    ).toEqual([]);
  });

  test("an unknown slug that looks like an object key is still not found", async ({
    page,
  }) => {
    for (const path of ["/solutions/constructor", "/capabilities/__proto__"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Oops! Page not found",
      );
    }
  });
});
