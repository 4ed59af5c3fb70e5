import { describe, expect, it } from "vitest";
import { renderConfirmationEmail } from "./newsletter-confirmation-email.server";

const url = "https://example.org/newsletter/confirm?token=c1.x.1.sig";

describe("renderConfirmationEmail", () => {
  it("says what was asked for, the 48 hours and that ignoring it is enough, in English", () => {
    const mail = renderConfirmationEmail({
      email: "ada@example.org",
      locale: "en",
      confirmationUrl: url,
    });
    expect(mail.to).toEqual(["ada@example.org"]);
    expect(mail.subject).toMatch(
      /^Confirm your subscription to the .+ newsletter$/,
    );
    expect(mail.text).toContain(url);
    expect(mail.text).toContain("within 48 hours");
    expect(mail.text).toContain(
      "If this was not you, ignore this e-mail: nothing will be sent",
    );
    // Nothing the visitor typed is quoted: the address is only the recipient.
    expect(mail.text).not.toContain("ada@example.org");
    expect(mail.html).toBeUndefined();
  });

  it("is in French for a French subscriber (infolettre, courriel)", () => {
    const mail = renderConfirmationEmail({
      email: "benoit@example.org",
      locale: "fr",
      confirmationUrl: url,
    });
    expect(mail.subject).toContain("infolettre");
    expect(mail.text).toContain("48\u00a0heures");
    expect(mail.text).toContain(
      "ignorez ce courriel\u00a0: rien ne vous sera envoyé",
    );
    expect(mail.text).not.toMatch(/\be-?mail\b/i);
  });
});
