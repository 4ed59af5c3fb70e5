import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ProgressBar } from "./progress-bar";

function render(value: number) {
  const html = renderToStaticMarkup(
    <ProgressBar
      value={value}
      label="Progress of Port Community Data Platform"
    />,
  );
  const bar = /<div role="progressbar"[^>]*>/.exec(html)?.[0] ?? "";
  return { html, bar };
}

describe("ProgressBar", () => {
  it.each([
    [49, "blue", "bg-progress-blue"],
    [50, "yellow", "bg-progress-yellow"],
    [79, "yellow", "bg-progress-yellow"],
    [80, "green", "bg-progress-green"],
  ] as const)(
    "at %i%% is %s, with the percentage in text and in the bar's value",
    (value, tone, fill) => {
      const { html, bar } = render(value);
      expect(bar).toContain(`data-tone="${tone}"`);
      expect(bar).toContain(`aria-valuenow="${value}"`);
      expect(bar).toContain(`aria-valuetext="${value}% complete"`);
      expect(html).toContain(`>${value}% complete</span>`);
      expect(html).toContain(
        `class="h-full rounded-full ${fill}" style="width:${value}%"`,
      );
      // Exactly one fill colour: a leftover class of another tone would win or lose by CSS order.
      expect(html.match(/bg-progress-(green|yellow|blue)/g)).toEqual([fill]);
    },
  );

  it("is a named progressbar from 0 to 100", () => {
    const { bar } = render(80);
    expect(bar).toContain(
      'aria-label="Progress of Port Community Data Platform"',
    );
    expect(bar).toContain('aria-valuemin="0"');
    expect(bar).toContain('aria-valuemax="100"');
  });

  it("keeps a value outside 0–100 inside the track", () => {
    expect(render(140).bar).toContain('aria-valuenow="100"');
    expect(render(-5).bar).toContain('aria-valuenow="0"');
    expect(render(-5).bar).toContain('data-tone="blue"');
  });
});
