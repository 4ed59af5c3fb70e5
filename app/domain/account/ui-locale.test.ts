import { describe, expect, it } from "vitest";
import {
  chooseUiLocale,
  isEnglishOnlyPath,
  switchesLanguageArea,
} from "./ui-locale";

describe("the signed-in areas' language", () => {
  it("takes the account's choice over the browser's", () => {
    expect(
      chooseUiLocale({
        pathname: "/dashboard",
        preference: "fr",
        acceptLanguage: "en-CA,en;q=0.9",
      }),
    ).toBe("fr");
    expect(
      chooseUiLocale({
        pathname: "/account",
        preference: "en",
        acceptLanguage: "fr-CA,fr;q=0.9",
      }),
    ).toBe("en");
  });

  it("takes the browser's when the account never chose, or no one is signed in", () => {
    expect(
      chooseUiLocale({
        pathname: "/dashboard",
        preference: null,
        acceptLanguage: "fr-CA,fr;q=0.9,en;q=0.8",
      }),
    ).toBe("fr");
    expect(
      chooseUiLocale({
        pathname: "/auth",
        preference: undefined,
        acceptLanguage: "fr",
      }),
    ).toBe("fr");
    expect(
      chooseUiLocale({
        pathname: "/auth",
        preference: undefined,
        acceptLanguage: null,
      }),
    ).toBe("en");
  });

  it("ignores a stored value that is not a language of the site", () => {
    expect(
      chooseUiLocale({
        pathname: "/account",
        preference: "de",
        acceptLanguage: "fr",
      }),
    ).toBe("fr");
  });

  it("keeps the staff console, the staff sign-in and the sales demo English", () => {
    for (const pathname of [
      "/lead_admin",
      "/lead_admin/support",
      "/admin/auth",
      "/allied",
      "/allied/billing",
    ]) {
      expect(isEnglishOnlyPath(pathname)).toBe(true);
      expect(
        chooseUiLocale({ pathname, preference: "fr", acceptLanguage: "fr" }),
      ).toBe("en");
    }
    expect(isEnglishOnlyPath("/administration")).toBe(false);
    expect(isEnglishOnlyPath("/account")).toBe(false);
  });
});

describe("switchesLanguageArea", () => {
  it("is true between the portal and the console, false within either", () => {
    expect(switchesLanguageArea("/account", "/lead_admin")).toBe(true);
    expect(switchesLanguageArea("/lead_admin/audit", "/dashboard")).toBe(true);
    expect(switchesLanguageArea("/dashboard", "/dashboard/support")).toBe(
      false,
    );
    expect(switchesLanguageArea("/lead_admin", "/lead_admin/leads")).toBe(
      false,
    );
  });
});
