import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { EmailText, emailPieces } from "./email-text";

describe("EmailText", () => {
  it("breaks only after @ and before a dot", () => {
    expect(emailPieces("ada.lovelace@mail.example.org")).toEqual([
      "ada",
      ".lovelace@",
      "mail",
      ".example",
      ".org",
    ]);
    expect(emailPieces("plain")).toEqual(["plain"]);
  });

  it("renders the whole address with <wbr> between the pieces and no mid-word breaking", () => {
    const html = renderToStaticMarkup(
      <EmailText email="ops@harbour.example" />,
    );
    expect(html).toContain("ops@<wbr/>harbour<wbr/>.example");
    expect(html).toContain("break-normal");
    expect(html.replace(/<[^>]+>/g, "")).toBe("ops@harbour.example");
  });
});
