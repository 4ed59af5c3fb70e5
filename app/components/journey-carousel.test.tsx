import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { journeySteps } from "~/content/blueprint";
import { journeySteps as journeyStepsFr } from "~/content/fr/blueprint";
import { LocaleProvider } from "~/i18n/locale-context";
import type { Locale } from "~/i18n/locale";
import { JourneyCarousel } from "./journey-carousel";

function render(locale: Locale, steps: typeof journeySteps): string {
  return renderToStaticMarkup(
    <LocaleProvider locale={locale}>
      <JourneyCarousel steps={steps} label="Journey" />
    </LocaleProvider>,
  );
}

/**
 * The enhancer (app/enhance/journey-carousel.ts) shows each slide's `data-caption` as the live
 * caption; the server writes it, and the controls' names, in the page's language.
 */
describe("JourneyCarousel", () => {
  it("writes each slide's caption in English on English pages", () => {
    const html = render("en", journeySteps);
    expect(html).toContain(
      'data-caption="Step 2 of 5: Current-State Assessment"',
    );
    expect(html).toContain('aria-label="Previous step"');
    expect(html).toContain('aria-label="Go to step 1: Discovery Call"');
  });

  it("writes them in French on French pages", () => {
    const html = render("fr", journeyStepsFr);
    expect(html).toContain(
      'data-caption="Étape 2 sur 5\u00a0: Évaluation de la situation actuelle"',
    );
    expect(html).toContain('aria-label="Étape suivante"');
    expect(html).toContain('aria-label="2 sur 5"');
    expect(html).not.toMatch(/\bStep\b|Previous|Next|Duration/);
  });
});
