import type { Page } from "@playwright/test";
import { gotoEnhanced } from "./enhanced";
import { expect, expectNoAxeViolations, test } from "./fixtures";

const steps = [
  { title: "Discovery Call", duration: "60-90 min" },
  { title: "Current-State Assessment", duration: "1 week" },
  { title: "Blueprint Development", duration: "3-4 weeks" },
  { title: "Review & Refinement", duration: "2-3 sessions" },
  { title: "Implementation & Support", duration: "ongoing" },
] as const;

const tierNames = [
  "Discovery",
  "Blueprint",
  "Blueprint + Implementation",
] as const;

function carousel(page: Page) {
  return page.getByRole("region", { name: "Blueprint journey" });
}

/** Distance from the top of the viewport to the top of the element, in CSS pixels. */
function topOf(page: Page, selector: string) {
  return page
    .locator(selector)
    .evaluate((element) => Math.round(element.getBoundingClientRect().top));
}

/** The anchor landed: the target's top sits just under the sticky header (scroll-padding-top). */
async function expectScrolledTo(page: Page, selector: string) {
  await expect(page.locator(selector)).toBeInViewport();
  await expect.poll(() => topOf(page, selector)).toBeGreaterThanOrEqual(0);
  await expect.poll(() => topOf(page, selector)).toBeLessThanOrEqual(120);
}

/** Opens /blueprint once its carousel script has run, so clicks reach its handlers. */
async function gotoEnhancedBlueprint(page: Page) {
  await gotoEnhanced(page, "/blueprint", "[data-journey-carousel]");
}

test.describe("blueprint page anchors", () => {
  test("'Get Your Blueprint' scrolls to the contact section", async ({
    page,
  }) => {
    await gotoEnhancedBlueprint(page);
    const contact = page.locator("#blueprint-contact");
    await expect(contact).not.toBeInViewport();
    await page.getByRole("link", { name: "Get Your Blueprint" }).click();
    await expect(page).toHaveURL(/#blueprint-contact$/);
    await expectScrolledTo(page, "#blueprint-contact");
    await expect(contact.getByRole("heading", { level: 2 })).toHaveText(
      "Ready to Transform?",
    );
    await expect(contact).toContainText("within 24 hours");
    await expect(
      contact.getByRole("link", { name: "info@kestrelcivic.com" }),
    ).toHaveAttribute("href", "mailto:info@kestrelcivic.com");
    await expect(
      contact.getByRole("link", { name: "+1 613 555 0142" }),
    ).toHaveAttribute("href", "tel:+16135550142");
  });

  test("'Learn More' scrolls to the What's Included features", async ({
    page,
  }) => {
    await gotoEnhancedBlueprint(page);
    const features = page.locator("#whats-included");
    await expect(features).not.toBeInViewport();
    await page.getByRole("link", { name: "Learn More" }).click();
    await expect(page).toHaveURL(/#whats-included$/);
    await expectScrolledTo(page, "#whats-included");
    await expect(features.getByRole("heading", { level: 2 })).toHaveText(
      "What's Included",
    );
    await expect(features.getByRole("heading", { level: 3 })).toHaveCount(6);
  });

  for (const name of tierNames) {
    test(`the ${name} tier's 'Get Started' scrolls to the contact section`, async ({
      page,
    }) => {
      await gotoEnhancedBlueprint(page);
      const tier = page
        .locator("[data-tier]")
        .filter({ has: page.getByRole("heading", { name, exact: true }) });
      const link = tier.getByRole("link", { name: /^Get Started/ });
      await expect(link).toHaveAttribute("href", "#blueprint-contact");
      await link.scrollIntoViewIfNeeded();
      expect(await topOf(page, "#blueprint-contact")).toBeGreaterThan(200);
      await link.click();
      await expect(page).toHaveURL(/#blueprint-contact$/);
      await expectScrolledTo(page, "#blueprint-contact");
    });
  }
});

test.describe("blueprint page content", () => {
  test.use({ javaScriptEnabled: false });

  test("shows the challenges, the eight-point approach and three tiers with 'Most Popular' on Blueprint", async ({
    page,
  }) => {
    await page.goto("/blueprint");
    const challenges = page
      .locator("#challenges")
      .getByRole("heading", { level: 3 });
    await expect(challenges).toHaveText([
      "Legacy Systems",
      "Operational Silos",
      "Poor Citizen Experience",
      "Limited Scalability",
    ]);
    await expect(page.locator("#approach ol > li")).toHaveCount(8);

    const tiers = page.locator("[data-tier]");
    await expect(tiers.getByRole("heading", { level: 3 })).toHaveText([
      ...tierNames,
    ]);
    const popular = page.getByText("Most Popular", { exact: true });
    await expect(popular).toHaveCount(1);
    await expect(tiers.filter({ has: popular })).toHaveAttribute(
      "data-tier",
      "blueprint",
    );
    await expect(tiers.filter({ has: popular })).toHaveAttribute(
      "data-highlighted",
      "true",
    );
    for (const tier of await tiers.all()) {
      await expect(
        tier.getByRole("link", { name: /^Get Started/ }),
      ).toHaveAttribute("href", "#blueprint-contact");
    }
  });

  test("describes itself as a Service whose provider Organization carries an absolute logo URL", async ({
    page,
  }) => {
    await page.goto("/blueprint");
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts.map(
          (s) => JSON.parse(s.textContent ?? "null") as Record<string, unknown>,
        ),
      );
    const service = blocks.find((b) => b["@type"] === "Service") as {
      provider: Record<string, unknown>;
    };
    expect(service.provider).toMatchObject({
      "@type": "Organization",
      name: "Kestrel Civic Technologies",
    });
    expect(String(service.provider.logo)).toMatch(
      /^https?:\/\/[^/]+\/favicon\.svg$/,
    );
    expect(
      (
        await page.request.get(
          String(service.provider.logo).replace(/^https?:\/\/[^/]+/, ""),
        )
      ).status(),
    ).toBe(200);
  });

  test("without JavaScript every journey step is readable, durations in the spec's order", async ({
    page,
  }) => {
    await page.goto("/blueprint");
    const region = carousel(page);
    const viewport = page.viewportSize();
    for (const step of steps) {
      const title = region.getByRole("heading", { level: 3, name: step.title });
      await expect(title).toBeVisible();
      // Visible and not pushed off to the side: the stacked list, not a hidden slide.
      const box = await title.boundingBox();
      expect(
        box && viewport && box.x >= 0 && box.x + box.width <= viewport.width,
      ).toBe(true);
    }
    await expect(region.locator("[data-step-duration]")).toHaveText(
      steps.map((step) => step.duration),
    );
    // Controls that cannot work without JavaScript are not offered.
    await expect(region.getByRole("button")).toHaveCount(0);
  });
});

test.describe("blueprint journey carousel on a phone @phone", () => {
  test("steps by touch and keeps to the screen width", async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, "mobile layout only");
    await gotoEnhancedBlueprint(page);
    const region = carousel(page);
    const caption = region.locator("[aria-live=polite]");
    const next = region.getByRole("button", { name: "Next step" });
    await next.scrollIntoViewIfNeeded();
    await next.tap();
    await expect(caption).toHaveText(
      "Step 2 of 5: Current-State Assessment (1 week)",
    );
    await region.getByRole("button", { name: "Previous step" }).tap();
    await expect(caption).toHaveText("Step 1 of 5: Discovery Call (60-90 min)");
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe("blueprint journey carousel", () => {
  test("starts at step 1 with previous disabled; next advances the caption and the active dot", async ({
    page,
  }) => {
    await gotoEnhancedBlueprint(page);
    const region = carousel(page);
    await expect(region).toHaveAttribute("aria-roledescription", "carousel");
    const slides = region.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(5);
    await expect(slides.first()).toHaveAttribute("aria-label", "1 of 5");

    const caption = region.locator("[aria-live=polite]");
    const previous = region.getByRole("button", { name: "Previous step" });
    const next = region.getByRole("button", { name: "Next step" });
    await expect(caption).toHaveText("Step 1 of 5: Discovery Call (60-90 min)");
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    await expect(
      region.getByRole("heading", { name: "Discovery Call" }),
    ).toBeVisible();
    await expect(
      region.getByRole("heading", { name: "Current-State Assessment" }),
    ).toBeHidden();
    await expect(
      region.getByRole("button", { name: "Go to step 1: Discovery Call" }),
    ).toHaveAttribute("aria-current", "step");

    await next.click();
    await expect(caption).toHaveText(
      "Step 2 of 5: Current-State Assessment (1 week)",
    );
    await expect(
      region.getByRole("heading", { name: "Current-State Assessment" }),
    ).toBeVisible();
    await expect(
      region.getByRole("heading", { name: "Discovery Call" }),
    ).toBeHidden();
    await expect(
      region.getByRole("button", {
        name: "Go to step 2: Current-State Assessment",
      }),
    ).toHaveAttribute("aria-current", "step");
    await expect(
      region.getByRole("button", { name: "Go to step 1: Discovery Call" }),
    ).not.toHaveAttribute("aria-current");
    await expect(previous).toBeEnabled();
    await expectNoAxeViolations(page);
  });

  test("dots jump to a step and next is disabled on step 5 (no looping)", async ({
    page,
  }) => {
    await gotoEnhancedBlueprint(page);
    const region = carousel(page);
    const caption = region.locator("[aria-live=polite]");
    const next = region.getByRole("button", { name: "Next step" });

    await region
      .getByRole("button", { name: "Go to step 4: Review & Refinement" })
      .click();
    await expect(caption).toHaveText(
      "Step 4 of 5: Review & Refinement (2-3 sessions)",
    );
    await region
      .getByRole("button", { name: "Go to step 5: Implementation & Support" })
      .click();
    await expect(caption).toHaveText(
      "Step 5 of 5: Implementation & Support (ongoing)",
    );
    await expect(next).toBeDisabled();
    await expect(
      region.getByRole("heading", { name: "Implementation & Support" }),
    ).toBeVisible();
    await expect(
      region.getByRole("heading", { name: "Discovery Call" }),
    ).toBeHidden();

    await region
      .getByRole("button", { name: "Go to step 2: Current-State Assessment" })
      .click();
    await expect(caption).toHaveText(
      "Step 2 of 5: Current-State Assessment (1 week)",
    );
    await expect(next).toBeEnabled();
  });

  test("next walks through the durations in order and keeps focus when it becomes disabled", async ({
    page,
  }) => {
    await gotoEnhancedBlueprint(page);
    const region = carousel(page);
    const next = region.getByRole("button", { name: "Next step" });
    const shown: string[] = [];
    for (let step = 0; step < steps.length; step++) {
      shown.push(
        (await region
          .locator('[data-active="true"] [data-step-duration]')
          .textContent()) ?? "",
      );
      if (step < steps.length - 1) await next.click();
    }
    expect(shown).toEqual(steps.map((step) => step.duration));
    await expect(next).toBeDisabled();
    await expect(
      region.getByRole("button", { name: "Previous step" }),
    ).toBeFocused();
  });

  test("ArrowRight and ArrowLeft move between steps when focus is in the carousel", async ({
    page,
  }) => {
    await gotoEnhancedBlueprint(page);
    const region = carousel(page);
    const caption = region.locator("[aria-live=polite]");
    const firstDot = region.getByRole("button", {
      name: "Go to step 1: Discovery Call",
    });
    await firstDot.focus();
    await page.keyboard.press("ArrowRight");
    await expect(caption).toHaveText(
      "Step 2 of 5: Current-State Assessment (1 week)",
    );
    // Focus follows the active dot.
    await expect(
      region.getByRole("button", {
        name: "Go to step 2: Current-State Assessment",
      }),
    ).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(caption).toHaveText(
      "Step 3 of 5: Blueprint Development (3-4 weeks)",
    );
    await page.keyboard.press("ArrowLeft");
    await expect(caption).toHaveText(
      "Step 2 of 5: Current-State Assessment (1 week)",
    );
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(caption).toHaveText("Step 1 of 5: Discovery Call (60-90 min)");
  });

  test("the carousel keeps its height from step to step (no layout shift)", async ({
    page,
  }) => {
    await gotoEnhancedBlueprint(page);
    const region = carousel(page);
    const heights = new Set<number>();
    for (let step = 1; step <= steps.length; step++) {
      await region
        .getByRole("button", { name: new RegExp(`^Go to step ${step}:`) })
        .click();
      heights.add(Math.round((await region.boundingBox())?.height ?? 0));
    }
    expect(heights.size).toBe(1);
  });

  test("announces each step in a polite live region and does not animate for reduced motion", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoEnhancedBlueprint(page);
    const region = carousel(page);
    const caption = region.locator("[data-carousel-caption]");
    await expect(caption).toHaveAttribute("aria-live", "polite");
    await expect(caption).toHaveAttribute("aria-atomic", "true");
    await region.getByRole("button", { name: "Next step" }).click();
    await expect(caption).toHaveText(
      "Step 2 of 5: Current-State Assessment (1 week)",
    );
    const durations = await region
      .locator('[aria-roledescription="slide"]')
      .evaluateAll((slides) =>
        slides.map((slide) =>
          parseFloat(getComputedStyle(slide).transitionDuration),
        ),
      );
    for (const seconds of durations) expect(seconds).toBeLessThan(0.001);
  });
});

test.describe("blueprint page in French", () => {
  test("the carousel announces its steps and names its controls in French", async ({
    page,
  }) => {
    await gotoEnhanced(page, "/fr/blueprint", "[data-journey-carousel]");
    const region = page.getByRole("region", {
      name: "Parcours du plan directeur",
    });
    const caption = region.locator("[aria-live=polite]");
    await expect(caption).toHaveText(
      "Étape 1 sur 5\u00a0: Appel exploratoire (60 à 90 min)",
    );
    await region.getByRole("button", { name: "Étape suivante" }).click();
    await expect(caption).toHaveText(
      "Étape 2 sur 5\u00a0: Évaluation de la situation actuelle (1 semaine)",
    );
    await expect(
      region.getByRole("button", { name: "Étape précédente" }),
    ).toBeEnabled();
  });

  test("its tiers and contact section are in French, their buttons leading to the form", async ({
    page,
  }) => {
    await page.goto("/fr/blueprint");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    await expect(
      page.getByRole("link", {
        name: "Démarrer un projet avec la formule Plan directeur",
        exact: true,
      }),
    ).toHaveAttribute("href", "#blueprint-contact");
    await expect(
      page.getByRole("heading", { name: "Prêts pour la transformation?" }),
    ).toBeVisible();
    await expect(
      page.getByRole("link", { name: "Obtenir votre plan directeur" }),
    ).toHaveAttribute("href", "#blueprint-contact");
  });
});
