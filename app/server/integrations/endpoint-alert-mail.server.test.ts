import { describe, expect, it } from "vitest";
import { englishWordsIn } from "~/i18n/english-words";
import { endpointAlertText } from "./endpoint-alert-mail.server";

describe("the e-mail to an integration's owner when the site stops sending to it", () => {
  const write = (locale: "en" | "fr", reason: "failing" | "gone") =>
    endpointAlertText({
      locale,
      reason,
      endpointLabel: "CRM intake",
      endpointUrl: "https://consultancy.example/lead_admin/integrations/1",
    });

  it.each(["failing", "gone"] as const)(
    "%s: says why, links the endpoint and says nothing is lost",
    (reason) => {
      const english = write("en", reason);
      expect(english.text).toContain(
        reason === "gone" ? "410 Gone" : "five days",
      );
      expect(english.text).toContain(
        "https://consultancy.example/lead_admin/integrations/1",
      );
      expect(english.text).toContain("Nothing is lost");
    },
  );

  it.each(["failing", "gone"] as const)(
    "%s: the French has no English left (the status line's name aside)",
    (reason) => {
      const french = write("fr", reason);
      expect(englishWordsIn(french.subject)).toEqual([]);
      const left = french.text
        .replace("410 Gone", "410")
        .replace("CRM intake", "")
        .split("\n")
        .filter((line) => englishWordsIn(line).length > 0);
      expect(left).toEqual([]);
    },
  );
});
