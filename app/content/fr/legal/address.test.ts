import { describe, expect, it } from "vitest";
import { officeById } from "../../jobs";
import { headOfficeAddressFr, usOfficeCityFr } from "./address";

describe("the French office addresses", () => {
  it("name the same head office as site.ts (number, suite, city, postal code)", () => {
    const headOffice = officeById("ottawa");
    const [number, , , , suite] = headOffice.streetAddress.split(/[\s,]+/);
    expect(headOfficeAddressFr).toContain(`${number}, rue Albert`);
    expect(headOfficeAddressFr).toContain(`bureau ${suite}`);
    expect(headOfficeAddressFr).toContain(
      `${headOffice.locality} (Ontario) ${headOffice.postalCode}`,
    );
  });

  it("name the regional office's city", () => {
    expect(usOfficeCityFr).toContain(officeById("atlanta").city);
  });
});
