import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PageToast } from "./toaster";

/** The server's render is what a visitor without JavaScript gets. */
describe("PageToast before hydration", () => {
  it("shows a failure as an alert with its title and message", () => {
    const html = renderToString(
      <PageToast
        toast={{
          kind: "error",
          title: "Error signing in",
          description: "Invalid email or password.",
        }}
      />,
    );
    expect(html).toContain('role="alert"');
    expect(html).toContain("Error signing in");
    expect(html).toContain("Invalid email or password.");
  });

  it("shows a success or news as a status message", () => {
    for (const kind of ["success", "info"] as const) {
      const html = renderToString(
        <PageToast toast={{ kind, title: "Welcome back!" }} />,
      );
      expect(html).toContain('role="status"');
      expect(html).not.toContain('role="alert"');
    }
  });

  it("renders nothing without a toast", () => {
    expect(renderToString(<PageToast toast={null} />)).toBe("");
  });
});
