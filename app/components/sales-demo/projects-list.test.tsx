import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DemoProjectsList } from "./projects-list";

describe("DemoProjectsList", () => {
  it("says so, and what will come, when a demo has no projects", () => {
    const html = renderToStaticMarkup(<DemoProjectsList projects={[]} />);
    expect(html).toContain("No projects to show yet");
    expect(html).toContain("Once the scope of a first engagement is agreed");
    expect(html).not.toContain("<article");
    expect(html).not.toContain('role="progressbar"');
  });
});
