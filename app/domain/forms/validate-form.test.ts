import { describe, expect, it } from "vitest";
import {
  contactFormSchema,
  jobApplicationWithResumeSchema,
} from "./lead-forms";
import {
  fieldIds,
  formErrorsId,
  formValues,
  textValues,
  validateForm,
} from "./validate-form";

describe("formValues", () => {
  it("keeps the first value of each field and files as files", () => {
    const data = new FormData();
    data.append("firstName", "Lars");
    data.append("firstName", "second");
    data.append("resume", new File(["x"], "cv.pdf"));
    const values = formValues(data);
    expect(values.firstName).toBe("Lars");
    expect(values.resume).toBeInstanceOf(File);
    expect(textValues(values)).toEqual({ firstName: "Lars" });
  });

  it("does not let a field named like an object property through as one", () => {
    expect(
      formValues([
        ["__proto__", "x"],
        ["constructor", "y"],
      ]),
    ).toEqual({ constructor: "y" });
    expect(Object.getPrototypeOf(formValues([["__proto__", "x"]]))).toBe(
      Object.prototype,
    );
  });
});

describe("validateForm", () => {
  it("groups the schema's messages by field, first issue first", () => {
    const result = validateForm(
      contactFormSchema,
      formValues([
        ["firstName", "L"],
        ["email", "lars@"],
      ]),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors.firstName).toEqual([
      "First name must be at least 2 characters",
    ]);
    expect(result.fieldErrors.email).toEqual([
      "Please enter a valid email address",
    ]);
    expect(result.formErrors).toEqual([]);
  });

  it("returns the parsed value when valid, trimmed as the schema says", () => {
    const result = validateForm(
      contactFormSchema,
      formValues([
        ["firstName", " Lars "],
        ["lastName", "Nilsen"],
        ["email", "lars@example.org"],
        ["company", "Trust"],
        ["interest", "other"],
        ["message", "Please call me back."],
        ["_formToken", "ignored"],
      ]),
    );
    expect(result).toMatchObject({
      ok: true,
      value: { firstName: "Lars", interest: "other" },
    });
  });

  it("judges an empty file input (a File without a name) as a missing résumé", () => {
    const result = validateForm(
      jobApplicationWithResumeSchema,
      formValues([["resume", new File([], "")]]),
    );
    expect(!result.ok && result.fieldErrors.resume).toEqual([
      "Resume is required",
    ]);
  });

  it("reports issues without a path as form errors", async () => {
    const { z } = await import("zod");
    const schema = z
      .object({ a: z.string() })
      .refine(() => false, { error: "Whole form is wrong" });
    expect(validateForm(schema, { a: "x" })).toEqual({
      ok: false,
      fieldErrors: {},
      formErrors: ["Whole form is wrong"],
    });
  });
});

describe("field ids", () => {
  it("are what the server renders and the browser looks up", () => {
    expect(fieldIds("contact-form", "email")).toEqual({
      id: "contact-form-email",
      descriptionId: "contact-form-email-description",
      errorId: "contact-form-email-error",
    });
    expect(formErrorsId("contact-form")).toBe("contact-form-form-errors");
  });
});
