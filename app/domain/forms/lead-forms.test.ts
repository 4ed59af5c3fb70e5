import { describe, expect, it } from "vitest";
import type { z } from "zod";
import englishForms from "~/i18n/en/forms";
import { formText, type FormMessageId } from "~/i18n/form-text";
import { SINGLE_LINE_MESSAGE } from "./form-fields";
import {
  blueprintFormSchema,
  contactFormSchema,
  getStartedFormSchema,
  getStartedStepSchemas,
  isHttpsUrl,
  jobApplicationFormSchema,
  leadFormSchemas,
  LINKEDIN_HTTPS_MESSAGE,
  resumeFieldSchema,
} from "./lead-forms";

function errorsOf(
  schema: z.ZodType,
  input: Record<string, unknown>,
): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues)
    (errors[String(issue.path[0])] ??= []).push(issue.message);
  return errors;
}

/** Forms that pass: each case below changes what it tests and keeps the rest. */
const validBlueprint = { fullName: "Amina Diallo", email: "amina@example.org" };
const validContact = {
  firstName: "Lars",
  lastName: "Nilsen",
  email: "lars@example.org",
  company: "Trust",
  interest: "other",
  message: "Please call me back.",
};
const validJob = {
  jobTitle: "General Application",
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.org",
  experience: "Ten years.",
  coverLetter: "Hello.",
};

/** The first message a single-field schema gives for a value (undefined when it passes). */
const firstMessageOf = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues[0]?.message;

describe("blueprint form", () => {
  it.each([
    [{ fullName: "A" }, "fullName", "Name must be at least 2 characters"],
    [{ fullName: "   " }, "fullName", "Name must be at least 2 characters"],
    [{ email: "not-an-email" }, "email", "Invalid email address"],
    [
      { email: `${"a".repeat(250)}@example.org` },
      "email",
      "Invalid email address",
    ],
    [
      { companyName: "X" },
      "companyName",
      "Company name must be at least 2 characters",
    ],
    [
      { message: "m".repeat(1001) },
      "message",
      "Message must be less than 1000 characters",
    ],
  ])("%o → %s: %s", (input, field, message) => {
    expect(
      errorsOf(blueprintFormSchema, { ...validBlueprint, ...input })[field],
    ).toEqual([message]);
  });

  it("needs only the full name and e-mail", () => {
    expect(
      blueprintFormSchema.parse({ ...validBlueprint, companyName: "" }),
    ).toEqual(validBlueprint);
  });

  it("accepts exactly 1000 characters of message and only the listed options", () => {
    expect(
      errorsOf(blueprintFormSchema, {
        ...validBlueprint,
        message: "m".repeat(1000),
      }),
    ).toEqual({});
    expect(
      errorsOf(blueprintFormSchema, { ...validBlueprint, companySize: "5000" })
        .companySize,
    ).toBeDefined();
  });
});

describe("contact form", () => {
  it.each([
    [
      { firstName: "L" },
      "firstName",
      "First name must be at least 2 characters",
    ],
    [{ lastName: "" }, "lastName", "Last name must be at least 2 characters"],
    [{ email: "lars@" }, "email", "Please enter a valid email address"],
    [{ company: " " }, "company", "Company name is required"],
    [{ interest: "" }, "interest", "Please select an area of interest"],
    [{ interest: "space" }, "interest", "Please select an area of interest"],
    [
      { message: "too short" },
      "message",
      "Message must be at least 10 characters",
    ],
  ])("%o → %s: %s", (input, field, message) => {
    expect(
      errorsOf(contactFormSchema, { ...validContact, ...input })[field],
    ).toEqual([message]);
  });
  it("accepts the valid form", () =>
    expect(errorsOf(contactFormSchema, validContact)).toEqual({}));
});

describe("getting started form", () => {
  it("reports every message of every step on an empty post", () => {
    expect(errorsOf(getStartedFormSchema, {})).toEqual({
      firstName: ["First name must be at least 2 characters"],
      lastName: ["Last name must be at least 2 characters"],
      email: ["Please enter a valid email address"],
      company: ["Company name is required"],
      companySize: ["Please select company size"],
      primaryInterest: ["Please select your primary interest"],
      currentChallenges: ["Please describe your current challenges"],
      timeline: ["Please select a timeline"],
      budget: ["Please select a budget range"],
    });
  });

  it("validates each step on its own fields only", () => {
    expect(Object.keys(errorsOf(getStartedStepSchemas[0], {}))).toEqual([
      "firstName",
      "lastName",
      "email",
      "company",
      "companySize",
    ]);
    expect(Object.keys(errorsOf(getStartedStepSchemas[1], {}))).toEqual([
      "primaryInterest",
      "currentChallenges",
    ]);
    expect(Object.keys(errorsOf(getStartedStepSchemas[2], {}))).toEqual([
      "timeline",
      "budget",
    ]);
    expect(
      errorsOf(getStartedStepSchemas[1], {
        primaryInterest: "custom",
        currentChallenges: "short",
      }).currentChallenges,
    ).toEqual(["Please describe your current challenges"]);
  });
});

describe("job application", () => {
  it("reports the spec's messages", () => {
    expect(
      errorsOf(jobApplicationFormSchema, { jobTitle: "Data Engineer" }),
    ).toEqual({
      firstName: ["First name is required"],
      lastName: ["Last name is required"],
      email: ["Email is required"],
      experience: ["Experience is required"],
      coverLetter: ["Cover letter is required"],
    });
    expect(
      errorsOf(jobApplicationFormSchema, { email: "grace" }).email,
    ).toEqual(["Invalid email address"]);
  });

  it("checks the résumé's presence, size and type", () => {
    expect(firstMessageOf(resumeFieldSchema, undefined)).toBe(
      "Resume is required",
    );
    expect(firstMessageOf(resumeFieldSchema, new File([], ""))).toBe(
      "Resume is required",
    );
    expect(firstMessageOf(resumeFieldSchema, new File(["x"], "cv.exe"))).toBe(
      "Resume must be a PDF, DOC or DOCX file",
    );
    expect(
      resumeFieldSchema.safeParse(new File(["x"], "cv.DOCX")).success,
    ).toBe(true);
    expect(
      firstMessageOf(
        resumeFieldSchema,
        new File([new Uint8Array(11 * 1024 * 1024)], "cv.pdf"),
      ),
    ).toBe("Resume must be 10 MB or smaller");
    expect(firstMessageOf(resumeFieldSchema, new File([], "cv.pdf"))).toBe(
      "The résumé file is empty. Please choose the file again.",
    );
  });
});

describe("job application LinkedIn (docs/access-audit.md: https only)", () => {
  it("accepts an https:// address, or nothing", () => {
    expect(
      jobApplicationFormSchema.parse({
        ...validJob,
        linkedIn: " https://www.linkedin.com/in/ada ",
      }).linkedIn,
    ).toBe("https://www.linkedin.com/in/ada");
    expect(
      jobApplicationFormSchema.parse({ ...validJob, linkedIn: "" }).linkedIn,
    ).toBeUndefined();
  });

  it.each([
    "http://www.linkedin.com/in/ada",
    "javascript:alert(1)",
    "www.linkedin.com/in/ada",
    "linkedin.com/in/ada",
    "https://",
    "https:// linkedin",
    "ftp://x.example",
    "data:text/html,x",
  ])("refuses %j with one clear message", (bad) => {
    expect(isHttpsUrl(bad)).toBe(false);
    expect(
      errorsOf(jobApplicationFormSchema, { ...validJob, linkedIn: bad }),
    ).toEqual({ linkedIn: [LINKEDIN_HTTPS_MESSAGE] });
  });
});

describe("single-line and multi-line text (no header injection through a form)", () => {
  it.each([
    "Dear Al\r\nBcc: x@y",
    "Al\nx",
    "Al\rx",
    "Al\u2028x",
    "Al\u2029x",
    "Al\u0000x",
    "Al\u001bx",
    "Al\u0085x",
    "Al\tx",
  ])("refuses %j in every <input> field with one clear message", (bad) => {
    expect(
      errorsOf(contactFormSchema, { ...validContact, firstName: bad })
        .firstName,
    ).toEqual([SINGLE_LINE_MESSAGE]);
    expect(
      errorsOf(contactFormSchema, {
        ...validContact,
        email: `${bad}@example.org`,
      }).email,
    ).toEqual([SINGLE_LINE_MESSAGE]);
    expect(
      errorsOf(blueprintFormSchema, {
        ...validBlueprint,
        fullName: bad,
        phone: bad,
        companyName: bad,
      }),
    ).toEqual({
      fullName: [SINGLE_LINE_MESSAGE],
      phone: [SINGLE_LINE_MESSAGE],
      companyName: [SINGLE_LINE_MESSAGE],
    });
    expect(
      errorsOf(jobApplicationFormSchema, {
        ...validJob,
        email: `a${bad}@b.co`,
        linkedIn: bad,
        jobTitle: bad,
      }),
    ).toEqual({
      email: [SINGLE_LINE_MESSAGE],
      linkedIn: [SINGLE_LINE_MESSAGE],
      jobTitle: [SINGLE_LINE_MESSAGE],
    });
  });

  it("still trims surrounding whitespace (a trailing newline from a paste is not an error)", () => {
    expect(
      contactFormSchema.parse({ ...validContact, firstName: "  Lars\n" })
        .firstName,
    ).toBe("Lars");
  });

  it("keeps line breaks in <textarea> fields as \\n and drops every other control character", () => {
    const message = "One\r\ntwo\rthree\u2028four\u0000\u0007 five\tsix";
    expect(contactFormSchema.parse({ ...validContact, message }).message).toBe(
      "One\ntwo\nthree\nfour five six",
    );
    expect(
      jobApplicationFormSchema.parse({
        ...validJob,
        coverLetter: "Dear team,\r\n\r\nHello.",
      }).coverLetter,
    ).toBe("Dear team,\n\nHello.");
  });
});

describe("the schemas in each language (leadFormSchemas)", () => {
  const en = leadFormSchemas("en");
  const fr = leadFormSchemas("fr");

  it("English is the spec's: the schemas above, built once", () => {
    expect(en.contact).toBe(contactFormSchema);
    expect(en.blueprint).toBe(blueprintFormSchema);
    expect(leadFormSchemas("fr")).toBe(fr);
  });

  it.each([
    [
      "blueprint",
      { fullName: "A", email: "x", companyName: "X" },
      {
        fullName: ["Le nom doit compter au moins 2 caractères"],
        email: ["Adresse courriel invalide"],
        companyName: [
          "Le nom de l’organisation doit compter au moins 2 caractères",
        ],
      },
    ],
    [
      "contact",
      { firstName: "Awa", lastName: "T", email: "awa@example.org" },
      {
        lastName: ["Le nom de famille doit compter au moins 2 caractères"],
        company: ["Le nom de l’organisation est obligatoire"],
        interest: ["Veuillez choisir un domaine d’intérêt"],
        message: ["Le message doit compter au moins 10 caractères"],
      },
    ],
    [
      "getStarted",
      {
        firstName: "Awa",
        lastName: "Traoré",
        email: "awa@example.org",
        company: "Ministère",
        companySize: "1-10",
        primaryInterest: "e-visa",
        currentChallenges: "x".repeat(5001),
      },
      {
        currentChallenges: ["Veuillez vous limiter à 5\u00a0000 caractères"],
        timeline: ["Veuillez choisir un échéancier"],
        budget: ["Veuillez choisir une fourchette budgétaire"],
      },
    ],
    [
      "jobApplication",
      {
        jobTitle: "General Application",
        firstName: "Awa\nTraoré",
        lastName: "",
        email: "awa@",
        linkedIn: "http://linkedin.example",
        experience: "Dix ans",
        coverLetter: "Madame, Monsieur",
      },
      {
        firstName: [
          "Veuillez retirer les sauts de ligne et les caractères de contrôle",
        ],
        lastName: ["Le nom de famille est obligatoire"],
        email: ["Adresse courriel invalide"],
        linkedIn: [
          "L’adresse LinkedIn doit être une adresse Web commençant par https://",
        ],
      },
    ],
  ] as const)("%s: French messages on French pages", (form, input, errors) => {
    expect(errorsOf(fr[form], input)).toEqual(errors);
    // The same input breaks the same rules in English, with the spec's words.
    expect(Object.keys(errorsOf(en[form], input)).sort()).toEqual(
      Object.keys(errors).sort(),
    );
  });

  it("the résumé's checks in French", () => {
    const empty = new File([], "cv.pdf");
    expect(firstMessageOf(fr.resume, empty)).toBe(
      "Le fichier du curriculum vitæ est vide. Veuillez choisir le fichier de nouveau.",
    );
    expect(firstMessageOf(fr.resume, new File(["x"], "cv.txt"))).toBe(
      "Le curriculum vitæ doit être un fichier PDF, DOC ou DOCX",
    );
  });

  it("every French message is French (none left in English)", () => {
    const ids = Object.keys(englishForms).filter((id) =>
      id.startsWith("forms.error."),
    ) as FormMessageId[];
    const english = formText("en");
    const french = formText("fr");
    expect(
      ids.filter(
        (id) =>
          french(id, { max: 7, min: 2 }) === english(id, { max: 7, min: 2 }),
      ),
    ).toEqual([]);
  });
});
