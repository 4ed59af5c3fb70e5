import { describe, expect, it } from "vitest";
import { localizedEndpoint } from "./lead-form";

describe("localizedEndpoint", () => {
  it("tells the API a French page's language, so even its early refusals are French", () => {
    expect(localizedEndpoint("/api/forms/contact", "fr")).toBe(
      "/api/forms/contact?locale=fr",
    );
    expect(localizedEndpoint("/api/forms/contact?x=1", "fr")).toBe(
      "/api/forms/contact?x=1&locale=fr",
    );
  });

  it("leaves an English page's address unchanged", () => {
    expect(localizedEndpoint("/api/forms/contact", "en")).toBe(
      "/api/forms/contact",
    );
  });
});
