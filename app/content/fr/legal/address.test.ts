import { describe, expect, it } from "vitest";
import { headOfficeAddressFr, usOfficeCityFr } from "./address";

describe("the offices as the French legal documents name them", () => {
  it("writes the head office's address the Canada Post French way", () => {
    expect(headOfficeAddressFr).toBe(
      "340, rue Albert, bureau 1300, Ottawa (Ontario) K1R 7Y6, Canada",
    );
  });

  it("names the regional office's state in French", () => {
    expect(usOfficeCityFr).toBe("Atlanta (Géorgie)");
  });
});
