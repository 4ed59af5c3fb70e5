import { describe, expect, it } from "vitest";
import { quotableText } from "./visitor-text";

describe("quotableText", () => {
  it("keeps a markdown link's words and shows its target, so it is no link any more", () => {
    expect(
      quotableText(
        "[Verify your staff account](https://evil.example/login) now",
      ),
    ).toBe("Verify your staff account (https://evil.example/login) now");
    expect(
      quotableText(
        "![pixel](https://evil.example/p.png) and <https://evil.example/x>",
      ),
    ).toBe("pixel (https://evil.example/p.png) and https://evil.example/x");
    // Nested, and a site path: neither survives as a link.
    expect(quotableText("[a [b](/auth)](https://evil.example)")).toBe(
      "a b (/auth) (https://evil.example)",
    );
  });

  it("flattens line breaks so a quote cannot open a block or define a link", () => {
    expect(quotableText("one\n\n# two\n[x]: https://evil.example")).toBe(
      "one # two [x]: https://evil.example",
    );
  });
});
