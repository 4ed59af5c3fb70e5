import { describe, expect, it } from "vitest";
import { intlFor } from "./intl";
import { formatMessage, isMessageId, message } from "./message";

describe("messages sent by id", () => {
  it("an id no English catalog declares does not compile", () => {
    // @ts-expect-error -- "account.noSuchMessage" is not a MessageId: tsc fails if it ever becomes one.
    const unknown = message("account.noSuchMessage");
    expect(isMessageId(unknown.id)).toBe(false);
  });

  it("formats in the reader's language, a message inside a message first", () => {
    const failed = message("portal.toast.uploadFailedBecause", {
      reason: message("portal.form.fileEmpty"),
    });
    expect(formatMessage(intlFor("en"), failed)).toBe(
      "Failed to upload files. Please try again. This file is empty. Please choose the file again.",
    );
    expect(formatMessage(intlFor("fr"), failed)).toBe(
      "Le téléversement des fichiers a échoué. Veuillez réessayer. Ce fichier est vide. Veuillez choisir le fichier de nouveau.",
    );
  });

  it("counts with plurals in French, the specification's words in English", () => {
    const uploaded = (count: number, locale: "en" | "fr") =>
      formatMessage(
        intlFor(locale),
        message("portal.toast.uploadedCount", { count }),
      );
    expect(uploaded(1, "en")).toBe("1 file(s) uploaded successfully");
    expect(uploaded(1, "fr")).toBe("1 fichier téléversé avec succès");
    expect(uploaded(3, "fr")).toBe("3 fichiers téléversés avec succès");
  });

  it("takes a bare id (a zod issue) and shows the staff pages' English as written", () => {
    expect(formatMessage(intlFor("fr"), "account.form.emailRequired")).toBe(
      "Entrez votre adresse courriel.",
    );
    expect(formatMessage(intlFor("fr"), "Lead saved")).toBe("Lead saved");
    expect(formatMessage(intlFor("fr"), undefined)).toBeUndefined();
  });
});
