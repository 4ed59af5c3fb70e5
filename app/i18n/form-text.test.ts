import { describe, expect, it } from "vitest";
import englishForms from "./en/forms";
import { formText, type FormMessageId } from "./form-text";
import { intlFor } from "./intl";
import { LOCALES } from "./locale";

describe("formText (the lead forms' messages without react-intl)", () => {
  const ids = Object.keys(englishForms).filter((id) =>
    id.startsWith("forms.error."),
  ) as FormMessageId[];

  it("writes every lead-form message as react-intl does, in both languages", () => {
    for (const locale of LOCALES) {
      const say = formText(locale);
      const intl = intlFor(locale);
      for (const id of ids)
        for (const values of [
          { max: 5000, min: 10 },
          { max: 7, min: 2 },
        ])
          expect(say(id, values), `${locale} ${id}`).toBe(
            intl.formatMessage({ id }, values),
          );
    }
  });

  it("keeps the English numbers as the specification writes them and groups French ones", () => {
    expect(formText("en")("forms.error.common.tooLong", { max: 5000 })).toBe(
      "Must be 5000 characters or fewer",
    );
    expect(formText("fr")("forms.error.common.tooLong", { max: 5000 })).toBe(
      "Ce champ doit compter au plus 5\u00a0000 caractères",
    );
  });
});
