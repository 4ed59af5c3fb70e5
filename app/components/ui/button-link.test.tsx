import { describe, expect, it } from "vitest";
import { renderRoute } from "../../../tests/support/render-route";
import { ButtonLink } from "./button-link";

/** Renders the button inside a router at a capability page's URL, as the site does. */
function renderAt(url: string, to: string): string {
  return renderRoute(
    () => <ButtonLink to={to}>See it in our solutions</ButtonLink>,
    { path: "/capabilities/:slug", url },
  );
}

describe("ButtonLink", () => {
  it("keeps a same-page target as a bare fragment, so following it never reloads the page", () => {
    const html = renderAt("/capabilities/ai-automation", "#solutions");
    expect(html).toContain('href="#solutions"');
    expect(html).not.toContain("/capabilities/ai-automation/#solutions");
  });

  it("resolves other targets as router links", () => {
    expect(renderAt("/capabilities/ai-automation", "/contact")).toContain(
      'href="/contact"',
    );
  });
});
